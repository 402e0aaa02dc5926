import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleSession, detail, edit, expectError, startApi, type Api, type Tenant, SWEATER } from "./support.js";

let api: Api;
const SECRET = "stale-content-test-secret-0123456789abcdef";
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

/** A tenant whose sweater (and a scarf never written) has content in en and de, written from SWEATER's facts. */
async function writtenSweater() {
  const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
  const ids = await api.importProducts(tenant, [SWEATER, { sku: "SC-1", name: "Wool scarf", source_data: { color: "red" } }]);
  const id = ids["SW-1"]!;
  expect((await tenant.call("POST", "/v1/generations", { product_id: id })).status).toBe(200);
  api.advance(1000);
  return { tenant, id, scarf: ids["SC-1"]! };
}

const upsert = (tenant: Tenant, product: Record<string, unknown>) =>
  tenant.call("POST", "/v1/products", { products: [{ ...SWEATER, ...product }] });
const staleList = async (tenant: Tenant, stale: "true" | "false") =>
  ((await tenant.call("GET", `/v1/products?stale=${stale}`)).json.products as { sku: string; stale_facts: unknown }[]).map(
    (product) => product.sku,
  );

describe("stale content", () => {
  it("names a changed fact in every written language, in the detail and the list, until the language is written again", async () => {
    const { tenant, id } = await writtenSweater();
    expect((await detail(tenant, id)).stale_facts).toEqual({});
    expect(await staleList(tenant, "true")).toEqual([]);

    expect((await upsert(tenant, { source_data: { ...SWEATER.source_data, weight_kg: 1.3 } })).json.updated).toBe(1);
    const changed = ["source_data.weight_kg"];
    expect((await detail(tenant, id)).stale_facts).toEqual({ en: changed, de: changed });
    const [listed] = (await tenant.call("GET", "/v1/products?stale=true")).json.products;
    expect(listed).toMatchObject({ sku: "SW-1", stale_facts: { en: changed, de: changed } });
    // The scarf has no text: nothing of it can be stale.
    expect(await staleList(tenant, "false")).toEqual(["SC-1"]);

    // A person's edit does not make the text agree with the new facts.
    await edit(tenant, id, { title: "Navy merino sweater" });
    expect((await detail(tenant, id)).stale_facts).toEqual({ en: changed, de: changed });

    await tenant.call("POST", "/v1/generations", { product_id: id, languages: ["de"] });
    expect((await detail(tenant, id)).stale_facts).toEqual({ en: changed });
    await tenant.call("POST", "/v1/generations", { product_id: id, languages: ["en"] });
    expect((await detail(tenant, id)).stale_facts).toEqual({});
    expect(await staleList(tenant, "true")).toEqual([]);
  });

  it("names each kind of change: a fact added, removed or changed, and the name, brand or category", async () => {
    const { tenant, id } = await writtenSweater();
    const { material: _, ...withoutMaterial } = SWEATER.source_data;
    await upsert(tenant, { source_data: { ...withoutMaterial, size: "M", color: "black" } });
    expect((await detail(tenant, id)).stale_facts.en).toEqual(["source_data.color", "source_data.material", "source_data.size"]);

    const patched = await tenant.call("PATCH", `/v1/products/${id}`, { name: "Merino jumper", brand: null, category: "Apparel" });
    expect(patched.status).toBe(200);
    expect(patched.json.stale_facts.de).toEqual([
      "brand",
      "category",
      "name",
      "source_data.color",
      "source_data.material",
      "source_data.size",
    ]);
  });

  it("makes nothing stale for a bookkeeping column, the SKU, or a change taken back", async () => {
    const { tenant, id } = await writtenSweater();
    await upsert(tenant, { source_data: { ...SWEATER.source_data, internal_notes: "restock in June" } });
    await tenant.call("PATCH", `/v1/products/${id}`, { sku: "SW-2" });
    expect((await detail(tenant, id)).stale_facts).toEqual({});

    await tenant.call("PATCH", `/v1/products/${id}`, { name: "Merino jumper" });
    expect((await detail(tenant, id)).stale_facts).toEqual({ en: ["name"], de: ["name"] });
    await tenant.call("PATCH", `/v1/products/${id}`, { name: SWEATER.name });
    expect((await detail(tenant, id)).stale_facts).toEqual({});
  });

  it("filters the console's review queue by staleness", async () => {
    const { tenant, id } = await writtenSweater();
    const { query } = await consoleSession(api, tenant, SECRET);
    const queue = async (stale: string) =>
      ((await query("console.review.list", { stale })).json.result.data.products as { id: string }[]).map(
        (product) => product.id,
      );
    expect(await queue("true")).toEqual([]);
    await tenant.call("PATCH", `/v1/products/${id}`, { name: "Merino jumper" });
    expect(await queue("true")).toEqual([id]);
    expect(await queue("false")).toEqual([]);
  });

  it("counts the stale products of a language in the readiness report, naming the changed facts", async () => {
    const { tenant, id } = await writtenSweater();
    const readiness = async (language: string) =>
      (await tenant.call("GET", `/v1/channels/shopify/readiness?language=${language}`)).json.stale;
    expect(await readiness("en")).toEqual({ count: 0, facts: [] });
    await upsert(tenant, { sku: "SW-2", name: "Merino sweater 2" });
    const second = (await tenant.call("GET", "/v1/products?q=SW-2")).json.products[0].id;
    await tenant.call("POST", "/v1/generations", { product_id: second });
    api.advance(1000);

    await upsert(tenant, { source_data: { ...SWEATER.source_data, weight_kg: 1.3 } });
    await upsert(tenant, { sku: "SW-2", name: "Merino sweater 2", source_data: { ...SWEATER.source_data, weight_kg: 1.4 } });
    await tenant.call("PATCH", `/v1/products/${id}`, { name: "Merino jumper" });
    await tenant.call("POST", "/v1/generations", { product_id: second, languages: ["de"] });
    expect(await readiness("en")).toEqual({
      count: 2,
      facts: [
        { fact: "source_data.weight_kg", count: 2 },
        { fact: "name", count: 1 },
      ],
    });
    expect(await readiness("de")).toEqual({
      count: 1,
      facts: [
        { fact: "name", count: 1 },
        { fact: "source_data.weight_kg", count: 1 },
      ],
    });
    // A deleted product is not the catalog's any more.
    await tenant.call("DELETE", `/v1/products/${id}`);
    expect(await readiness("de")).toEqual({ count: 0, facts: [] });
  });

  it("refuses a stale filter other than true or false", async () => {
    const { tenant } = await writtenSweater();
    expectError(await tenant.call("GET", "/v1/products?stale=yes"), 422, "validation_failed");
  });
});
