import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from "openai";
import { ProviderError } from "./engine.js";

/** What the SDK threw once its retries were spent, as the provider failure the answer or the job reports. */
export function providerFailure(error: unknown, what: string, timeoutMs: number): unknown {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError("provider_timeout", `The ${what} provider did not answer within ${timeoutMs} ms.`);
  }
  if (error instanceof APIConnectionError)
    return new ProviderError("provider_error", `The ${what} provider could not be reached.`);
  if (error instanceof APIError) {
    const transient =
      error instanceof RateLimitError ||
      error instanceof InternalServerError ||
      error instanceof ConflictError ||
      error.status === 408;
    return transient
      ? new ProviderError("provider_error", `The ${what} provider answered HTTP ${error.status}.`)
      : new ProviderError(
          "provider_rejected",
          `The ${what} provider rejected the request (HTTP ${error.status}): ${error.message}`,
        );
  }
  return error;
}
