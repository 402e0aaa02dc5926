import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

// The columns of docs/contract.md "Channels and export", in file order, required ones marked.
const SHOPIFY = [
  ["Title", true],
  ["URL handle", true],
  ["Description", true],
  ["Vendor", false],
  ["Product category", false],
  ["Type", false],
  ["Tags", false],
  ["Published on online store", false],
  ["Status", false],
  ["SKU", false],
  ["Product image URL", false],
  ["Image alt text", false],
  ["SEO title", true],
  ["SEO description", true],
];
const WOOCOMMERCE = [
  ["Type", false],
  ["SKU", true],
  ["Name", true],
  ["Published", false],
  ["Short description", true],
  ["Description", true],
  ["Categories", false],
  ["Tags", false],
  ["Brands", false],
  ["Images", false],
  ["Meta: _yoast_wpseo_title", false],
  ["Meta: _yoast_wpseo_metadesc", false],
];
const columns = (list: (string | boolean)[][]) => list.map(([name, required]) => ({ name, required }));
// A shop platform reads the attribute naming variant groups and the shop's language; WooCommerce also
// its multilingual plugin.
const CSV_FILE = { file: "csv", settings: {} };
const SETTING_NAMES = {
  shopify: ["item_group_column", "shop_language"],
  woocommerce: ["item_group_column", "shop_language", "multilingual"],
};
const NOT_SKIPPING = { shopify: false, woocommerce: false, google_merchant: false, openai_products: false };

describe("GET /v1/channels", () => {
  it("lists the built-in channels with their columns in file order and skip_incomplete off", async () => {
    const tenant = await api.createTenant(["export"]);
    const response = await tenant.call("GET", "/v1/channels");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      channels: [
        {
          slug: "shopify",
          name: "Shopify",
          columns: columns(SHOPIFY),
          skip_incomplete: false,
          category_taxonomy: {},
          product_fields: {},
          setting_names: SETTING_NAMES.shopify,
          ...CSV_FILE,
        },
        {
          slug: "woocommerce",
          name: "WooCommerce",
          columns: columns(WOOCOMMERCE),
          skip_incomplete: false,
          category_taxonomy: {},
          product_fields: {},
          setting_names: SETTING_NAMES.woocommerce,
          ...CSV_FILE,
        },
        expect.objectContaining({ slug: "google_merchant", file: "tsv", settings: {} }),
        expect.objectContaining({ slug: "openai_products", file: "jsonl", settings: {} }),
      ],
    });
  });

  it("needs the export scope", async () => {
    const tenant = await api.createTenant(["catalog:read", "catalog:write"]);
    expectError(await tenant.call("GET", "/v1/channels"), 403, "missing_scope");
    expectError(await tenant.call("PATCH", "/v1/channels/shopify", { skip_incomplete: true }), 403, "missing_scope");
    expectError(await tenant.call("GET", "/v1/channels/shopify/readiness?language=en"), 403, "missing_scope");
  });
});

describe("PATCH /v1/channels/{slug}", () => {
  it("sets skip_incomplete for the organization only, and back", async () => {
    const tenant = await api.createTenant(["export"]);
    const other = await api.createTenant(["export"]);
    const updated = await tenant.call("PATCH", "/v1/channels/woocommerce", { skip_incomplete: true });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({
      slug: "woocommerce",
      name: "WooCommerce",
      columns: columns(WOOCOMMERCE),
      skip_incomplete: true,
      category_taxonomy: {},
      product_fields: {},
      setting_names: SETTING_NAMES.woocommerce,
      ...CSV_FILE,
    });

    const skipping = (channels: { slug: string; skip_incomplete: boolean }[]) =>
      Object.fromEntries(channels.map(({ slug, skip_incomplete }) => [slug, skip_incomplete]));
    expect(skipping((await tenant.call("GET", "/v1/channels")).json.channels)).toEqual({ ...NOT_SKIPPING, woocommerce: true });
    expect(skipping((await other.call("GET", "/v1/channels")).json.channels)).toEqual(NOT_SKIPPING);

    expect((await tenant.call("PATCH", "/v1/channels/woocommerce", { skip_incomplete: false })).json.skip_incomplete).toBe(false);
    expect(skipping((await tenant.call("GET", "/v1/channels")).json.channels)).toEqual(NOT_SKIPPING);
  });

  it("answers 404 for an unknown channel and 422 for a body of the wrong shape", async () => {
    const tenant = await api.createTenant(["export"]);
    expectError(await tenant.call("PATCH", "/v1/channels/amazon", { skip_incomplete: true }), 404, "not_found");
    const missing = expectError(await tenant.call("PATCH", "/v1/channels/shopify", {}), 422, "validation_failed");
    expect(missing.details).toEqual([
      { path: "", message: "send skip_incomplete, category_taxonomy, product_fields or settings" },
    ]);
    expectError(await tenant.call("PATCH", "/v1/channels/shopify", { skip_incomplete: "yes" }), 422, "validation_failed");
    const extra = expectError(
      await tenant.call("PATCH", "/v1/channels/shopify", { skip_incomplete: true, name: "Shop" }),
      422,
      "validation_failed",
    );
    expect(extra.details[0]?.message).toMatch(/name/);
    expect((await tenant.call("GET", "/v1/channels")).json.channels[0].skip_incomplete).toBe(false);
  });

  it("maps categories to Shopify taxonomy IDs, merged, and refuses what is not one", async () => {
    const tenant = await api.createTenant(["export"]);
    const set = await tenant.call("PATCH", "/v1/channels/shopify", {
      category_taxonomy: { " Apparel / Knitwear ": "aa-1-13", Home: "gid://shopify/TaxonomyCategory/hg-3" },
    });
    expect(set.status).toBe(200);
    expect(set.json.category_taxonomy).toEqual({ "Apparel/Knitwear": "aa-1-13", Home: "hg-3" });
    const merged = await tenant.call("PATCH", "/v1/channels/shopify", { category_taxonomy: { Home: null, Toys: "tg-5" } });
    expect(merged.json.category_taxonomy).toEqual({ "Apparel/Knitwear": "aa-1-13", Toys: "tg-5" });
    expect(merged.json.skip_incomplete).toBe(false);

    const wrong = expectError(
      await tenant.call("PATCH", "/v1/channels/shopify", { category_taxonomy: { Garden: "Apparel > Shirts", "/": "aa-1" } }),
      422,
      "validation_failed",
    );
    expect(wrong.details).toEqual([
      { path: "category_taxonomy.Garden", message: "a Shopify taxonomy category ID such as aa-1-13" },
      { path: "category_taxonomy./", message: "a category path such as Apparel/Knitwear" },
    ]);
    const woocommerce = expectError(
      await tenant.call("PATCH", "/v1/channels/woocommerce", { category_taxonomy: { Toys: "tg-5" } }),
      422,
      "validation_failed",
    );
    expect(woocommerce.details).toEqual([{ path: "category_taxonomy", message: "WooCommerce's file has no taxonomy column" }]);
    // Nothing changed by the refused requests.
    expect((await tenant.call("GET", "/v1/channels")).json.channels[0].category_taxonomy).toEqual({
      "Apparel/Knitwear": "aa-1-13",
      Toys: "tg-5",
    });
  });
});

describe("GET /v1/channels/{slug}/readiness", () => {
  it("answers 422 without a language or for one the organization does not use, 404 for an unknown channel", async () => {
    const tenant = await api.createTenant(["export"], { languages: ["en", "de"] });
    const none = expectError(await tenant.call("GET", "/v1/channels/shopify/readiness"), 422, "validation_failed");
    expect(none.details.map((detail) => detail.path)).toEqual(["language"]);
    const unused = expectError(await tenant.call("GET", "/v1/channels/shopify/readiness?language=fr"), 422, "validation_failed");
    expect(unused.details).toEqual([
      { path: "language", message: "The organization does not use fr; its languages are en, de." },
    ]);
    expectError(await tenant.call("GET", "/v1/channels/shopify/readiness?language=english"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/channels/shopify/readiness?language=en&extra=1"), 422, "validation_failed");
    expectError(await tenant.call("GET", "/v1/channels/amazon/readiness?language=en"), 404, "not_found");
  });

  it("counts an empty catalog as nothing missing", async () => {
    const tenant = await api.createTenant(["export"]);
    expect((await tenant.call("GET", "/v1/channels/woocommerce/readiness?language=de")).json).toEqual({
      channel: "woocommerce",
      language: "de",
      total: 0,
      complete: 0,
      incomplete: 0,
      no_published_record: 0,
      missing_columns: [],
      warnings: [],
      stale: { count: 0, facts: [] },
    });
  });
});
