import { TRPCError } from "@trpc/server";
import { AppError, errorStatus, issuesToDetails, type ErrorCode, type ErrorDetail } from "@proseo/core";

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

const fromTrpcCode: Partial<Record<TRPCError["code"], DescribedError>> = {
  PARSE_ERROR: { code: "invalid_json", message: "The request body is not valid JSON.", details: [], headers: {} },
  PAYLOAD_TOO_LARGE: { code: "payload_too_large", message: "The request body exceeds 2 MB.", details: [], headers: {} },
  UNSUPPORTED_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Send the body as application/json.",
    details: [],
    headers: {},
  },
  NOT_FOUND: { code: "route_not_found", message: "No such route.", details: [], headers: {} },
  METHOD_NOT_SUPPORTED: { code: "method_not_allowed", message: "Method not allowed.", details: [], headers: {} },
};

const hasIssues = (cause: unknown): cause is { issues: Parameters<typeof issuesToDetails>[0] } =>
  typeof cause === "object" && cause !== null && Array.isArray((cause as { issues?: unknown }).issues);

/** Turns anything a procedure or the edge threw into the contract's code, message, details and headers. */
export function describeError(error: unknown): DescribedError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) {
    const headers = { ...cause.headers };
    if (cause.status === 401) headers["WWW-Authenticate"] = "Bearer";
    return { code: cause.code, message: cause.message, details: cause.details, headers };
  }
  if (error instanceof TRPCError) {
    if (error.code === "BAD_REQUEST" && hasIssues(error.cause)) {
      return {
        code: "validation_failed",
        message: "The request is not valid; see details.",
        details: issuesToDetails(error.cause.issues),
        headers: {},
      };
    }
    const known = fromTrpcCode[error.code];
    if (known) return known;
  }
  return { code: "internal_error", message: "Something went wrong on our side; retry later.", details: [], headers: {} };
}

export function errorBody(
  error: unknown,
  requestId: string,
): { body: { error: ErrorBody }; status: number; headers: Record<string, string> } {
  const { code, message, details, headers } = describeError(error);
  const status = errorStatus[code];
  return { body: { error: { code, message, status, request_id: requestId, details } }, status, headers };
}

/** An error no rule anticipated: logged with its stack, answered without it. */
export const isUnexpected = (error: unknown) => describeError(error).code === "internal_error";
