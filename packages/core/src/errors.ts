// Every error the service answers with: a stable code and the HTTP status it maps to.
// This table is the only place a status is chosen for a domain error.
export const errorStatus = {
  invalid_json: 400,
  no_valid_products: 400,
  invalid_api_key: 401,
  unauthenticated: 401,
  insufficient_credits: 402,
  missing_scope: 403,
  forbidden_role: 403,
  sign_up_closed: 403,
  cross_site_request: 403,
  invalid_signature: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  sku_conflict: 409,
  batch_not_cancellable: 409,
  no_candidate: 409,
  not_published: 409,
  skipped_failing: 409,
  idempotency_in_flight: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  validation_failed: 422,
  idempotency_key_reused: 422,
  idempotency_key_required: 428,
  rate_limited: 429,
  daily_spend_cap: 429,
  internal_error: 500,
  provider_error: 502,
  provider_rejected: 502,
  provider_timeout: 502,
  service_paused: 503,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** When the caller may try again (a rate limit). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `No such ${what}.`);
