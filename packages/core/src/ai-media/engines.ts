import type { Config } from "../config.js";
import { BuiltinImageEngine } from "./builtin-photo.js";
import { BuiltinVideoEngine } from "./builtin-video.js";
import type { ImageEngine, VideoEngine } from "./engine.js";
import { OpenAiImageEngine } from "./openai-image.js";
import { OpenAiVideoEngine } from "./openai-video.js";

const clientOptions = (config: Config, engine: "IMAGE" | "VIDEO") => ({
  baseUrl: (config[`${engine}_OPENAI_BASE_URL`] ?? config.OPENAI_BASE_URL)!,
  apiKey: (config[`${engine}_OPENAI_API_KEY`] ?? config.OPENAI_API_KEY)!,
  model: config[`${engine}_OPENAI_MODEL`],
  timeoutMs: config.OPENAI_TIMEOUT_MS,
  maxRetries: config.OPENAI_MAX_RETRIES,
});

/** The image engine the configuration names (IMAGE_ENGINE). */
export const createImageEngine = (config: Config): ImageEngine =>
  config.IMAGE_ENGINE === "openai" ? new OpenAiImageEngine(clientOptions(config, "IMAGE")) : new BuiltinImageEngine();

/** The video engine the configuration names (VIDEO_ENGINE). */
export const createVideoEngine = (config: Config): VideoEngine =>
  config.VIDEO_ENGINE === "openai"
    ? new OpenAiVideoEngine({
        ...clientOptions(config, "VIDEO"),
        pollIntervalMs: config.VIDEO_POLL_INTERVAL_MS,
        renderTimeoutMs: config.VIDEO_TIMEOUT_MS,
      })
    : new BuiltinVideoEngine();
