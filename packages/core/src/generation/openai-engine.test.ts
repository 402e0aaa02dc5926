import { afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeBehaviour } from "../testing/fake-openai.js";
import { OpenAiEngine } from "./openai-engine.js";

const product = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  sourceData: { color: "navy" },
};
let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(() => fake?.close());

async function engineFor(behaviour: (language: string, attempt: number) => FakeBehaviour, timeoutMs = 2_000) {
  fake = await startFakeOpenAi(behaviour);
  return new OpenAiEngine({
    baseUrl: fake.baseUrl,
    apiKey: "sk-test",
    model: "gpt-test",
    timeoutMs,
    maxRetries: 2,
  });
}

describe("OpenAI-compatible engine", () => {
  it("asks for structured JSON output with the product as the only facts, and validates the answer", async () => {
    const engine = await engineFor(() => "ok");
    const content = await engine.generate(product, "de");
    expect(content.title).toBe("Merino sweater (de)");
    const [request] = fake!.requests;
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("gpt-test");
    expect(request!.body.response_format.type).toBe("json_schema");
    expect(JSON.parse(request!.body.messages[1]!.content)).toEqual({ language: "de", product });
    expect(request!.body.messages[0]!.content).toMatch(/never invent/);
  });

  it("retries a 500 or a 429 and succeeds within the bound", async () => {
    const engine = await engineFor((_, attempt) => (attempt === 1 ? "server_error" : attempt === 2 ? "rate_limited" : "ok"));
    await expect(engine.generate(product, "en")).resolves.toMatchObject({ title: "Merino sweater (en)" });
    expect(fake!.requests).toHaveLength(3);
  });

  it.each(["server_error", "rate_limited"] as const)(
    "gives up after the bounded retries on a server that keeps answering %s",
    async (failure) => {
      const engine = await engineFor(() => failure);
      await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_unavailable" });
      expect(fake!.requests).toHaveLength(3);
    },
  );

  it("reports a refused request as an engine error without retrying it", async () => {
    const engine = await engineFor(() => "refused");
    await expect(engine.generate(product, "en")).rejects.toMatchObject({
      code: "engine_error",
      message: "The text engine refused the request (HTTP 400).",
    });
    expect(fake!.requests).toHaveLength(1);
  });

  it.each(["malformed", "not_json"] as const)("reports a %s answer without retrying it", async (answer) => {
    const engine = await engineFor(() => answer);
    await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_invalid_output" });
    expect(fake!.requests).toHaveLength(1);
  });

  it("reports a server that cannot be reached", async () => {
    const engine = new OpenAiEngine({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "sk-test",
      model: "gpt-test",
      timeoutMs: 2_000,
      maxRetries: 0,
    });
    await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_unavailable" });
  });

  it("times out a server that does not answer", async () => {
    const engine = await engineFor(() => "hang", 100);
    await expect(engine.generate(product, "en")).rejects.toMatchObject({
      code: "engine_timeout",
      message: "The text engine did not answer within 100 ms.",
    });
    expect(fake!.requests).toHaveLength(3);
  });
});
