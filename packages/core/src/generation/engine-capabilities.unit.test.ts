import { afterEach, describe, expect, it } from "vitest";
import { FAKE_SERVERS, type FakeServer, startFakeOpenAi } from "../testing/fake-openai.js";
import { OPENAI_CAPABILITIES } from "./engine-capabilities.js";
import { OpenAiEngine } from "./openai-engine.js";

const product = { sku: "SW-1", name: "Merino sweater", brand: "Acme", category: null, sourceData: { color: "navy" } };
let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(() => fake?.close());

async function engineOn(server: FakeServer, capabilities?: typeof OPENAI_CAPABILITIES) {
  fake = await startFakeOpenAi(() => "ok", { server });
  return new OpenAiEngine({
    baseUrl: fake.baseUrl,
    apiKey: "sk-test",
    model: "gpt-test",
    timeoutMs: 2_000,
    maxRetries: 0,
    capabilities,
  });
}

// Each fake behaves as its server's documentation says (testing/fake-openai.ts FAKE_SERVERS, docs/self-hosted-engines.md).
describe("what the engine finds a server supports", () => {
  it.each([
    ["openai", { output: "json_schema", tokenLimit: "max_completion_tokens", contextLength: null }, 0],
    ["vllm", { output: "json_schema", tokenLimit: "max_completion_tokens", contextLength: 32768 }, 0],
    ["llama.cpp", { output: "json_object", tokenLimit: "max_tokens", contextLength: 4096 }, 2],
    ["ollama", { output: "json_schema", tokenLimit: "max_tokens", contextLength: 131072 }, 0],
  ] as const)("finds what %s supports, and says what the operator should know", async (server, found, warnings) => {
    const engine = await engineOn(FAKE_SERVERS[server]);
    const check = await engine.check();
    expect(check).toMatchObject({ model: "gpt-test", ...found });
    expect(check.warnings).toHaveLength(warnings);
    expect(engine.unusable()).toBeNull();
  });

  it("writes llama.cpp's answers in its json_object mode with the schema in the instructions and its token limit", async () => {
    const engine = await engineOn(FAKE_SERVERS["llama.cpp"]);
    await expect(engine.generate(product, "en")).resolves.toMatchObject({ title: "Merino sweater (en)" });
    // The check ran before the first request, once.
    expect(fake!.probes.length).toBeGreaterThan(0);
    expect(fake!.requests).toHaveLength(1);
    const { body } = fake!.requests[0]!;
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body).toMatchObject({ max_tokens: 2048 });
    expect(body).not.toHaveProperty("max_completion_tokens");
    expect(body.messages[0]!.content).toMatch(/The object's JSON schema: \{.*"meta_description"/);
  });

  it("fails closed where the server ignores the json_schema it was asked for (llama.cpp without a check)", async () => {
    const engine = await engineOn(FAKE_SERVERS["llama.cpp"], OPENAI_CAPABILITIES);
    await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "invalid_answer" });
    expect(fake!.probes).toHaveLength(0);
    expect(fake!.requests).toHaveLength(2);
  });

  it("asks a server that enforces no structured output for plain text with the schema in the instructions", async () => {
    const engine = await engineOn({ enforces: [], tokenLimits: ["max_tokens"] });
    expect(await engine.check()).toMatchObject({ output: "text", contextLength: null });
    // The model follows the instructions: the fake answers the content.
    await expect(engine.generate(product, "en")).resolves.toMatchObject({ title: "Merino sweater (en)" });
    const { body } = fake!.requests[0]!;
    expect(body).not.toHaveProperty("response_format");
    expect(body).not.toHaveProperty("max_tokens");
    expect(body.messages[0]!.content).toMatch(/The object's JSON schema: /);
  });
});
