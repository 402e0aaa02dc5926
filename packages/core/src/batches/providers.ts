import { batchProviderOf, type Config } from "../config.js";
import type { Deps } from "../deps.js";
import type { TextEngine } from "@proseo/writer";
import { BuiltinBatchProvider } from "./builtin-provider.js";
import { EngineBatchProvider } from "./engine-provider.js";
import { OpenAiBatchProvider } from "./openai-provider.js";
import type { BatchProvider } from "./provider.js";

/** How often an idle engine batch worker looks for requests to claim. */
const ENGINE_POLL_INTERVAL_MS = 1_000;

/** The batch provider the configuration names (config.ts batchProviderOf); `engine` is the service's text engine. */
export function createBatchProvider(
  config: Config,
  deps: Deps,
  engine: TextEngine,
  onError?: (error: Error) => void,
): BatchProvider {
  switch (batchProviderOf(config)) {
    case "openai":
      return new OpenAiBatchProvider({
        baseUrl: config.OPENAI_BASE_URL!,
        apiKey: config.OPENAI_API_KEY!,
        model: config.OPENAI_MODEL!,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
      });
    case "engine":
      return new EngineBatchProvider(deps, engine, {
        concurrency: config.ENGINE_CONCURRENCY,
        leaseMs: config.JOB_LEASE_MS,
        pollIntervalMs: ENGINE_POLL_INTERVAL_MS,
        onError,
      });
    case "builtin":
      // Only with the built-in writer as the text engine (config.ts refuses it beside TEXT_ENGINE=openai).
      return new BuiltinBatchProvider(deps, config.BATCH_LATENCY_MS, engine);
  }
}
