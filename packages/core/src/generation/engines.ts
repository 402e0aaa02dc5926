import type { Config } from "../config.js";
import type { TextEngine } from "@proseo/writer";
import { PooledWriter } from "../text-work/pooled-writer.js";
import type { EngineCheck } from "./engine-capabilities.js";
import { OpenAiEngine } from "./openai-engine.js";

/** The text engine the configuration names. */
export function createTextEngine(config: Config): TextEngine {
  if (config.TEXT_ENGINE === "openai") {
    return new OpenAiEngine({
      baseUrl: config.OPENAI_BASE_URL!,
      apiKey: config.OPENAI_API_KEY!,
      model: config.OPENAI_MODEL!,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
    });
  }
  return new PooledWriter();
}

/** Who an engine is, as batches and their results name it: builtin, or openai:<model>. */
export const engineLabel = (engine: TextEngine): string =>
  engine instanceof OpenAiEngine ? `${engine.name}:${engine.model}` : engine.name;

/** Asks the engine's server what it supports (openai-engine.ts `check`); null for an engine that asks no server. */
export const checkTextEngine = (engine: TextEngine): Promise<EngineCheck | null> =>
  engine instanceof OpenAiEngine ? engine.check() : Promise.resolve(null);

/** Why the engine cannot be used, as of its last check (openai-engine.ts `unusable`); null when it can. */
export const unusableTextEngine = (engine: TextEngine): string | null =>
  engine instanceof OpenAiEngine ? engine.unusable() : null;

/** What a check found, as the log and `proseo engine check` say it. */
export const describeEngineCheck = (check: EngineCheck): string =>
  `Text engine ${check.model}: ${check.output} output, token limit ${check.tokenLimit}, context ${
    check.contextLength === null ? "not said by the server" : `${check.contextLength} tokens`
  }.`;
