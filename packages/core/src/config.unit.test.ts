import { describe, expect, it } from "vitest";
import { batchProviderOf, loadConfig } from "./config.js";

const openAi = { TEXT_ENGINE: "openai", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_API_KEY: "k", OPENAI_MODEL: "m" };

describe("who writes batches", () => {
  it("is the text engine's way by default: the built-in writer's jobs, or the engine's chat completions", () => {
    expect(batchProviderOf(loadConfig({}))).toBe("builtin");
    expect(batchProviderOf(loadConfig(openAi))).toBe("engine");
    expect(batchProviderOf(loadConfig({ ...openAi, BATCH_PROVIDER: "" }))).toBe("engine");
    expect(batchProviderOf(loadConfig({ ...openAi, BATCH_PROVIDER: "openai" }))).toBe("openai");
    expect(batchProviderOf(loadConfig({ BATCH_PROVIDER: "engine" }))).toBe("engine");
  });

  it("refuses the built-in writer's batches beside an openai text engine, and a concurrency below 1", () => {
    expect(() => loadConfig({ ...openAi, BATCH_PROVIDER: "builtin" })).toThrow(
      /BATCH_PROVIDER: builtin writes with the built-in writer, not TEXT_ENGINE=openai: use engine/,
    );
    expect(() => loadConfig({ ENGINE_CONCURRENCY: "0" })).toThrow(/ENGINE_CONCURRENCY/);
  });
});
