import type { Config } from "../config.js";
import type { TextEngine } from "@proseo/writer";
import { PooledWriter } from "../text-work/pooled-writer.js";
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
