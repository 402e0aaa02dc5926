// Inputs that once reached the database or a recursive walk and answered 500: each is refused 422
// with the contract's error shape, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH } from "@proseo/core";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
let tenant: Awaited<ReturnType<Api["createTenant"]>>;
let productId: string;
beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant();
  await tenant.call("POST", "/v1/products", { products: [{ sku: "SW-1", name: "Merino sweater" }] });
  productId = (await tenant.call("GET", "/v1/products")).json.products[0].id;
});
afterAll(() => api.close());

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const json = { "Content-Type": "application/json" };
const upsert = (product: string) => `{"products": [${product}]}`;

const refused: [string, string, string, string | undefined, string][] = [
  ["NUL in a query", "GET", "/v1/products?q=%00", undefined, "q"],
  ["NUL in a path id", "GET", "/v1/products/prd_%00", undefined, "path"],
  ["NUL in a platform image's address", "GET", "/v1/images/%00/sig/image.png", undefined, "path"],
  ["bad percent-encoding in a path", "GET", "/v1/products/%E0%A4%A", undefined, "path"],
  ["NUL in product_id", "POST", "/v1/generations", '{"product_id": "prd_\\u0000"}', "product_id"],
  ["NUL in product_ids", "POST", "/v1/batches", '{"product_ids": ["prd_\\u0000"]}', "product_ids.0"],
  ["a lone surrogate in a SKU", "POST", "/v1/products", upsert('{"sku": "\\ud800", "name": "X"}'), "products.0.sku"],
  [
    "a lone surrogate in source_data",
    "POST",
    "/v1/products",
    upsert('{"sku": "S", "name": "X", "source_data": {"color": "\\udc00x"}}'),
    "products.0.source_data.color",
  ],
  [
    "a lone surrogate in a source_data key",
    "POST",
    "/v1/products",
    upsert('{"sku": "S", "name": "X", "source_data": {"\\ud800": "x"}}'),
    "products.0.source_data.\ud800",
  ],
  [
    "source_data nested 10,000 deep",
    "POST",
    "/v1/products",
    upsert(`{"sku": "S", "name": "X", "source_data": ${nested(10_000)}}`),
    `products.0.source_data${".a".repeat(MAX_INPUT_DEPTH - 3)}`,
  ],
  [
    "a __proto__ key in source_data",
    "POST",
    "/v1/products",
    upsert('{"sku": "S", "name": "X", "source_data": {"__proto__": {"admin": true}}}'),
    "products.0.source_data.__proto__",
  ],
];

describe("one rule for every string, key and nesting of a request", () => {
  it.each(refused)("refuses %s with 422 and changes nothing", async (_, method, path, body, detailPath) => {
    const before = await api.deps.db.product.count({ where: { orgId: tenant.org.id } });
    const answer = await tenant.call(method, path, body, { ...json, "Idempotency-Key": `k-${Math.random()}` });
    const error = expectError(answer, 422, "validation_failed");
    expect(error.details.map((detail) => detail.path)).toContain(detailPath);
    expect(await api.deps.db.product.count({ where: { orgId: tenant.org.id } })).toBe(before);
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json.version).toBe(1);
  });

  it("takes what the rule allows: source_data nested to the limit, any valid Unicode", async () => {
    const text = "Größe 🧶 ünïcödé";
    const answer = await tenant.call(
      "POST",
      "/v1/products",
      upsert(`{"sku": "${text}", "name": "${text}", "source_data": ${nested(MAX_INPUT_DEPTH - 3)}}`),
      json,
    );
    expect(answer.status).toBe(200);
    expect((await tenant.call("GET", `/v1/products?q=${encodeURIComponent("🧶")}`)).json.products[0].name).toBe(text);
  });
});

describe("numbers and files beyond what can be stored", () => {
  it("refuses a version past the database's integers with 422: to publish, and to page before", async () => {
    const tooHigh = 2 ** 31;
    const publish = await tenant.call("POST", `/v1/products/${productId}/publish`, { version: tooHigh });
    expect(expectError(publish, 422, "validation_failed").details.map((detail) => detail.path)).toEqual(["version"]);
    const page = await tenant.call("GET", `/v1/products/${productId}/revisions?before_version=${tooHigh}`);
    expect(expectError(page, 422, "validation_failed").details.map((detail) => detail.path)).toEqual(["before_version"]);
    expect((await tenant.call("GET", `/v1/products/${productId}`)).json.published_version).toBeNull();
  });

  it.each([
    ["an image", { file: "" }],
    ["a 3D model's GLB", { glb: "", usdz: "usdz" }],
  ])("refuses %s of no bytes with 422 naming the part, and adds nothing", async (_, parts) => {
    const form = new FormData();
    for (const [name, bytes] of Object.entries(parts)) form.set(name, new Blob([bytes]), `${name}.bin`);
    const refused = await tenant.call("POST", `/v1/products/${productId}/media`, form);
    expect(expectError(refused, 422, "validation_failed").details).toEqual([
      { path: Object.keys(parts)[0], message: "is empty" },
    ]);
    expect((await tenant.call("GET", `/v1/products/${productId}/media`)).json.media).toEqual([]);
  });
});
