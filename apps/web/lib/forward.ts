import "server-only";
import { type ErrorCode, errorStatus, MAX_BODY_BYTES, MAX_FORM_BYTES } from "@proseo/core/constants";

/** An error in the API's REST shape (`{error: {...}}`), for the console's plain (non-tRPC) routes. */
export function apiError(code: ErrorCode, message: string): Response {
  const status = errorStatus[code];
  const requestId = `req_${crypto.randomUUID().replaceAll("-", "")}`;
  const body = { error: { code, message, status, request_id: requestId, details: [] } };
  return Response.json(body, { status, headers: { "Request-Id": requestId } });
}

export function apiUnreachable(error: unknown): Response {
  console.error("The console could not reach the API:", error);
  return apiError("internal_error", "The console could not reach the API; retry later.");
}

/** Passes a body through while counting it; past the limit it stops, before the API sees the excess. */
function capped(body: ReadableStream<Uint8Array>, limit: number, onExceeded: () => void): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= limit) return controller.enqueue(chunk);
        onExceeded();
        controller.error(new Error("The request body exceeds the limit."));
      },
    }),
  );
}

/**
 * A request's body of at most `limit` bytes, or null past it: a larger Content-Length is refused
 * unread, and a body without one stops being read once it passes the limit.
 */
export async function boundedBody(request: Request, limit: number): Promise<ArrayBuffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return new ArrayBuffer(0);
  let exceeded = false;
  try {
    return await new Response(capped(request.body, limit, () => (exceeded = true))).arrayBuffer();
  } catch (error) {
    if (exceeded) return null;
    throw error;
  }
}

export const formTooLarge = () => apiError("payload_too_large", `The request body exceeds ${MAX_FORM_BYTES / 1024} KB.`);

/**
 * How to forward a console request to the API: the headers named, and its body streamed through up to
 * 2 MB (`onExceeded` is told when it stops there).
 */
export function forwardInit(
  request: Request,
  names: readonly string[],
  onExceeded: () => void,
): RequestInit & { duplex: "half" } {
  const headers = new Headers();
  for (const name of names) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // lib.dom's RequestInit lacks `duplex`, which a streamed body needs.
  return {
    method: request.method,
    headers,
    body: request.body ? capped(request.body, MAX_BODY_BYTES, onExceeded) : undefined,
    duplex: "half",
    signal: request.signal,
  };
}

/**
 * The API's answer with only the headers named, its body streamed on as it comes. It is the
 * session's answer: a shared cache keeps it apart per cookie, if at all.
 */
export function passOn(response: Response, names: readonly string[]): Response {
  const headers = new Headers({ Vary: "Cookie" });
  for (const name of names) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers });
}
