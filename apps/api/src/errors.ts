import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_NUMBER } from "@trpc/server/rpc";
import { AppError, errorStatus, issuesToDetails, MAX_BODY_BYTES, type ErrorCode, type ErrorDetail } from "@proseo/core";

/** The error object of every non-2xx answer (docs/contract.md "Errors"). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  status: number;
  request_id: string;
  details: ErrorDetail[];
}

interface DescribedError {
  code: ErrorCode;
  message: string;
  details: ErrorDetail[];
  headers: Record<string, string>;
}

/** What the edge itself refuses (before or around a procedure), whoever noticed it first. */
const edgeErrors = {
  invalid_json: "The request body is not valid JSON.",
  payload_too_large: `The request body exceeds ${MAX_BODY_BYTES / 2 ** 20} MB.`,
  unsupported_media_type: "Send the body as application/json.",
  route_not_found: "No such route.",
  method_not_allowed: "Method not allowed.",
} satisfies Partial<Record<ErrorCode, string>>;
type EdgeError = keyof typeof edgeErrors;

const fromTrpcCode: Partial<Record<TRPCError["code"], EdgeError>> = {
  PARSE_ERROR: "invalid_json",
  PAYLOAD_TOO_LARGE: "payload_too_large",
  UNSUPPORTED_MEDIA_TYPE: "unsupported_media_type",
  NOT_FOUND: "route_not_found",
  METHOD_NOT_SUPPORTED: "method_not_allowed",
};

/** Fastify's own refusals while it reads a body. */
const fromFastifyCode = new Map<unknown, EdgeError>([
  ["FST_ERR_CTP_INVALID_JSON_BODY", "invalid_json"],
  ["FST_ERR_CTP_INVALID_CONTENT_LENGTH", "invalid_json"],
  ["FST_ERR_CTP_BODY_TOO_LARGE", "payload_too_large"],
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", "unsupported_media_type"],
]);

const edgeError = (code: EdgeError): DescribedError => ({ code, message: edgeErrors[code], details: [], headers: {} });

const hasIssues = (cause: unknown): cause is { issues: Parameters<typeof issuesToDetails>[0] } =>
  typeof cause === "object" && cause !== null && Array.isArray((cause as { issues?: unknown }).issues);

/** Turns anything a procedure or the edge threw into the contract's code, message, details and headers. */
export function describeError(error: unknown): DescribedError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) {
    const headers: Record<string, string> = {};
    if (cause.retryAfterSeconds !== undefined) headers["Retry-After"] = String(cause.retryAfterSeconds);
    if (cause.status === 401) headers["WWW-Authenticate"] = "Bearer";
    return { code: cause.code, message: cause.message, details: cause.details, headers };
  }
  if (error instanceof TRPCError) {
    if (error.code === "BAD_REQUEST") {
      // tRPC parses the body and the query's input itself: JSON it cannot read is the client's error.
      if (error.cause instanceof SyntaxError) return edgeError("invalid_json");
      // The input schema's issues, or tRPC's own refusal of the input (a batch's that is not an object).
      const details = hasIssues(error.cause) ? issuesToDetails(error.cause.issues) : [{ path: "", message: error.message }];
      return { code: "validation_failed", message: "The request is not valid; see details.", details, headers: {} };
    }
    const known = fromTrpcCode[error.code];
    if (known) return edgeError(known);
  }
  const refusedByFastify = fromFastifyCode.get((error as { code?: unknown } | null)?.code);
  if (refusedByFastify) return edgeError(refusedByFastify);
  return { code: "internal_error", message: "Something went wrong on our side; retry later.", details: [], headers: {} };
}

/** The status and headers of an error's answer, for adapters that write the body themselves. */
export function errorMeta(error: unknown): { status: number; headers: Record<string, string> } {
  const { code, headers } = describeError(error);
  return { status: errorStatus[code], headers };
}

export function errorBody(
  error: unknown,
  requestId: string,
): { body: { error: ErrorBody }; status: number; headers: Record<string, string> } {
  const { code, message, details, headers } = describeError(error);
  const status = errorStatus[code];
  return { body: { error: { code, message, status, request_id: requestId, details } }, status, headers };
}

/** An error as tRPC clients (the console) read it: message and data, beside the contract's `error`. */
export const trpcErrorShape = (body: { error: ErrorBody }, status: number, trpcCode: TRPC_ERROR_CODE_NUMBER) => ({
  message: body.error.message,
  code: trpcCode,
  data: { httpStatus: status, code: body.error.code },
  error: body.error,
});

/** An error no rule anticipated: logged with its stack, answered without it. */
export const isUnexpected = (error: unknown) => describeError(error).code === "internal_error";
