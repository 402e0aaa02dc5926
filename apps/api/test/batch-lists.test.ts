import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FIELDS, DEFAULT_APPLIED } from "@proseo/core";
import { expectError, startApi, waitFor, type Api } from "./support.js";

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

const LATENCY_MS = 10_000;
let api: Api;
beforeAll(async () => (api = await startApi({ BATCH_LATENCY_MS: String(LATENCY_MS) })));
afterAll(() => api.close());

/** A tenant with `count` products; the built-in writer does not write Swahili, so `sw` fails. */
async function tenantWithProducts(count: number, languages = ["en", "sw"]) {
  const tenant = await api.createTenant(undefined, { credits: 1000, languages });
  const products = Array.from({ length: count }, (_, i) => ({ sku: `SKU-${i}`, name: `Merino sweater ${i}`, brand: "Acme" }));
  expect((await tenant.call("POST", "/v1/products", { products })).status).toBe(200);
  const ids = (await tenant.call("GET", "/v1/products?sort=sku")).json.products.map((p: { id: string }) => p.id) as string[];
  return { tenant, ids };
}

const submit = async (tenant: Tenant, productIds: string[]) => {
  const response = await tenant.call(
    "POST",
    "/v1/batches",
    { product_ids: productIds },
    { "Idempotency-Key": `${Math.random()}` },
  );
  expect(response.status).toBe(201);
  return response.json as { id: string; created_at: string };
};

/** Lets the built-in provider finish, then polls once so that the batch ingests and ends. */
async function finish(tenant: Tenant, batchId: string) {
  await waitFor("the built-in provider's job", async () => {
    const job = await api.deps.db.job.findUnique({ where: { id: `job_builtin_${batchId}` } });
    return job?.status === "done";
  });
  api.advance(LATENCY_MS);
  expect((await tenant.call("GET", `/v1/batches/${batchId}`)).json.status).toBe("ended");
}

describe("GET /v1/batches", () => {
  it("lists the organization's batches newest first, by cursor, filtered by status", async () => {
    const { tenant, ids } = await tenantWithProducts(1, ["en"]);
    const stranger = await tenantWithProducts(1, ["en"]);
    await submit(stranger.tenant, stranger.ids);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.unshift((await submit(tenant, ids)).id);
      api.advance(1000);
    }
    await tenant.call("POST", `/v1/batches/${made[0]}/cancel`);

    const first = await tenant.call("GET", "/v1/batches?limit=2");
    expect(first.status).toBe(200);
    expect(first.json.batches.map((batch: { id: string }) => batch.id)).toEqual(made.slice(0, 2));
    expect(first.json).toMatchObject({ limit: 2, next_cursor: expect.any(String) });
    const second = await tenant.call("GET", `/v1/batches?limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json.batches.map((batch: { id: string }) => batch.id)).toEqual(made.slice(2, 4));
    const last = await tenant.call("GET", `/v1/batches?limit=2&cursor=${second.json.next_cursor}`);
    expect(last.json).toMatchObject({ batches: [{ id: made[4] }], next_cursor: null });

    const cancelled = await tenant.call("GET", "/v1/batches?status=cancelled");
    expect(cancelled.json).toMatchObject({ batches: [{ id: made[0], status: "cancelled" }], next_cursor: null });
    const submitted = await tenant.call("GET", "/v1/batches?status=submitted");
    expect(submitted.json.batches.map((batch: { id: string }) => batch.id)).toEqual(made.slice(1));
  });

  it("needs the generate scope, and answers 422 for a foreign cursor, an unknown status or a limit out of range", async () => {
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("GET", "/v1/batches"), 403, "missing_scope");
    const { tenant } = await tenantWithProducts(1);
    expect((await expectError(await tenant.call("GET", "/v1/batches?cursor=nope"), 422, "validation_failed")).details).toEqual([
      { path: "cursor", message: "Not a cursor this list gave out." },
    ]);
    expectError(await tenant.call("GET", "/v1/batches?status=running"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/batches?limit=101"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/batches?offset=2"), 422, "validation_failed");
    expect((await tenant.call("GET", "/v1/batches")).json).toEqual({ batches: [], limit: 20, next_cursor: null });
  });
});

describe("GET /v1/batches/{id}/items", () => {
  it("gives each product's languages: pending until ingested, then succeeded or failed with the reason and the credits", async () => {
    const { tenant, ids } = await tenantWithProducts(3);
    const batch = await submit(tenant, ids);
    const pending = await tenant.call("GET", `/v1/batches/${batch.id}/items`);
    expect(pending.status).toBe(200);
    expect(pending.json.items[0]).toEqual({
      product_id: ids[0],
      sku: "SKU-0",
      name: "Merino sweater 0",
      results: ["en", "sw"].map((language) => ({
        language,
        status: "pending",
        error: null,
        credits_charged: 0,
        credits_refunded: 0,
        rules_applied: null,
        written_by: null,
        fields: null,
      })),
    });

    await finish(tenant, batch.id);
    const first = await tenant.call("GET", `/v1/batches/${batch.id}/items?limit=2`);
    expect(first.json).toMatchObject({ total: 3, limit: 2, next_cursor: expect.any(String) });
    const second = await tenant.call("GET", `/v1/batches/${batch.id}/items?limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json).toMatchObject({ total: 3, next_cursor: null });
    const items = [...first.json.items, ...second.json.items];
    expect(items.map((item: { product_id: string }) => item.product_id)).toEqual(ids);
    for (const item of items) {
      expect(item.results).toEqual([
        {
          language: "en",
          status: "succeeded",
          error: null,
          credits_charged: 1,
          credits_refunded: 0,
          rules_applied: { ...DEFAULT_APPLIED, not_applied: [] },
          written_by: "builtin",
          fields: Object.fromEntries(CONTENT_FIELDS.map((field) => [field, "written"])),
        },
        {
          language: "sw",
          status: "failed",
          error: { code: "unsupported_language", message: 'The built-in writer does not write "sw".' },
          credits_charged: 0,
          credits_refunded: 1,
          rules_applied: { ...DEFAULT_APPLIED, not_applied: [] },
          written_by: null,
          fields: null,
        },
      ]);
    }
    // The items add up to the batch's own figures.
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({ credits_charged: 3, credits_refunded: 3 });
  });

  it("says which products were deleted before the results arrived, and what a cancelled batch gave back", async () => {
    const { tenant, ids } = await tenantWithProducts(2, ["en"]);
    const deleted = await submit(tenant, ids);
    expect((await tenant.call("DELETE", `/v1/products/${ids[1]}`)).status).toBe(204);
    await finish(tenant, deleted.id);
    const items = (await tenant.call("GET", `/v1/batches/${deleted.id}/items`)).json.items;
    const gone = items.find((item: { product_id: string }) => item.product_id === ids[1]);
    expect(gone.results).toEqual([
      {
        language: "en",
        status: "failed",
        error: { code: "product_deleted", message: "The product was deleted before the results arrived." },
        credits_charged: 0,
        credits_refunded: 1,
        rules_applied: { ...DEFAULT_APPLIED, not_applied: [] },
        written_by: null,
        fields: null,
      },
    ]);

    const cancelled = await submit(tenant, [ids[0]!]);
    await tenant.call("POST", `/v1/batches/${cancelled.id}/cancel`);
    expect((await tenant.call("GET", `/v1/batches/${cancelled.id}/items`)).json.items[0].results).toEqual([
      {
        language: "en",
        status: "cancelled",
        error: null,
        credits_charged: 0,
        credits_refunded: 1,
        rules_applied: null,
        written_by: null,
        fields: null,
      },
    ]);
  });

  it("needs the generate scope, answers 404 for another organization's batch and 422 for a foreign cursor", async () => {
    const { tenant, ids } = await tenantWithProducts(1);
    const batch = await submit(tenant, ids);
    const stranger = await api.createTenant();
    expectError(await stranger.call("GET", `/v1/batches/${batch.id}/items`), 404, "not_found");
    expectError(await stranger.call("GET", "/v1/batches/batch_unknown/items"), 404, "not_found");
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("GET", `/v1/batches/${batch.id}/items`), 403, "missing_scope");
    expectError(await tenant.call("GET", `/v1/batches/${batch.id}/items?cursor=nope`), 422, "validation_failed");
    expectError(await tenant.call("GET", `/v1/batches/${batch.id}/items?limit=0`), 422, "validation_failed");
  });
});
