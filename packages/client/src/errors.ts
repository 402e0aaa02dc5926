import type { components } from "./generated/schema.js";

type ErrorBody = components["schemas"]["Error"]["error"];

/**
 * Every failure the client reports: an error answer of the API (its status, code, request id and
 * field details, as the body carries them), or a network failure after the retries (status 0,
 * code `network_error`, the cause attached).
 */
export class ProseoError extends Error {
  readonly status: number;
  readonly code: ErrorBody["code"] | "network_error" | "unexpected_response";
  readonly request_id: string | undefined;
  readonly details: ErrorBody["details"];
  /** Seconds the API asked to wait (429 from the rate limiter), when it said. */
  readonly retry_after: number | undefined;

  constructor(
    fields: Pick<ProseoError, "status" | "code" | "message"> &
      Partial<Pick<ProseoError, "request_id" | "details" | "retry_after">>,
    options?: ErrorOptions,
  ) {
    super(fields.message, options);
    this.name = "ProseoError";
    this.status = fields.status;
    this.code = fields.code;
    this.request_id = fields.request_id;
    this.details = fields.details ?? [];
    this.retry_after = fields.retry_after;
  }

  /** The error an error answer stands for; its body is read here. */
  static async fromResponse(response: Response): Promise<ProseoError> {
    const body = (await response.json().catch(() => undefined)) as { error?: ErrorBody } | undefined;
    return ProseoError.fromBody(body?.error, response);
  }

  /** The error of an answer whose body has already been parsed (by openapi-fetch). */
  static fromBody(body: ErrorBody | undefined, response: Response): ProseoError {
    const retryAfter = retryAfterSeconds(response);
    if (!body?.code) {
      return new ProseoError({
        status: response.status,
        code: "unexpected_response",
        message: `${response.status} ${response.statusText} without the API's error body`,
        request_id: response.headers.get("request-id") ?? undefined,
        retry_after: retryAfter,
      });
    }
    return new ProseoError({ ...body, status: response.status, retry_after: retryAfter });
  }
}

/** The Retry-After header in whole seconds, when present and a number. */
export function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get("retry-after");
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
