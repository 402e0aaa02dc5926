import { type ErrorCode, errorStatus, MAX_BATCH_CALLS, MAX_BODY_BYTES, SESSION_COOKIES } from "@proseo/core/constants";
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { NextRequest } from "next/server";
import { forwardInit, passOn } from "../../../../lib/forward";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../../../../lib/same-origin";
import { apiUrl } from "../../../../lib/server";

/** A procedure path such as `console.keys.list`. */
const PROCEDURE = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

/** Answers in the shape of the API's tRPC errors (its errorFormatter): the console shows `message`. */
function refuse(trpcCode: TRPC_ERROR_CODE_KEY, code: ErrorCode, message: string): Response {
  const status = errorStatus[code];
  const requestId = `req_${crypto.randomUUID().replaceAll("-", "")}`;
  const error = { code, message, status, request_id: requestId, details: [] };
  return Response.json(
    { error: { message, code: TRPC_ERROR_CODES_BY_KEY[trpcCode], data: { httpStatus: status, code }, error } },
    { status, headers: { "Request-Id": requestId } },
  );
}

const tooLarge = () => refuse("PAYLOAD_TOO_LARGE", "payload_too_large", "The request body exceeds 2 MB.");

/**
 * Forwards the console's tRPC calls, with the session cookie, to the API's /trpc endpoint, streaming
 * both ways. Sign-in and sign-up do not come here: the console's server calls the API for them.
 */
async function forward(request: NextRequest): Promise<Response> {
  if (request.method !== "GET" && isCrossSite(request)) return refuse("FORBIDDEN", "cross_site_request", CROSS_SITE_MESSAGE);
  if (!SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    return refuse("UNAUTHORIZED", "unauthenticated", "Sign in to use the console.");
  }
  const url = new URL(request.url);
  const path = url.pathname.slice("/api/trpc/".length);
  const procedures = path.split(",");
  if (!procedures.every((procedure) => PROCEDURE.test(procedure))) {
    return refuse("NOT_FOUND", "route_not_found", "No such procedure.");
  }
  if (procedures.length > MAX_BATCH_CALLS) {
    return refuse(
      "PAYLOAD_TOO_LARGE",
      "payload_too_large",
      `A batch may call at most ${MAX_BATCH_CALLS} procedures; this one calls ${procedures.length}.`,
    );
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();

  let exceeded = false;
  const init = forwardInit(
    request,
    ["cookie", "content-type", "accept", "trpc-accept", "idempotency-key"],
    () => (exceeded = true),
  );
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}/trpc/${path}${url.search}`, init);
  } catch (error) {
    if (exceeded) return tooLarge();
    console.error("The console could not reach the API:", error);
    return refuse("INTERNAL_SERVER_ERROR", "internal_error", "The console could not reach the API; retry later.");
  }
  return passOn(response, ["content-type", "cache-control", "request-id", "retry-after"]);
}

export { forward as GET, forward as POST };
