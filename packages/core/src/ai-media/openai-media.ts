import { classifyOpenAiFailure } from "../openai-failure.js";
import { ProviderError } from "./engine.js";

/** What the SDK threw once its retries were spent, as the provider failure the answer or the job reports. */
export function providerFailure(error: unknown, what: string, timeoutMs: number): unknown {
  if (error instanceof ProviderError) return error;
  const failure = classifyOpenAiFailure(error);
  switch (failure?.kind) {
    case "timeout":
      return new ProviderError("provider_timeout", `The ${what} provider did not answer within ${timeoutMs} ms.`);
    case "unreachable":
      return new ProviderError("provider_error", `The ${what} provider could not be reached.`);
    case "transient":
      return new ProviderError("provider_error", `The ${what} provider answered HTTP ${failure.status}.`);
    case "rejected":
      return new ProviderError(
        "provider_rejected",
        `The ${what} provider rejected the request (HTTP ${failure.status}): ${failure.message}`,
      );
    default:
      return error;
  }
}
