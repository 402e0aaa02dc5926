import type { Config } from "../config.js";
import type { Deps } from "../deps.js";
import { BuiltinBatchProvider } from "./builtin-provider.js";
import { OpenAiBatchProvider } from "./openai-provider.js";
import type { BatchProvider } from "./provider.js";

/** The batch provider the configuration names. */
export function createBatchProvider(config: Config, deps: Deps): BatchProvider {
  if (config.BATCH_PROVIDER === "openai") {
    return new OpenAiBatchProvider({
      baseUrl: config.OPENAI_BASE_URL!,
      apiKey: config.OPENAI_API_KEY!,
      model: config.OPENAI_MODEL!,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
    });
  }
  return new BuiltinBatchProvider(deps, config.BATCH_LATENCY_MS);
}
