import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiBatch } from "../testing/fake-openai-batch.js";
import { OpenAiBatchProvider } from "./openai-provider.js";
import { BatchProviderError } from "./provider.js";

let fake: Awaited<ReturnType<typeof startFakeOpenAiBatch>>;
let provider: OpenAiBatchProvider;
beforeAll(async () => {
  fake = await startFakeOpenAiBatch();
  provider = new OpenAiBatchProvider({ baseUrl: fake.baseUrl, apiKey: "test-key", model: "gpt-test", timeoutMs: 5_000 });
});
afterAll(() => fake.close());

const request = (customId: string, language: string) => ({
  customId,
  language,
  product: { sku: "T-1", name: "Teapot", brand: "Acme", category: null, sourceData: { capacity_l: 1.2 } },
});

describe("OpenAiBatchProvider", () => {
  it("submits a batch once: a retry after a crash finds the provider batch it already created", async () => {
    const before = fake.batches.size;
    const first = await provider.submit("batch_retry", [request("bitem_1", "en")]);
    const again = await provider.submit("batch_retry", [request("bitem_1", "en")]);
    expect(again).toBe(first);
    expect(fake.batches.size).toBe(before + 1);
  });

  it("reports finished only in a final status, and reads outcomes from the output and error files", async () => {
    const id = await provider.submit("batch_outcomes", [
      request("bitem_a", "en"),
      request("bitem_b", "de"),
      request("bitem_c", "fr"),
    ]);
    expect(await provider.finishedResults(id)).toBeUndefined();
    fake.complete(id, (line) => (line.custom_id === "bitem_b" ? "error" : line.custom_id === "bitem_c" ? "missing" : "ok"));
    const outcomes = await provider.finishedResults(id);
    expect(outcomes).toEqual([
      { customId: "bitem_a", content: expect.objectContaining({ title: "Teapot (en)" }) },
      { customId: "bitem_b", error: { code: "engine_error", message: "The request answered HTTP 400." } },
    ]);
  });

  it("turns an unreachable or failing provider into a BatchProviderError", async () => {
    fake.fail("GET /v1/batches", 1);
    await expect(provider.finishedResults("batch_1")).rejects.toBeInstanceOf(BatchProviderError);
    const offline = new OpenAiBatchProvider({ baseUrl: "http://127.0.0.1:9/v1", apiKey: "k", model: "m", timeoutMs: 2_000 });
    await expect(offline.cancel("batch_1")).rejects.toBeInstanceOf(BatchProviderError);
  });
});
