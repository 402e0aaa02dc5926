import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

const shirt = (n: number, overrides: Record<string, unknown> = {}) => ({
  sku: `SHIRT-${n}`,
  name: `Linen shirt ${n}`,
  brand: "Acme",
  category: "Apparel/Shirts",
  source_data: { color: "blue", size: "M", material: "linen" },
  ...overrides,
});

async function upsert(tenant: Tenant, products: unknown[], headers: Record<string, string> = {}) {
  return tenant.call("POST", "/v1/products", { products }, headers);
}

async function productIdOf(tenant: Tenant, sku: string): Promise<string> {
  const { json } = await tenant.call("GET", `/v1/products?q=${encodeURIComponent(sku)}`);
  return json.products.find((p: { sku: string }) => p.sku === sku).id;
}

/** An attribute's column names while none is set: no channel codes, a WooCommerce product attribute. */
const unnamed = { channel_codes: {}, woocommerce_form: "attribute" };
const revisionsOf = async (tenant: Tenant, id: string, query = "") =>
  (await tenant.call("GET", `/v1/products/${id}/revisions${query}`)).json;

describe("POST /v1/products", () => {
  it("creates, then skips an identical re-send without new revisions, then updates what changed", async () => {
    const tenant = await api.createTenant();
    const products = Array.from({ length: 6 }, (_, i) => shirt(i));
    const first = await upsert(tenant, products);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ total: 6, created: 6, updated: 0, skipped: 0 });

    const id = await productIdOf(tenant, "SHIRT-0");
    const detail = (await tenant.call("GET", `/v1/products/${id}`)).json;
    expect(detail).toMatchObject({
      sku: "SHIRT-0",
      name: "Linen shirt 0",
      brand: "Acme",
      category: "Apparel/Shirts",
      status: "pending",
      published_version: null,
      source_data: { color: "blue", size: "M", material: "linen" },
      values: {},
      version: 1,
    });
    expect((await revisionsOf(tenant, id)).revisions).toEqual([
      { version: 1, reason: "import", created_at: expect.stringMatching(/Z$/), changes: {}, publishing: [] },
    ]);

    expect((await upsert(tenant, products)).json).toEqual({ total: 6, created: 0, updated: 0, skipped: 6 });
    expect((await revisionsOf(tenant, id)).total).toBe(1);

    const changed = products.map((p, i) =>
      i % 2 ? p : { ...p, name: `${p.name} (new)`, category: "Apparel/Tops", source_data: { ...p.source_data, color: "navy" } },
    );
    expect((await upsert(tenant, changed)).json).toEqual({ total: 6, created: 0, updated: 3, skipped: 3 });
    const { revisions, total } = await revisionsOf(tenant, id);
    expect(total).toBe(2);
    expect(revisions[0]).toMatchObject({
      version: 2,
      reason: "import",
      changes: {
        base: { name: ["Linen shirt 0", "Linen shirt 0 (new)"], category: ["Apparel/Shirts", "Apparel/Tops"] },
        source_data: { changed: ["color"] },
        categories: [
          ["Apparel", "Shirts"],
          ["Apparel", "Tops"],
        ],
      },
    });
    expect(JSON.stringify(revisions[0].changes)).not.toContain("navy");
  });

  it("counts a SKU repeated in one request once, and the last occurrence wins", async () => {
    const tenant = await api.createTenant();
    const response = await upsert(tenant, [shirt(1, { name: "First" }), shirt(2), shirt(1, { name: "Last" })]);
    expect(response.json).toEqual({ total: 2, created: 2, updated: 0, skipped: 0 });
    const id = await productIdOf(tenant, "SHIRT-1");
    expect((await tenant.call("GET", `/v1/products/${id}`)).json.name).toBe("Last");
  });

  it("keeps fields an item omits, and clears brand or category sent as null", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1)]);
    await upsert(tenant, [{ sku: "SHIRT-1", name: "Renamed", brand: null }]);
    const id = await productIdOf(tenant, "SHIRT-1");
    expect((await tenant.call("GET", `/v1/products/${id}`)).json).toMatchObject({
      name: "Renamed",
      brand: null,
      category: "Apparel/Shirts",
      source_data: { color: "blue" },
    });
  });

  it("refuses 0 or more than 500 items, and wrong shapes, with field details and nothing written", async () => {
    const tenant = await api.createTenant();
    expectError(await upsert(tenant, []), 422, "validation_failed");
    const tooMany = Array.from({ length: 501 }, (_, i) => shirt(i));
    expect(expectError(await upsert(tenant, tooMany), 422, "validation_failed").details[0]?.path).toBe("products");
    const missingName = expectError(await upsert(tenant, [shirt(1), { sku: "X" }]), 422, "validation_failed");
    expect(missingName.details).toEqual([expect.objectContaining({ path: "products.1.name" })]);
    expectError(await upsert(tenant, [shirt(1, { status: "published" })]), 422, "validation_failed");
    expectError(await upsert(tenant, [shirt(1, { name: "bad\u0000name" })]), 422, "validation_failed");
    expectError(await upsert(tenant, [shirt(1, { source_data: { note: "a\u0000b" } })]), 422, "validation_failed");
    expectError(await tenant.call("POST", "/v1/products", { items: [] }), 422, "validation_failed");
    expect((await tenant.call("GET", "/v1/products")).json.total).toBe(0);
  });

  it("accepts exactly 500 items", async () => {
    const tenant = await api.createTenant();
    const products = Array.from({ length: 500 }, (_, i) => shirt(i));
    expect((await upsert(tenant, products)).json).toEqual({ total: 500, created: 500, updated: 0, skipped: 0 });
    expect((await tenant.call("GET", "/v1/products?limit=1")).json.total).toBe(500);
  });

  it("answers 400 invalid_json to a malformed body and 413 to one over 2 MB, writing nothing", async () => {
    const tenant = await api.createTenant();
    expectError(
      await tenant.call("POST", "/v1/products", '{"products": [', { "Content-Type": "application/json" }),
      400,
      "invalid_json",
    );
    const big = Array.from({ length: 400 }, (_, i) => shirt(i, { source_data: { blob: "x".repeat(6000) } }));
    const body = JSON.stringify({ products: big });
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    expectError(
      await tenant.call("POST", "/v1/products", body, { "Content-Type": "application/json" }),
      413,
      "payload_too_large",
    );
    expect((await tenant.call("GET", "/v1/products")).json.total).toBe(0);
  });

  it("registers an imported attribute for each new source_data column, localizable when keyed by language", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1, { source_data: { color: "blue", care: { en: "Wash cold", de: "Kalt waschen" } } })]);
    await upsert(tenant, [shirt(2, { source_data: { color: "red", fit: "slim" } })]);
    const { attributes } = (await tenant.call("GET", "/v1/attributes")).json;
    expect(attributes.slice(0, 8).map((a: { code: string; kind: string }) => [a.code, a.kind])).toEqual(
      ["title", "meta_title", "meta_description", "short_description", "description", "bullets", "faq", "keywords"].map(
        (code) => [code, "content"],
      ),
    );
    expect(attributes.slice(8)).toEqual([
      { code: "care", label: "care", kind: "imported", localizable: true, external_code: null, ...unnamed },
      { code: "color", label: "color", kind: "imported", localizable: false, external_code: null, ...unnamed },
      { code: "fit", label: "fit", kind: "imported", localizable: false, external_code: null, ...unnamed },
    ]);
  });
});

describe("GET /v1/products", () => {
  it("pages with limit and offset, searches sku, name and brand, filters by status, and refuses limit over 200", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [
      shirt(1, { name: "Blue Oxford", brand: "Acme" }),
      shirt(2, { name: "Red Flannel", brand: "Northwind" }),
      shirt(3, { sku: "mug-7", name: "Mug", brand: "Contoso" }),
    ]);
    const page = (await tenant.call("GET", "/v1/products?limit=2&offset=0")).json;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.products).toHaveLength(2);
    const rest = (await tenant.call("GET", "/v1/products?limit=2&offset=2")).json.products;
    expect(new Set([...page.products, ...rest].map((p: { sku: string }) => p.sku)).size).toBe(3);
    expect((await tenant.call("GET", "/v1/products")).json.limit).toBe(50);

    const search = async (q: string) =>
      (await tenant.call("GET", `/v1/products?q=${q}`)).json.products.map((p: { sku: string }) => p.sku).sort();
    expect(await search("oxford")).toEqual(["SHIRT-1"]);
    expect(await search("NORTHWIND")).toEqual(["SHIRT-2"]);
    expect(await search("MUG-")).toEqual(["mug-7"]);
    // Names and brands are found with ß as ss and without their accents, and the other way round.
    await upsert(tenant, [shirt(4, { name: "Gießkanne aus Zink", brand: "Gärtnerei Müller" }), shirt(5, { name: "Café crème" })]);
    expect(await search("Giesskanne")).toEqual(["SHIRT-4"]);
    expect(await search(encodeURIComponent("GIEẞKANNE"))).toEqual(["SHIRT-4"]);
    expect(await search("gartnerei%20muller")).toEqual(["SHIRT-4"]);
    expect(await search(encodeURIComponent("CAFÉ"))).toEqual(["SHIRT-5"]);
    expect(await search("cafe%20creme")).toEqual(["SHIRT-5"]);
    expect(await search("giesskanne%20aus%20zinn")).toEqual([]);
    expect((await tenant.call("GET", "/v1/products?status=pending")).json.total).toBe(5);
    expect((await tenant.call("GET", "/v1/products?status=published")).json.total).toBe(0);

    expectError(await tenant.call("GET", "/v1/products?limit=201"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/products?limit=0"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/products?status=done"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/products?offset=-1"), 422, "validation_failed");
  });
});

describe("PATCH /v1/products/{id}", () => {
  it("changes only the fields sent and writes an update revision", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1)]);
    const id = await productIdOf(tenant, "SHIRT-1");
    const patched = await tenant.call("PATCH", `/v1/products/${id}`, { name: "Oxford shirt" });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      sku: "SHIRT-1",
      name: "Oxford shirt",
      brand: "Acme",
      category: "Apparel/Shirts",
      version: 2,
    });
    expect((await revisionsOf(tenant, id)).revisions[0]).toMatchObject({
      version: 2,
      reason: "update",
      changes: { base: { name: ["Linen shirt 1", "Oxford shirt"] } },
    });
    // The same values again change nothing.
    expect((await tenant.call("PATCH", `/v1/products/${id}`, { name: "Oxford shirt" })).json.version).toBe(2);
  });

  it("refuses status, empty bodies and a SKU another product has", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1), shirt(2)]);
    const id = await productIdOf(tenant, "SHIRT-1");
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, { status: "published" }), 422, "validation_failed");
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, {}), 422, "validation_failed");
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, { sku: "SHIRT-2" }), 409, "sku_conflict");
    expect((await tenant.call("PATCH", `/v1/products/${id}`, { sku: "SHIRT-1B" })).json.sku).toBe("SHIRT-1B");
    expect((await tenant.call("GET", `/v1/products/${id}`)).json.version).toBe(2);
  });
});

describe("DELETE /v1/products/{id}", () => {
  it("soft-deletes (204), hides the product, keeps its history, and an upsert revives it", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1), shirt(2)]);
    const id = await productIdOf(tenant, "SHIRT-1");
    const deleted = await tenant.call("DELETE", `/v1/products/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expectError(await tenant.call("GET", `/v1/products/${id}`), 404, "not_found");
    expect((await tenant.call("GET", "/v1/products")).json.products.map((p: { sku: string }) => p.sku)).toEqual(["SHIRT-2"]);
    expectError(await tenant.call("DELETE", `/v1/products/${id}`), 404, "not_found");
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, { name: "x" }), 404, "not_found");
    expect((await revisionsOf(tenant, id)).revisions[0]).toMatchObject({
      version: 2,
      reason: "delete",
      changes: { deleted: [false, true] },
    });

    expect((await upsert(tenant, [shirt(1)])).json).toEqual({ total: 1, created: 0, updated: 1, skipped: 0 });
    expect((await tenant.call("GET", `/v1/products/${id}`)).json.version).toBe(3);
    const { revisions } = await revisionsOf(tenant, id);
    expect(revisions.map((r: { version: number; reason: string }) => [r.version, r.reason])).toEqual([
      [3, "restore"],
      [2, "delete"],
      [1, "import"],
    ]);
    expect(revisions[0].changes).toEqual({ deleted: [true, false] });
  });
});

describe("GET /v1/products/{id}/revisions", () => {
  it("pages newest first by before_version, with limit 1 to 50 defaulting to 20 and versions that never skip", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1)]);
    const id = await productIdOf(tenant, "SHIRT-1");
    for (let i = 2; i <= 25; i++) await tenant.call("PATCH", `/v1/products/${id}`, { name: `Name ${i}` });
    const first = await revisionsOf(tenant, id);
    expect(first).toMatchObject({ total: 25, limit: 20 });
    expect(first.revisions.map((r: { version: number }) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const next = await revisionsOf(tenant, id, "?before_version=6&limit=10");
    expect(next.revisions.map((r: { version: number }) => r.version)).toEqual([5, 4, 3, 2, 1]);
    expectError(await tenant.call("GET", `/v1/products/${id}/revisions?limit=51`), 422, "validation_failed");
    expectError(await tenant.call("GET", `/v1/products/${id}/revisions?limit=0`), 422, "validation_failed");
  });
});

describe("PATCH /v1/attributes/{code}", () => {
  it("sets and clears external_code and label", async () => {
    const tenant = await api.createTenant();
    await upsert(tenant, [shirt(1)]);
    const set = await tenant.call("PATCH", "/v1/attributes/color", {
      external_code: "Color (product.metafields.custom.color)",
      label: "Colour",
    });
    expect(set.json).toEqual({
      code: "color",
      label: "Colour",
      kind: "imported",
      localizable: false,
      external_code: "Color (product.metafields.custom.color)",
      channel_codes: {},
      woocommerce_form: "attribute",
    });
    expect((await tenant.call("PATCH", "/v1/attributes/color", { external_code: null })).json.external_code).toBeNull();
    expect((await tenant.call("PATCH", "/v1/attributes/description", { external_code: "Body (HTML)" })).json.kind).toBe(
      "content",
    );
    expectError(await tenant.call("PATCH", "/v1/attributes/color", {}), 422, "validation_failed");
    expectError(await tenant.call("PATCH", "/v1/attributes/nope", { label: "x" }), 404, "not_found");
  });
});

describe("scopes and tenants", () => {
  it("answers 403 missing_scope to a key without the route's scope", async () => {
    const writer = await api.createTenant(["catalog:write"]);
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await writer.call("GET", "/v1/products"), 403, "missing_scope");
    expectError(await writer.call("GET", "/v1/attributes"), 403, "missing_scope");
    expectError(await upsert(reader, [shirt(1)]), 403, "missing_scope");
    expectError(await reader.call("PATCH", "/v1/attributes/title", { label: "x" }), 403, "missing_scope");
    expect((await reader.call("GET", "/v1/products")).json.total).toBe(0);
  });

  it("answers 404 for another organization's product on every product route, changing nothing", async () => {
    const owner = await api.createTenant();
    const stranger = await api.createTenant();
    await upsert(owner, [shirt(1, { source_data: { secret_column: 1 } })]);
    const id = await productIdOf(owner, "SHIRT-1");
    const missing = "prod_doesNotExist0000";
    for (const productId of [id, missing]) {
      expectError(await stranger.call("GET", `/v1/products/${productId}`), 404, "not_found");
      expectError(await stranger.call("PATCH", `/v1/products/${productId}`, { name: "x" }), 404, "not_found");
      expectError(await stranger.call("DELETE", `/v1/products/${productId}`), 404, "not_found");
      expectError(await stranger.call("GET", `/v1/products/${productId}/revisions`), 404, "not_found");
    }
    expectError(await stranger.call("PATCH", "/v1/attributes/secret_column", { label: "x" }), 404, "not_found");
    expect((await stranger.call("GET", "/v1/products")).json.total).toBe(0);
    expect((await owner.call("GET", `/v1/products/${id}`)).json).toMatchObject({ name: "Linen shirt 1", version: 1 });
    // The same SKU in another organization is another product.
    expect((await upsert(stranger, [shirt(1)])).json.created).toBe(1);
  });
});

describe("Idempotency-Key on POST /v1/products", () => {
  it("replays the first answer for a retry, and the first counts for a different batch without writing it", async () => {
    const tenant = await api.createTenant();
    const key = { "Idempotency-Key": "import-2026-03-01" };
    const first = await upsert(tenant, [shirt(1), shirt(2)], key);
    expect(first.json).toEqual({ total: 2, created: 2, updated: 0, skipped: 0 });
    const retry = await upsert(tenant, [shirt(1), shirt(2)], key);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const different = await upsert(tenant, [shirt(3), shirt(1, { name: "Changed" })], key);
    expect(different.status).toBe(200);
    expect(different.json).toEqual({ total: 2, created: 2, updated: 0, skipped: 0 });
    const { products } = (await tenant.call("GET", "/v1/products")).json;
    expect(products.map((p: { sku: string; name: string }) => [p.sku, p.name]).sort()).toEqual([
      ["SHIRT-1", "Linen shirt 1"],
      ["SHIRT-2", "Linen shirt 2"],
    ]);
    expectError(await upsert(tenant, [shirt(1)], { "Idempotency-Key": "k".repeat(256) }), 422, "validation_failed");
  });

  it("runs the work once when the same request arrives twice at the same moment", async () => {
    const tenant = await api.createTenant();
    const products = Array.from({ length: 300 }, (_, i) => shirt(i));
    const key = { "Idempotency-Key": "concurrent-import" };
    const answers = await Promise.all([upsert(tenant, products, key), upsert(tenant, products, key)]);
    for (const answer of answers) {
      if (answer.status === 409) expectError(answer, 409, "idempotency_in_flight");
      else expect(answer.json).toEqual({ total: 300, created: 300, updated: 0, skipped: 0 });
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const id = await productIdOf(tenant, "SHIRT-0");
    expect((await revisionsOf(tenant, id)).total).toBe(1);
  });
});
