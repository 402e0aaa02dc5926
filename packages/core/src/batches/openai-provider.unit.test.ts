import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_APPLIED } from "@proseo/writer";
import { startFakeOpenAiBatch } from "../testing/fake-openai-batch.js";
import { OpenAiBatchProvider } from "./openai-provider.js";
import { BatchProviderError } from "./provider.js";

let fake: Awaited<ReturnType<typeof startFakeOpenAiBatch>>;
let provider: OpenAiBatchProvider;
beforeAll(async () => {
  fake = await startFakeOpenAiBatch();
  provider = providerAt(fake.baseUrl);
});
afterAll(() => fake.close());

const providerAt = (baseUrl: string, options: { timeoutMs?: number; maxRetries?: number } = {}) =>
  new OpenAiBatchProvider({ baseUrl, apiKey: "test-key", model: "gpt-test", timeoutMs: 5_000, maxRetries: 2, ...options });

const request = (customId: string, language: string) => ({
  customId,
  language,
  product: { sku: "T-1", name: "Teapot", brand: "Acme", category: null, sourceData: { capacity_l: 1.2 } },
  applied: DEFAULT_APPLIED,
});

describe("OpenAiBatchProvider", () => {
  it("submits a batch once: a retry after a crash finds the provider batch it already created", async () => {
    const before = fake.batches.size;
    const first = await provider.submit("batch_retry", [request("bitem_1", "en")]);
    const again = await provider.submit("batch_retry", [request("bitem_1", "en")]);
    expect(again).toBe(first);
    expect(fake.batches.size).toBe(before + 1);
  });

  it("reports the request counts while in progress, finished only in a final status, and reads outcomes from the output and error files", async () => {
    const id = await provider.submit("batch_outcomes", [
      request("bitem_a", "en"),
      request("bitem_b", "de"),
      request("bitem_c", "fr"),
    ]);
    expect(await provider.status(id)).toEqual({ finished: false, completed: 0, failed: 0 });
    fake.progress(id, 1, 1);
    expect(await provider.status(id)).toEqual({ finished: false, completed: 1, failed: 1 });
    fake.complete(id, (line) => (line.custom_id === "bitem_b" ? "error" : line.custom_id === "bitem_c" ? "missing" : "ok"));
    expect(await provider.status(id)).toEqual({
      finished: true,
      outcomes: [
        { customId: "bitem_a", content: expect.objectContaining({ title: "Teapot (en)" }) },
        { customId: "bitem_b", error: { code: "engine_error", message: "The request answered HTTP 400." } },
      ],
    });
  });

  it("retries a failing call within the bound", async () => {
    const id = await provider.submit("batch_retried_read", [request("bitem_r", "en")]);
    fake.complete(id);
    const route = `GET /v1/batches/${id}`;
    const before = fake.calls.filter((call) => call === route).length;
    fake.fail(route, 2);
    expect(await provider.status(id)).toEqual({
      finished: true,
      outcomes: [{ customId: "bitem_r", content: expect.anything() }],
    });
    expect(fake.calls.filter((call) => call === route).length - before).toBe(3);
  });

  it("turns a provider that keeps failing, cannot be reached or does not answer into a BatchProviderError", async () => {
    const id = await provider.submit("batch_failing", [request("bitem_f", "en")]);
    const route = `GET /v1/batches/${id}`;
    const before = fake.calls.filter((call) => call === route).length;
    fake.fail(route, 3);
    await expect(provider.status(id)).rejects.toThrow(new BatchProviderError("Could not read the batch: 500 injected failure"));
    expect(fake.calls.filter((call) => call === route).length - before).toBe(3);

    const offline = providerAt("http://127.0.0.1:9/v1", { maxRetries: 0 });
    await expect(offline.cancel(id)).rejects.toBeInstanceOf(BatchProviderError);

    fake.fail(`POST /v1/batches/${id}/cancel`, 2, "hang");
    const impatient = providerAt(fake.baseUrl, { timeoutMs: 100, maxRetries: 1 });
    await expect(impatient.cancel(id)).rejects.toThrow(new BatchProviderError("Could not cancel the batch: Request timed out."));
    expect(fake.cancelled).not.toContain(id);
  });
});
