import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits, INGEST_CHUNK_PRODUCTS, INGEST_LEASE_MS } from "@proseo/core";
import { builtinBatchWritten, expectError, ledgerOf, startApi, waitFor, type Api } from "./support.js";

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

const LATENCY_MS = 10_000;
let api: Api;
beforeAll(async () => (api = await startApi({ BATCH_LATENCY_MS: String(LATENCY_MS) })));
afterAll(() => api.close());

async function tenantWithProducts(
  count: number,
  options: { credits?: number; languages?: string[]; scopes?: Parameters<Api["createTenant"]>[0] } = {},
) {
  const tenant = await api.createTenant(options.scopes, {
    credits: options.credits ?? 1000,
    languages: options.languages ?? ["en", "de"],
  });
  const products = Array.from({ length: count }, (_, i) => ({
    sku: `SKU-${String(i).padStart(3, "0")}`,
    name: `Merino sweater ${i}`,
    brand: "Acme",
    category: "Apparel/Knitwear",
    source_data: { color: "navy", size: "M" },
  }));
  const upsert = await tenant.call("POST", "/v1/products", { products });
  expect(upsert.status).toBe(200);
  const ids = (await tenant.call("GET", "/v1/products?limit=200")).json.products.map((p: { id: string }) => p.id) as string[];
  return { tenant, ids };
}

const submit = (tenant: Tenant, productIds: string[], key: string | null = `key-${Math.random()}`) =>
  tenant.call("POST", "/v1/batches", { product_ids: productIds }, key ? { "Idempotency-Key": key } : {});

const balanceOf = async (tenant: Tenant) => (await ledgerOf(api, tenant)).balance;

const providerWrote = (batchId: string) => builtinBatchWritten(api, batchId);

/** Lets the built-in provider finish: its job has run and the latency has passed. */
async function providerFinishes(batchId: string) {
  await providerWrote(batchId);
  api.advance(LATENCY_MS);
}

describe("POST /v1/batches", () => {
  it("answers 428 without an Idempotency-Key, and reserves nothing", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    expectError(await submit(tenant, ids, null), 428, "idempotency_key_required");
    expect(await balanceOf(tenant)).toBe(1000);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it("answers 422 for an empty list or more than 500 entries", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const empty = expectError(await submit(tenant, []), 422, "validation_failed");
    expect(empty.details[0]!.path).toBe("product_ids");
    expectError(
      await submit(
        tenant,
        Array.from({ length: 501 }, () => ids[0]!),
      ),
      422,
      "validation_failed",
    );
    expect(
      await submit(
        tenant,
        Array.from({ length: 500 }, () => ids[0]!),
      ),
    ).toMatchObject({ status: 201 });
  });

  it("answers 400 when no entry is a live product of the organization, and reserves nothing", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const other = await tenantWithProducts(1);
    expect((await tenant.call("DELETE", `/v1/products/${ids[0]}`)).status).toBe(204);
    const error = expectError(await submit(tenant, [ids[0]!, other.ids[0]!, "prod_unknown"]), 400, "no_valid_products");
    expect(error.details[0]!.path).toBe("product_ids");
    expect(await balanceOf(tenant)).toBe(1000);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it("reserves every product times the organization's languages at the batch price, and reports unresolved entries", async () => {
    const { tenant, ids } = await tenantWithProducts(4, { languages: ["en", "de", "fr"] });
    await tenant.call("DELETE", `/v1/products/${ids[3]}`);
    const response = await submit(tenant, [ids[0]!, ids[1]!, "prod_unknown", ids[2]!, ids[3]!, ids[0]!]);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.stringMatching(/^batch_/),
      status: "submitted",
      total: 3,
      succeeded_count: 0,
      failed_count: 0,
      languages: ["en", "de", "fr"],
      product_ids: [ids[0], ids[1], ids[2]],
      unresolved_ids: ["prod_unknown", ids[3]],
      credits_reserved: 9,
      credits_charged: 0,
      credits_refunded: 0,
      ended_at: null,
    });
    expect(await balanceOf(tenant)).toBe(991);
  });

  it("returns the same batch for a retry with the same key and reserves nothing more; another payload is 422", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    const first = await submit(tenant, ids, "retry-key");
    const again = await submit(tenant, ids, "retry-key");
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceOf(tenant)).toBe(996);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(1);
    expectError(await submit(tenant, [ids[0]!], "retry-key"), 422, "idempotency_key_reused");
    expectError(
      await tenant.call("POST", "/v1/generations", { product_id: ids[0] }, { "Idempotency-Key": "retry-key" }),
      422,
      "idempotency_key_reused",
    );
  });

  it("never reserves more than the balance when many batches are submitted at once", async () => {
    // 2 products x 2 languages = 4 credits a batch: room for exactly 5.
    const { tenant, ids } = await tenantWithProducts(2, { credits: 20 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(tenant, ids, `parallel-${i}`)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(402)]);
    expect(await balanceOf(tenant)).toBe(0);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(5);
  });

  it("reserves once when the same key is sent many times at once", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(tenant, ids, "same-key-parallel")));
    const created = responses.filter((response) => response.status === 201);
    // A retry that arrives while the first is still running is told so (409); the rest replay it.
    for (const response of responses.filter((response) => response.status !== 201))
      expectError(response, 409, "idempotency_in_flight");
    expect(new Set(created.map((response) => response.json.id)).size).toBe(1);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(1);
    expect(await balanceOf(tenant)).toBe(996);
  });

  it("answers 402 when the balance cannot cover the whole batch, and records nothing", async () => {
    const { tenant, ids } = await tenantWithProducts(3, { credits: 5 });
    expectError(await submit(tenant, ids, "same-key"), 402, "insufficient_credits");
    expect(await balanceOf(tenant)).toBe(5);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(0);
    // The same key works once the balance allows it: a refused request does not hold the key.
    await grantCredits(api.deps, tenant.org.id, 1);
    expect((await submit(tenant, ids, "same-key")).status).toBe(201);
    expect(await balanceOf(tenant)).toBe(0);
  });

  it("needs the generate scope and hides other organizations' batches", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const batch = (await submit(tenant, ids)).json;
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await submit(reader, ids), 403, "missing_scope");
    const stranger = await tenantWithProducts(1);
    expectError(await stranger.tenant.call("GET", `/v1/batches/${batch.id}`), 404, "not_found");
    expectError(await stranger.tenant.call("POST", `/v1/batches/${batch.id}/cancel`), 404, "not_found");
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json.status).toBe("submitted");
  });
});

describe("GET /v1/batches/{id}", () => {
  it("changes nothing until the provider has finished, then ingests: one version per product, charges, ended", async () => {
    const { tenant, ids } = await tenantWithProducts(3);
    const batch = (await submit(tenant, ids)).json;
    await waitFor("submission", async () => (await api.deps.db.batch.findUnique({ where: { id: batch.id } }))?.providerBatchId);

    const early = await tenant.call("GET", `/v1/batches/${batch.id}`);
    expect(early.json).toMatchObject({ status: "submitted", succeeded_count: 0 });
    expect((await tenant.call("GET", `/v1/products/${ids[0]}`)).json.version).toBe(1);

    // Written but not yet reported finished: the poll records the count and changes nothing else.
    await providerWrote(batch.id);
    const written = await tenant.call("GET", `/v1/batches/${batch.id}`);
    expect(written.json).toMatchObject({
      status: "submitted",
      progress: { completed: 6, failed: 0, total: 6 },
      credits_charged: 0,
    });
    expect((await tenant.call("GET", `/v1/products/${ids[0]}`)).json.version).toBe(1);

    await providerFinishes(batch.id);
    const ended = await tenant.call("GET", `/v1/batches/${batch.id}`);
    expect(ended.status).toBe(200);
    expect(ended.json).toMatchObject({
      status: "ended",
      total: 3,
      succeeded_count: 3,
      failed_count: 0,
      progress: { completed: 6, failed: 0, total: 6 },
      credits_reserved: 6,
      credits_charged: 6,
      credits_refunded: 0,
      ended_at: expect.any(String),
    });
    for (const id of ids) {
      const product = (await tenant.call("GET", `/v1/products/${id}`)).json;
      expect(product).toMatchObject({ version: 2, status: "generated" });
      expect(Object.keys(product.values.title).sort()).toEqual(["de", "en"]);
      const revisions = (await tenant.call("GET", `/v1/products/${id}/revisions`)).json.revisions;
      expect(revisions.map((r: { reason: string }) => r.reason)).toEqual(["generation", "import"]);
    }
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id, status: "succeeded", creditsCharged: 1 } })).toBe(
      6,
    );
    expect(await balanceOf(tenant)).toBe(994);

    // Polling an ended batch changes nothing.
    const entries = await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id } });
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toEqual(ended.json);
    expect(await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id } })).toBe(entries);
  });

  it("writes no new version for a product whose content comes out as it is, and charges it as usual", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    // The first product already holds exactly what the built-in writer writes.
    expect((await tenant.call("POST", "/v1/generations", { product_id: ids[0] })).json.version).toBe(2);
    const batch = (await submit(tenant, ids)).json;
    await waitFor("submission", async () => (await api.deps.db.batch.findUnique({ where: { id: batch.id } }))?.providerBatchId);
    await providerFinishes(batch.id);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({
      status: "ended",
      succeeded_count: 2,
      credits_charged: 4,
      credits_refunded: 0,
    });
    const unchanged = (await tenant.call("GET", `/v1/products/${ids[0]}`)).json;
    expect(unchanged).toMatchObject({ version: 2, status: "generated" });
    const revisions = (await tenant.call("GET", `/v1/products/${ids[0]}/revisions`)).json.revisions;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect((await tenant.call("GET", `/v1/products/${ids[1]}`)).json).toMatchObject({ version: 2, status: "generated" });
    expect(await balanceOf(tenant)).toBe(1000 - 4 - 4);
  });

  it("is cheaper per description than synchronous generation", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const batch = (await submit(tenant, ids)).json;
    const sync = (await tenant.call("POST", "/v1/generations", { product_id: ids[0] })).json;
    expect(batch.credits_reserved / 2).toBeLessThan(sync.total_credits_charged / 2);
  });

  it("charges only the descriptions that succeeded and refunds the rest", async () => {
    // The built-in writer has no Japanese: every "ja" description fails.
    const { tenant, ids } = await tenantWithProducts(2, { languages: ["en", "ja"] });
    const batch = (await submit(tenant, ids)).json;
    await providerFinishes(batch.id);
    const ended = (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
    expect(ended).toMatchObject({
      status: "ended",
      succeeded_count: 2,
      failed_count: 0,
      credits_charged: 2,
      credits_refunded: 2,
    });
    expect(await balanceOf(tenant)).toBe(998);
    const ledger = await api.deps.db.creditEntry.findMany({
      where: { orgId: tenant.org.id },
      orderBy: [{ createdAt: "asc" }, { kind: "asc" }],
    });
    expect(ledger.filter((e) => e.kind === "charge").map((e) => e.amount)).toEqual([-1, -1]);
    expect(ledger.filter((e) => e.kind === "refund").map((e) => e.amount)).toEqual([2]);
    const failed = await api.deps.db.batchItem.findMany({ where: { batchId: batch.id, status: "failed" } });
    expect(failed.map((item) => [item.language, (item.result as { error: { code: string } }).error.code])).toEqual([
      ["ja", "unsupported_language"],
      ["ja", "unsupported_language"],
    ]);
  });

  it("ends with every product failed and a full refund when the product was deleted before the results", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const batch = (await submit(tenant, ids)).json;
    await waitFor("submission", async () => (await api.deps.db.batch.findUnique({ where: { id: batch.id } }))?.providerBatchId);
    await tenant.call("DELETE", `/v1/products/${ids[0]}`);
    await providerFinishes(batch.id);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({
      status: "ended",
      succeeded_count: 0,
      failed_count: 1,
      credits_charged: 0,
      credits_refunded: 2,
    });
    expect(await balanceOf(tenant)).toBe(1000);
  });

  it("ingests once when many polls race", async () => {
    const { tenant, ids } = await tenantWithProducts(20);
    const batch = (await submit(tenant, ids)).json;
    await providerFinishes(batch.id);
    const polls = await Promise.all(Array.from({ length: 8 }, () => tenant.call("GET", `/v1/batches/${batch.id}`)));
    expect(polls.map((poll) => poll.status)).toEqual(Array(8).fill(200));
    expect(polls.map((poll) => poll.json.status).every((status: string) => status === "ingesting" || status === "ended")).toBe(
      true,
    );
    const ended = await waitFor("the end of ingestion", async () => {
      const poll = (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
      return poll.status === "ended" && poll;
    });
    expect(ended).toMatchObject({ succeeded_count: 20, credits_charged: 40, credits_refunded: 0 });
    const revisions = await api.deps.db.revision.groupBy({
      by: ["productId"],
      where: { productId: { in: ids }, reason: "generation" },
      _count: true,
    });
    expect(revisions.map((r) => r._count)).toEqual(Array(20).fill(1));
    expect(await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id, kind: "charge" } })).toBe(40);
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id } })).toBe(40);
    expect(await balanceOf(tenant)).toBe(960);
  });

  it("after a poll fails between two chunks, the batch stays ingesting; a poll after the lease finishes the rest exactly once", async () => {
    const count = INGEST_CHUNK_PRODUCTS + 20;
    const { tenant, ids } = await tenantWithProducts(count, { languages: ["en"], credits: 1000 });
    const batch = (await submit(tenant, ids)).json;
    await providerFinishes(batch.id);
    // A fault in the database while the second chunk of products is recorded.
    const lastProduct = [...ids].sort().at(-1)!;
    await api.deps.db.$executeRawUnsafe(`
      CREATE FUNCTION fail_ingestion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."productId" = '${lastProduct}' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$`);
    await api.deps.db.$executeRawUnsafe(
      `CREATE TRIGGER fail_ingestion BEFORE INSERT ON "Revision" FOR EACH ROW EXECUTE FUNCTION fail_ingestion()`,
    );
    try {
      expectError(await tenant.call("GET", `/v1/batches/${batch.id}`), 500, "internal_error");
    } finally {
      await api.deps.db.$executeRawUnsafe(`DROP TRIGGER fail_ingestion ON "Revision"`);
      await api.deps.db.$executeRawUnsafe(`DROP FUNCTION fail_ingestion()`);
    }
    const halfway = await api.deps.db.batchItem.count({ where: { batchId: batch.id, ingestedAt: { not: null } } });
    expect(halfway).toBe(INGEST_CHUNK_PRODUCTS);
    expect(await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id, kind: "charge" } })).toBe(INGEST_CHUNK_PRODUCTS);

    // Within the lease the batch is being ingested: polls change nothing and it cannot be cancelled.
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json.status).toBe("ingesting");
    expectError(await tenant.call("POST", `/v1/batches/${batch.id}/cancel`), 409, "batch_not_cancellable");

    api.advance(INGEST_LEASE_MS + 1);
    const ended = (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
    expect(ended).toMatchObject({
      status: "ended",
      succeeded_count: count,
      failed_count: 0,
      credits_charged: count,
      credits_refunded: 0,
    });
    const revisions = await api.deps.db.revision.groupBy({
      by: ["productId"],
      where: { productId: { in: ids }, reason: "generation" },
      _count: true,
    });
    expect(revisions).toHaveLength(count);
    expect(revisions.every((r) => r._count === 1)).toBe(true);
    expect(await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id, kind: "charge" } })).toBe(count);
    expect(await balanceOf(tenant)).toBe(1000 - count);
  });
});

describe("POST /v1/batches/{id}/cancel", () => {
  it("refunds the whole reservation of a submitted batch, cancels the provider's work, and never ingests", async () => {
    const { tenant, ids } = await tenantWithProducts(2);
    const batch = (await submit(tenant, ids)).json;
    const cancelled = await tenant.call("POST", `/v1/batches/${batch.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      id: batch.id,
      status: "cancelled",
      credits_reserved: 4,
      credits_refunded: 4,
      credits_charged: 0,
    });
    expect(await balanceOf(tenant)).toBe(1000);

    api.advance(LATENCY_MS);
    await sleep(200);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json.status).toBe("cancelled");
    expect((await tenant.call("GET", `/v1/products/${ids[0]}`)).json.version).toBe(1);
    expectError(await tenant.call("POST", `/v1/batches/${batch.id}/cancel`), 409, "batch_not_cancellable");
    expect(await balanceOf(tenant)).toBe(1000);
  });

  it("either cancels or ingests when a cancel races a poll, never both", async () => {
    const { tenant, ids } = await tenantWithProducts(5);
    const batch = (await submit(tenant, ids)).json;
    await providerFinishes(batch.id);
    const [cancel] = await Promise.all([
      tenant.call("POST", `/v1/batches/${batch.id}/cancel`),
      tenant.call("GET", `/v1/batches/${batch.id}`),
    ]);
    const final = await waitFor("a final status", async () => {
      const poll = (await tenant.call("GET", `/v1/batches/${batch.id}`)).json;
      return (poll.status === "ended" || poll.status === "cancelled") && poll;
    });
    const charges = await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id, kind: "charge" } });
    if (cancel.status === 200) {
      expect(final).toMatchObject({ status: "cancelled", credits_charged: 0, credits_refunded: 10 });
      expect(charges).toBe(0);
      expect(await balanceOf(tenant)).toBe(1000);
    } else {
      expectError(cancel, 409, "batch_not_cancellable");
      expect(final).toMatchObject({ status: "ended", credits_charged: 10, credits_refunded: 0 });
      expect(charges).toBe(10);
      expect(await balanceOf(tenant)).toBe(990);
    }
  });

  it("answers 409 for an ended batch", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const batch = (await submit(tenant, ids)).json;
    await providerFinishes(batch.id);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json.status).toBe("ended");
    expectError(await tenant.call("POST", `/v1/batches/${batch.id}/cancel`), 409, "batch_not_cancellable");
    expect(await balanceOf(tenant)).toBe(998);
  });
});
