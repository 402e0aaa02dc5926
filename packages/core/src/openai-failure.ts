import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from "openai";

/**
 * What an OpenAI SDK call failed with once its retries were spent: no answer in time, no connection,
 * an answer worth retrying later (429, 408, 409, 5xx), or a refusal of the request itself.
 * Undefined for anything that is not the SDK's.
 */
export type OpenAiFailure =
  | { kind: "timeout" }
  | { kind: "unreachable" }
  | { kind: "transient"; status: number | undefined }
  | { kind: "rejected"; status: number | undefined; message: string };

export function classifyOpenAiFailure(error: unknown): OpenAiFailure | undefined {
  if (error instanceof APIConnectionTimeoutError) return { kind: "timeout" };
  if (error instanceof APIConnectionError) return { kind: "unreachable" };
  if (!(error instanceof APIError)) return undefined;
  const transient =
    error instanceof RateLimitError ||
    error instanceof InternalServerError ||
    error instanceof ConflictError ||
    error.status === 408;
  return transient
    ? { kind: "transient", status: error.status }
    : { kind: "rejected", status: error.status, message: error.message };
}
