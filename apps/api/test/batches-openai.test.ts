// Batches through the OpenAI-compatible Batch API adapter, against a fake Batch API server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiBatch } from "@proseo/core/testing/openai-batch";
import { edit, expectError, startApi, waitFor, type Api } from "./support.js";

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

/** How often the adapter tries one provider call (OPENAI_MAX_RETRIES=1) before that call fails. */
const TRIES_PER_CALL = 2;

let api: Api;
let fake: Awaited<ReturnType<typeof startFakeOpenAiBatch>>;
beforeAll(async () => {
  fake = await startFakeOpenAiBatch();
  api = await startApi(
    {
      BATCH_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "gpt-test",
      OPENAI_MAX_RETRIES: String(TRIES_PER_CALL - 1),
    },
    { maxAttempts: 2 },
  );
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

async function tenantWithProducts(count: number) {
  const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
  const products = Array.from({ length: count }, (_, i) => ({
    sku: `OA-${i}`,
    name: `Linen shirt ${i}`,
    brand: "Acme",
    source_data: { color: "white" },
  }));
  await tenant.call("POST", "/v1/products", { products });
  const ids = (await tenant.call("GET", "/v1/products")).json.products.map((p: { id: string }) => p.id) as string[];
  return { tenant, ids };
}

async function submitted(tenant: Tenant, ids: string[]) {
  const batch = (await tenant.call("POST", "/v1/batches", { product_ids: ids }, { "Idempotency-Key": `k-${Math.random()}` }))
    .json;
  const row = await waitFor("submission", async () => {
    const found = await api.deps.db.batch.findUnique({ where: { id: batch.id } });
    return found && (found.providerBatchId || found.submissionError) ? found : undefined;
  });
  return { batch, providerBatchId: row.providerBatchId };
}

const balanceOf = async (tenant: Tenant) =>
  (await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } })).creditBalance;

describe("the OpenAI Batch API provider", () => {
  it("uploads one chat-completion line per description, then ingests the output and error files", async () => {
    const { tenant, ids } = await tenantWithProducts(3);
    const { batch, providerBatchId } = await submitted(tenant, ids);
    const remote = fake.batches.get(providerBatchId!)!;
    expect(remote).toMatchObject({
      endpoint: "/v1/chat/completions",
      completion_window: "24h",
      metadata: { proseo_batch_id: batch.id },
    });
    const lines = fake.linesOf(remote);
    const items = await api.deps.db.batchItem.findMany({ where: { batchId: batch.id } });
    expect(lines.map((line) => line.custom_id).sort()).toEqual(items.map((item) => item.id).sort());
    expect(lines[0]).toMatchObject({
      method: "POST",
      url: "/v1/chat/completions",
      body: { model: "gpt-test", response_format: { type: "json_schema" } },
    });

    // In progress at the provider: each poll records its request counts and changes nothing else.
    const poll = async () => (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
    expect(await poll()).toMatchObject({ status: "submitted", progress: { completed: 0, failed: 0, total: 6 } });
    fake.progress(providerBatchId!, 2);
    expect(await poll()).toMatchObject({ status: "submitted", progress: { completed: 2, failed: 0, total: 6 } });
    fake.progress(providerBatchId!, 3, 1);
    expect(await poll()).toMatchObject({
      status: "submitted",
      progress: { completed: 3, failed: 1, total: 6 },
      credits_charged: 0,
    });

    const itemOf = new Map(items.map((item) => [item.id, item]));
    const [first, second, third] = [...ids].sort();
    fake.complete(providerBatchId!, (line) => {
      const item = itemOf.get(line.custom_id)!;
      if (item.productId === first && item.language === "de") return "error";
      if (item.productId === second && item.language === "en") return "malformed";
      if (item.productId === third) return "missing";
      return "ok";
    });
    const ended = (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
    expect(ended).toMatchObject({
      status: "ended",
      total: 3,
      succeeded_count: 2,
      failed_count: 1,
      // Unreadable and missing answers count as failed.
      progress: { completed: 2, failed: 4, total: 6 },
      credits_charged: 2,
      credits_refunded: 4,
    });
    expect(await balanceOf(tenant)).toBe(98);
    const outcomes = await api.deps.db.batchItem.findMany({
      where: { batchId: batch.id },
      orderBy: [{ productId: "asc" }, { language: "asc" }],
    });
    expect(
      outcomes.map((item) => [item.language, item.status, (item.result as { error?: { code: string } }).error?.code ?? null]),
    ).toEqual([
      ["de", "failed", "engine_error"],
      ["en", "succeeded", null],
      ["de", "succeeded", null],
      ["en", "failed", "invalid_answer"],
      ["de", "failed", "missing_result"],
      ["en", "failed", "missing_result"],
    ]);
    const product = (await tenant.call("GET", `/v1/products/${first}`)).json;
    expect(product.values.title).toEqual({ en: `${product.name} (en)` });
    expect((await tenant.call("GET", `/v1/products/${third}`)).json).toMatchObject({ version: 1, status: "failed" });
  });

  it("sends the fields the batch keeps (a person's, the locked ones) as context in each line, and keeps them", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    const edited = ids[0]!;
    for (const id of ids) await tenant.call("POST", "/v1/generations", { product_id: id });
    const title = "White linen shirt, cut loose";
    await edit(tenant, edited, { title });
    await tenant.call("PUT", `/v1/products/${edited}/content/de/locks`, { fields: ["meta_title"] });
    const lockedMetaTitle = (await tenant.call("GET", `/v1/products/${edited}`)).json.values.meta_title.de;

    const batch = (
      await tenant.call(
        "POST",
        "/v1/batches",
        { product_ids: ids, preserve: "edited" },
        { "Idempotency-Key": `k-${Math.random()}` },
      )
    ).json;
    const row = await waitFor("submission", () =>
      api.deps.db.batch.findFirst({ where: { id: batch.id, providerBatchId: { not: null } } }),
    );
    const items = await api.deps.db.batchItem.findMany({ where: { batchId: batch.id } });
    const keptOf = new Map(
      fake.linesOf(fake.batches.get(row.providerBatchId!)!).map((line) => {
        const item = items.find((candidate) => candidate.id === line.custom_id)!;
        const messages = (line.body as { messages: { role: string; content: string }[] }).messages;
        const prompt = JSON.parse(messages.find((message) => message.role === "user")!.content);
        return [`${item.productId === edited ? "edited" : "plain"}:${item.language}`, prompt.kept] as const;
      }),
    );
    expect(Object.fromEntries(keptOf)).toEqual({
      "edited:en": { title },
      "edited:de": { meta_title: lockedMetaTitle },
      "plain:en": undefined,
      "plain:de": undefined,
    });

    fake.complete(row.providerBatchId!);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({ status: "ended", succeeded_count: 2 });
    const product = (await tenant.call("GET", `/v1/products/${edited}`)).json;
    expect(product.values.title.en).toBe(title);
    expect(product.values.meta_title.de).toBe(lockedMetaTitle);
  });

  it("cancels the batch at the provider", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const { batch, providerBatchId } = await submitted(tenant, ids);
    expect((await tenant.call("POST", `/v1/batches/${batch.id}/cancel`)).json.status).toBe("cancelled");
    expect(fake.cancelled).toContain(providerBatchId);
    expect(await balanceOf(tenant)).toBe(100);
  });

  it("answers 502 and changes nothing when the provider cannot be asked", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const { batch, providerBatchId } = await submitted(tenant, ids);
    fake.complete(providerBatchId!);
    for (const failing of ["GET /v1/batches", "GET /v1/files"]) {
      fake.fail(failing, TRIES_PER_CALL);
      expectError(await tenant.call("GET", `/v1/batches/${batch.id}`), 502, "provider_error");
      expect((await api.deps.db.batch.findUniqueOrThrow({ where: { id: batch.id } })).status).toBe("submitted");
    }
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({ status: "ended", succeeded_count: 1 });
  });

  it("retries a failed submission, creating one provider batch", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const before = fake.batches.size;
    const uploads = () => fake.calls.filter((call) => call === "POST /v1/files").length;
    const uploadsBefore = uploads();
    // The first submission attempt fails: its upload and the retry of the upload.
    fake.fail("POST /v1/files", TRIES_PER_CALL);
    const { providerBatchId } = await submitted(tenant, ids);
    expect(providerBatchId).toMatch(/^batch_/);
    expect(fake.batches.size).toBe(before + 1);
    expect(uploads() - uploadsBefore).toBe(TRIES_PER_CALL + 1);
  });

  it("after the last submission attempt fails, the next poll ends the batch with a full refund", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    fake.fail("POST /v1/files", 2 * TRIES_PER_CALL);
    const { batch, providerBatchId } = await submitted(tenant, ids);
    expect(providerBatchId).toBeNull();
    expect(await balanceOf(tenant)).toBe(96);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({
      status: "ended",
      succeeded_count: 0,
      failed_count: 2,
      credits_charged: 0,
      credits_refunded: 4,
    });
    const items = await api.deps.db.batchItem.findMany({ where: { batchId: batch.id } });
    expect(items.map((item) => (item.result as { error: { code: string } }).error.code)).toEqual(
      Array(4).fill("submission_failed"),
    );
    expect(await balanceOf(tenant)).toBe(100);
  });
});
