import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinBatchWritten, detail, edit, expectError, ledgerOf, startApi, SWEATER, type Api, type Tenant } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi({ BATCH_LATENCY_MS: "0" })));
afterAll(() => api.close());

const submit = (tenant: Tenant, body: Record<string, unknown>) =>
  tenant.call("POST", "/v1/batches", body, { "Idempotency-Key": `key-${Math.random()}` });

/** Lets the built-in provider write the batch, then polls until it has ended. */
async function ingested(tenant: Tenant, batchId: string) {
  await builtinBatchWritten(api, batchId);
  const polled = await tenant.call("GET", `/v1/batches/${batchId}`);
  expect(polled.json.status).toBe("ended");
  return polled.json;
}

/** Three sweaters written in en and de by synchronous generations. */
async function writtenCatalog() {
  const tenant = await api.createTenant(undefined, { credits: 1000, languages: ["en", "de"] });
  const ids = await api.importProducts(
    tenant,
    ["SW-1", "SW-2", "SW-3"].map((sku, at) => ({ ...SWEATER, sku, name: `${SWEATER.name} ${at + 1}` })),
  );
  for (const id of Object.values(ids)) await tenant.call("POST", "/v1/generations", { product_id: id });
  api.advance(1000);
  return { tenant, ids: ids as Record<"SW-1" | "SW-2" | "SW-3", string> };
}

/** A batch's descriptions as product:language, in order. */
const itemsOf = async (tenant: Tenant, batchId: string) =>
  (
    (await tenant.call("GET", `/v1/batches/${batchId}/items`)).json.items as {
      product_id: string;
      results: { language: string }[];
    }[]
  )
    .flatMap((item) => item.results.map((result) => `${item.product_id}:${result.language}`))
    .sort();

describe("POST /v1/batches with filter.stale", () => {
  it("writes exactly the stale languages, keeps a person's and the locked fields, and charges only what it writes", async () => {
    const { tenant, ids } = await writtenCatalog();
    const one = ids["SW-1"];
    const two = ids["SW-2"];
    // SW-1: stale in both languages, a person's title in en and a locked meta title in de.
    await edit(tenant, one, { title: "Navy merino sweater for cold days" });
    await edit(tenant, one, { meta_title: "Merino-Pullover in Navy" }, "de");
    await tenant.call("PUT", `/v1/products/${one}/content/de/locks`, { fields: ["meta_title"] });
    await tenant.call("POST", "/v1/products", {
      products: [{ ...SWEATER, sku: "SW-1", name: "Merino sweater 1", source_data: { ...SWEATER.source_data, weight_kg: 1.3 } }],
    });
    // SW-2: renamed, then written again in de: stale in en only. SW-3 is fresh.
    await tenant.call("PATCH", `/v1/products/${two}`, { name: "Merino jumper 2" });
    await tenant.call("POST", "/v1/generations", { product_id: two, languages: ["de"] });
    expect((await detail(tenant, two)).stale_facts).toEqual({ en: ["name"] });
    const before = await ledgerOf(api, tenant);

    const submitted = await submit(tenant, { filter: { stale: true }, preserve: "edited", overwrite: ["meta_title"] });
    expect(submitted.status).toBe(201);
    expect(submitted.json).toMatchObject({ total: 2, credits_reserved: 3, progress: { total: 3 } });
    expect(await itemsOf(tenant, submitted.json.id)).toEqual([`${one}:de`, `${one}:en`, `${two}:en`].sort());

    const ended = await ingested(tenant, submitted.json.id);
    expect(ended).toMatchObject({ credits_charged: 3, credits_refunded: 0, progress: { completed: 3, total: 3 } });
    expect((await ledgerOf(api, tenant)).balance).toBe(before.balance - 3);
    expect((await tenant.call("GET", "/v1/products?stale=true")).json.products).toEqual([]);

    const written = await detail(tenant, one);
    expect(written.values.title.en).toBe("Navy merino sweater for cold days");
    expect(written.values.meta_title.de).toBe("Merino-Pullover in Navy");
    expect(written.written_by_person).toEqual({ en: ["title"], de: ["meta_title"] });
    const items = (await tenant.call("GET", `/v1/batches/${submitted.json.id}/items`)).json.items as {
      product_id: string;
      results: { language: string; fields: Record<string, string> }[];
    }[];
    const results = items.find((item) => item.product_id === one)!.results;
    const fieldsOf = (language: string) => results.find((result) => result.language === language)?.fields;
    expect(fieldsOf("en")).toMatchObject({ title: "kept", meta_title: "written" });
    expect(fieldsOf("de")).toMatchObject({ title: "written", meta_title: "kept" });
  });

  it("refuses a batch with nothing stale, no product_ids nor filter, or a filter other than stale: true, reserving nothing", async () => {
    const { tenant } = await writtenCatalog();
    const before = await ledgerOf(api, tenant);
    expectError(await submit(tenant, { filter: { stale: true } }), 400, "no_valid_products");
    expectError(await submit(tenant, {}), 422, "validation_failed");
    expectError(await submit(tenant, { filter: { stale: false } }), 422, "validation_failed");
    expectError(await submit(tenant, { filter: {} }), 422, "validation_failed");
    expect((await ledgerOf(api, tenant)).entries).toEqual(before.entries);
  });
});

describe('POST /v1/batches with mode: "missing"', () => {
  it("writes only the languages without content, and leaves out the products that have them all", async () => {
    const tenant = await api.createTenant(undefined, { credits: 1000, languages: ["en", "de"] });
    const ids = await api.importProducts(tenant, [SWEATER, { ...SWEATER, sku: "SW-2" }, { ...SWEATER, sku: "SW-3" }]);
    await tenant.call("POST", "/v1/generations", { product_id: ids["SW-1"], languages: ["en"] });
    await tenant.call("POST", "/v1/generations", { product_id: ids["SW-2"] });
    const all = [ids["SW-1"]!, ids["SW-2"]!, ids["SW-3"]!];

    const submitted = await submit(tenant, { product_ids: all, mode: "missing" });
    expect(submitted.json).toMatchObject({ total: 2, credits_reserved: 3, unresolved_ids: [] });
    expect(await itemsOf(tenant, submitted.json.id)).toEqual(
      [`${ids["SW-1"]}:de`, `${ids["SW-3"]}:de`, `${ids["SW-3"]}:en`].sort(),
    );
    expect(await ingested(tenant, submitted.json.id)).toMatchObject({ credits_charged: 3 });

    expectError(await submit(tenant, { product_ids: all, mode: "missing" }), 400, "no_valid_products");
  });
});
