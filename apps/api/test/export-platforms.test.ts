// The files as each platform's importer reads them back (test/importers.ts): every way a shop took
// our file and ended up other than the catalog says, one test each, on the API's real answers.
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@proseo/core";
import { recountReadiness } from "@proseo/core/testing/readiness";
import { writeContentForTest } from "@proseo/core/testing/content";
import { readShopifyFile, readWooCommerceFile } from "./importers.js";
import { expectError, startApi, type Api, type Tenant } from "./support.js";

const PUBLIC_API_URL = "https://shop-feeds.example.com";
let api: Api;
beforeAll(async () => (api = await startApi({ PUBLIC_API_URL })));
afterAll(() => api.close());

type Values = Record<string, Record<string, unknown>>;

async function newTenant(languages = ["en", "de"]) {
  return api.createTenant(["catalog:read", "catalog:write", "content:manage", "export"], { languages });
}

/** Content in `language` (English by default), published unless told not to. */
async function content(tenant: Tenant, productId: string, values: Values, publish = true) {
  const version = await writeContentForTest(api.deps, tenant.org.id, productId, values);
  if (publish) expect((await tenant.call("POST", `/v1/products/${productId}/publish`, { version })).status).toBe(200);
}

const english = (title: string, extra: Values = {}): Values => ({
  title: { en: title },
  description: { en: `<p>${title}, described.</p>` },
  short_description: { en: `${title}, briefly.` },
  meta_title: { en: `${title} | Shop` },
  meta_description: { en: `Buy ${title}.` },
  ...extra,
});

/** The full product file (format=products) with the generated title as the name. */
async function file(tenant: Tenant, channel: string, language = "en") {
  const response = await tenant.call(
    "GET",
    `/v1/export/catalog.csv?language=${language}&channel=${channel}&format=products&name=title`,
  );
  expect(response.status, response.text).toBe(200);
  return response.text;
}

const woocommerce = async (tenant: Tenant, language = "en") => readWooCommerceFile(await file(tenant, "woocommerce", language));
const shopify = async (tenant: Tenant, language = "en") => readShopifyFile(await file(tenant, "shopify", language));
const bySku = <T extends { sku: string }>(products: T[], sku: string) => products.find((product) => product.sku === sku)!;

describe("attributes never overwrite the platform's own fields (1, 6, 9)", () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await newTenant();
    const ids = await api.importProducts(tenant, [
      {
        sku: "BAG-1",
        name: "Daypack",
        category: "Bags",
        source_data: {
          type: "daypack",
          tags: "hiking, travel",
          weight: "290 g",
          stock: 12,
          width: "30 cm",
          title: "Trail daypack",
          description: "Roomy",
          material: "canvas, waxed",
          colour: { en: "Olive", de: "Oliv" },
        },
      },
    ]);
    await content(tenant, ids["BAG-1"]!, english("Trail Daypack", { keywords: { en: ["daypack"] } }));
  });

  it("writes every attribute as a WooCommerce product attribute and a Shopify metafield, none read as a field", async () => {
    const [bag] = await woocommerce(tenant);
    expect(bag).toMatchObject({ sku: "BAG-1", name: "Trail Daypack", status: "publish", tags: ["daypack"], otherFields: {} });
    // Columns named like content attributes first (those exist from the organization's start), then the rest by code,
    // each named as shoppers read it (the facts model's word for the concept, else the code made readable).
    expect(bag!.attributes).toEqual([
      { name: "Description", values: ["Roomy"], visible: true, global: false },
      { name: "Title", values: ["Trail daypack"], visible: true, global: false },
      { name: "Colour", values: ["Olive"], visible: true, global: false },
      { name: "Material", values: ["canvas, waxed"], visible: true, global: false },
      { name: "Stock", values: ["12"], visible: true, global: false },
      { name: "Tags", values: ["hiking, travel"], visible: true, global: false },
      { name: "Type", values: ["daypack"], visible: true, global: false },
      { name: "Weight", values: ["290 g"], visible: true, global: false },
      { name: "Width", values: ["30 cm"], visible: true, global: false },
    ]);
    const [shopifyBag] = await shopify(tenant);
    expect(shopifyBag).toMatchObject({ title: "Trail Daypack", tags: ["daypack"], type: "Bags", ignored: [] });
    expect(shopifyBag!.metafields).toMatchObject({
      "custom.description": "Roomy",
      "custom.type": "daypack",
      "custom.tags": "hiking, travel",
      "custom.title": "Trail daypack",
      "custom.material": "canvas, waxed",
    });
  });

  it("refuses a column name that clashes, naming the clash, and changes nothing", async () => {
    const before = (await tenant.call("GET", "/v1/attributes")).json;
    const refused = async (body: Record<string, unknown>, code = "material") =>
      expectError(await tenant.call("PATCH", `/v1/attributes/${code}`, body), 422, "validation_failed").details;

    // A column the channel writes itself, whatever its case and blanks: in both channels' files.
    expect(await refused({ external_code: " NAME " })).toEqual([
      { path: "external_code", message: `WooCommerce's file already has a column "NAME".` },
    ]);
    expect(await refused({ external_code: "Tags" })).toEqual([
      { path: "external_code", message: `Shopify's file already has a column "Tags".` },
      { path: "external_code", message: `WooCommerce's file already has a column "Tags".` },
    ]);
    // Headers WooCommerce's importer maps to its own fields: aliases, field keys, numbered families.
    for (const name of ["Regular price", "tag_ids", "post_excerpt", "Weight (kg)", "Attribute 3 name", "Meta: _price", "Stock"]) {
      expect(await refused({ channel_codes: { woocommerce: name } }), name).toEqual([
        {
          path: "channel_codes.woocommerce",
          message: `WooCommerce's importer reads a column "${name}" as one of its own fields.`,
        },
      ]);
    }
    expect(await refused({ channel_codes: { shopify: "Variant Price" } })).toEqual([
      { path: "channel_codes.shopify", message: `Shopify's importer reads a column "Variant Price" as one of its own fields.` },
    ]);
    // Another attribute's column in that channel, named or in the platform's form.
    expect((await tenant.call("PATCH", "/v1/attributes/colour", { channel_codes: { woocommerce: "Meta: colour" } })).status).toBe(
      200,
    );
    expect(await refused({ channel_codes: { woocommerce: "meta: COLOUR" } })).toEqual([
      {
        path: "channel_codes.woocommerce",
        message: `Another attribute already has the column "meta: COLOUR" in WooCommerce's file.`,
      },
    ]);
    expect(await refused({ channel_codes: { shopify: "width (product.metafields.custom.width)" } })).toEqual([
      {
        path: "channel_codes.shopify",
        message: `Another attribute already has the column "width (product.metafields.custom.width)" in Shopify's file.`,
      },
    ]);
    const after = (await tenant.call("GET", "/v1/attributes")).json.attributes;
    expect(after.find((attribute: { code: string }) => attribute.code === "material")).toEqual(
      before.attributes.find((attribute: { code: string }) => attribute.code === "material"),
    );
  });

  it("names a column per channel: each file has its own, and the other keeps the platform's form", async () => {
    const set = await tenant.call("PATCH", "/v1/attributes/material", {
      channel_codes: { shopify: "Material (product.metafields.custom.material)", woocommerce: "Meta: material" },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({
      external_code: null,
      channel_codes: { shopify: "Material (product.metafields.custom.material)", woocommerce: "Meta: material" },
      woocommerce_form: "attribute",
    });
    const [bag] = await woocommerce(tenant);
    expect(bag!.meta).toMatchObject({ material: "canvas, waxed", colour: "Olive" });
    expect(bag!.attributes.map(({ name }) => name)).not.toContain("Material");
    const text = await file(tenant, "shopify");
    expect(text.split("\r\n")[0]).not.toContain("Meta: material");
    expect(readShopifyFile(text)[0]!.metafields["custom.material"]).toBe("canvas, waxed");

    // The form for WooCommerce: a custom field instead of a product attribute.
    expect((await tenant.call("PATCH", "/v1/attributes/type", { woocommerce_form: "meta" })).json.woocommerce_form).toBe("meta");
    const [again] = await woocommerce(tenant);
    expect(again!.meta.type).toBe("daypack");
    expect(again!.otherFields).toEqual({});
    // null clears a channel's name: the attribute is back in the platform's form.
    await tenant.call("PATCH", "/v1/attributes/material", { channel_codes: { woocommerce: null } });
    expect((await woocommerce(tenant))[0]!.attributes.find(({ name }) => name === "Material")?.values).toEqual(["canvas, waxed"]);
  });
});

describe("values as each importer reads them (2, 4, 5, 8, 10)", () => {
  let tenant: Tenant;
  let ids: Record<string, string>;
  beforeAll(async () => {
    tenant = await newTenant();
    ids = await api.importProducts(tenant, [
      { sku: "HAT-1", name: "Wool hat", brand: "Smith, Jones & Co", category: "Accessories/Hats, Gloves & Scarves" },
      { sku: "SIZE-1", name: "Size chart", brand: "Acme", category: "Tools/Sizes > Large" },
      { sku: "DRAFT-1", name: "Draft product", brand: "Acme", category: "Bags" },
      { sku: "XSS-1", name: "Script kiddie", brand: "Acme", category: "Bags" },
      { sku: "BAG-1", name: "Bag", brand: "Acme", category: "Bags" },
    ]);
    // The built-in writer's text of a product with one sentence to say: that sentence is the short description, and
    // the description holds only the details (packages/writer/src/builtin-writer.ts).
    await content(
      tenant,
      ids["BAG-1"]!,
      english("Bag", {
        short_description: { en: "The Bag weighs 500 g & folds flat." },
        description: { en: "<h2>Product details</h2><ul><li><strong>Weight:</strong> 500 g</li></ul>" },
      }),
    );
    await content(
      tenant,
      ids["HAT-1"]!,
      english("Wool Hat", {
        keywords: { en: ["wool hat", "hats, gloves", "winter"] },
        description: { en: "<p>Warm C:\\temp\\new.</p>" },
      }),
    );
    await content(tenant, ids["SIZE-1"]!, english("Size Chart"));
    await content(tenant, ids["DRAFT-1"]!, english("Draft Product"), false);
    await content(
      tenant,
      ids["XSS-1"]!,
      english("Script Kiddie", {
        short_description: { en: `Hi <script>alert("x")</script> & bye` },
        description: { en: `<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>` },
      }),
    );
  });

  it("escapes commas inside a category level and a keyword, and keeps a level with > as one level", async () => {
    expect(await file(tenant, "woocommerce")).toContain("Tools > Sizes &gt; Large");
    const products = await woocommerce(tenant);
    expect(bySku(products, "HAT-1").categories).toEqual([["Accessories", "Hats, Gloves & Scarves"]]);
    expect(bySku(products, "HAT-1").tags).toEqual(["wool hat", "hats, gloves", "winter"]);
    expect(bySku(products, "SIZE-1").categories).toEqual([["Tools", "Sizes > Large"]]);
    // Shopify splits tags on every comma and has no escape: the keyword's comma becomes a space.
    expect(bySku(await shopify(tenant), "HAT-1").tags).toEqual(["wool hat", "hats gloves", "winter"]);
    const readiness = (await tenant.call("GET", "/v1/channels/woocommerce/readiness?language=en")).json;
    expect(readiness.warnings).toEqual([
      {
        code: "category_level_separator",
        count: 1,
        message: `A category level contains ">", which WooCommerce's importer reads as the start of another level; the file writes it as an HTML entity, which the shop shows as ">" but stores as "&gt;".`,
      },
    ]);
    expect((await tenant.call("GET", "/v1/channels/shopify/readiness?language=en")).json.warnings).toEqual([]);
  });

  it("publishes with 1, writes unpublished products as drafts (-1, not private 0) and exports the brand", async () => {
    const products = await woocommerce(tenant);
    expect(bySku(products, "HAT-1")).toMatchObject({ status: "publish", brands: [["Smith Jones & Co"]] });
    expect(bySku(products, "DRAFT-1")).toMatchObject({ status: "draft", brands: [["Acme"]] });
    expect(bySku(await shopify(tenant), "DRAFT-1")).toMatchObject({ status: "draft", publishedOnlineStore: false });
  });

  it("drafts a product without content in the file's language", async () => {
    expect(bySku(await woocommerce(tenant, "de"), "HAT-1")).toMatchObject({ status: "draft", description: "" });
    expect(bySku(await shopify(tenant, "de"), "HAT-1")).toMatchObject({ status: "draft", publishedOnlineStore: false });
    expect(bySku(await shopify(tenant, "en"), "HAT-1")).toMatchObject({ status: "active", publishedOnlineStore: true });
  });

  it("writes the short description as HTML that shows the text, and the description without scripts", async () => {
    const xss = bySku(await woocommerce(tenant), "XSS-1");
    expect(xss.shortDescription).toBe("<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye</p>");
    expect(xss.description).toBe("<p>Hello</p><a>x</a>");
    expect(bySku(await shopify(tenant), "XSS-1").description).toBe("<p>Hello</p><a>x</a>");
    // WooCommerce removes every backslash from a description: written as entities, they stay.
    expect(bySku(await woocommerce(tenant), "HAT-1").description).toBe("<p>Warm C:&#92;temp&#92;new.</p>");
  });

  it("opens Shopify's Body, which has no short description beside it, with the short description where the description has no paragraph", async () => {
    expect(bySku(await shopify(tenant), "BAG-1").description).toBe(
      "<p>The Bag weighs 500 g &amp; folds flat.</p><h2>Product details</h2><ul><li><strong>Weight:</strong> 500 g</li></ul>",
    );
    // WooCommerce shows the short description beside the description: each stays in its own column.
    const bag = bySku(await woocommerce(tenant), "BAG-1");
    expect(bag.description).toBe("<h2>Product details</h2><ul><li><strong>Weight:</strong> 500 g</li></ul>");
    expect(bag.shortDescription).toBe("<p>The Bag weighs 500 g &amp; folds flat.</p>");
    // A description with paragraphs of its own is the Body as it is.
    expect(bySku(await shopify(tenant), "HAT-1").description).toBe("<p>Warm C:\\temp\\new.</p>");
  });

  it("writes Shopify's Product category only for a category mapped to its taxonomy", async () => {
    expect(bySku(await shopify(tenant), "HAT-1")).toMatchObject({ productCategory: "", type: "Hats, Gloves & Scarves" });
    await tenant.call("PATCH", "/v1/channels/shopify", {
      category_taxonomy: { "Accessories/Hats, Gloves & Scarves": "aa-2-17" },
    });
    const products = await shopify(tenant);
    expect(bySku(products, "HAT-1")).toMatchObject({ productCategory: "aa-2-17", type: "Hats, Gloves & Scarves" });
    expect(bySku(products, "SIZE-1").productCategory).toBe("");
  });
});

describe("a catalog imported from the shop's own export (issue 42)", () => {
  it("never writes the platform's own export columns back as attributes or metafields", async () => {
    const tenant = await newTenant(["en"]);
    await api.importProducts(tenant, [
      {
        sku: "WOO-1",
        name: "Hose",
        source_data: {
          // A row of WooCommerce's own export, and of Shopify's.
          "Regular price": "89.90",
          "Weight (kg)": "0.5",
          "Short description": "A hose.",
          Parent: "",
          "Attribute 1 name": "Length",
          "Attribute 1 value(s)": "20 m",
          "Meta: _wc_gla_brand": "Grünwerk",
          "Variant Price": "89.90",
          "Body (HTML)": "<p>A hose.</p>",
          "Option1 Name": "Length",
          // Data of the product's own, in either form.
          length_m: 20,
          type: "garden hose",
          "Fabric (product.metafields.shopify.fabric)": "PVC",
        },
      },
    ]);
    const [hose] = await woocommerce(tenant);
    expect(hose!.attributes.map(({ name }) => name)).toEqual([
      "Body html",
      "Material",
      "Option1 name",
      "Price",
      "Length (m)",
      "Type",
    ]);
    // Only the SEO fields the file writes itself: no custom field from `Meta: _wc_gla_brand`.
    expect(Object.keys(hose!.meta)).toEqual(["_yoast_wpseo_title", "_yoast_wpseo_metadesc"]);
    const [shopHose] = await shopify(tenant);
    expect(Object.keys(shopHose!.metafields).sort()).toEqual([
      "custom.attribute_1_name",
      "custom.attribute_1_value_s",
      "custom.fabric_product_metafields_shopify_fabric",
      "custom.length_m",
      "custom.meta__wc_gla_brand",
      "custom.parent",
      "custom.regular_price",
      "custom.short_description",
      "custom.type",
      "custom.weight_kg",
    ]);
  });
});

describe("nothing executable reaches the shop, identifiers as the catalog has them (issue 42)", () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await newTenant(["en"]);
    const ids = await api.importProducts(tenant, [
      {
        sku: "-M5-NEG",
        name: '[products limit="2"] Gift Box',
        brand: "[brand_shortcode]",
        category: "Gifts/[sale_products]",
        source_data: { note: "[woocommerce_my_account]", sizes: ["[S]", "M"] },
      },
      { sku: "@HOME-01", name: "=Home", source_data: { note: "plain" } },
    ]);
    await content(tenant, ids["-M5-NEG"]!, {
      title: { en: '[products limit="2"] Gift Box' },
      description: { en: '<p>See [woocommerce_my_account] and <a href="https://x.example/[cart]">[cart]</a>.</p>' },
      short_description: { en: "[products] in a box" },
      meta_title: { en: "[gallery] Gift Box" },
      meta_description: { en: "Buy [products]." },
      keywords: { en: ["[tag]"] },
    });
  });

  it("writes no [ that could open a WordPress shortcode in any WooCommerce field, and the shop shows it as written", async () => {
    const text = await file(tenant, "woocommerce");
    expect(text).not.toContain("[");
    const box = bySku(readWooCommerceFile(text), "-M5-NEG");
    expect(box).toMatchObject({
      name: '[products limit="2"] Gift Box',
      categories: [["Gifts", "[sale_products]"]],
      tags: ["[tag]"],
      brands: [["[brand_shortcode]"]],
      meta: { _yoast_wpseo_title: "[gallery] Gift Box", _yoast_wpseo_metadesc: "Buy [products]." },
    });
    expect(box.shortDescription).toBe("<p>&#91;products] in a box</p>");
    expect(box.description).toBe(
      '<p>See &#91;woocommerce_my_account] and <a href="https://x.example/&#91;cart]">&#91;cart]</a>.</p>',
    );
    expect(box.attributes).toEqual([
      { name: "Note", values: ["[woocommerce_my_account]"], visible: true, global: false },
      { name: "Sizes", values: ["[S]", "M"], visible: true, global: false },
    ]);
  });

  it("writes SKUs as the catalog has them: both importers would keep a formula guard", async () => {
    const woo = readWooCommerceFile(await file(tenant, "woocommerce"));
    expect(woo.map(({ sku }) => sku).sort()).toEqual(["-M5-NEG", "@HOME-01"]);
    // The name is HTML in WooCommerce: an entity, not a guard, keeps a spreadsheet from running it.
    expect(bySku(woo, "@HOME-01").name).toBe("=Home");
    const shop = await shopify(tenant);
    expect(shop.map(({ sku, title }) => [sku, title]).sort()).toEqual([
      ["-M5-NEG", '[products limit="2"] Gift Box'],
      ["@HOME-01", "=Home"],
    ]);
  });
});

describe("values a shop shows", () => {
  it("writes metric, price and dimension objects as text in the file's language, not as JSON", async () => {
    const tenant = await newTenant();
    await api.importProducts(tenant, [
      {
        sku: "TV-32",
        name: "Television",
        source_data: {
          weight: { amount: 4900, unit: "GRAM" },
          display_diagonal: { amount: "32.0000", unit: "INCH" },
          price: [
            { amount: "299.00", currency: "EUR" },
            { amount: 329, currency: "USD" },
          ],
          dimensions: { width: 72.5, depth: 18, height: 43, unit: "cm" },
          settings: { "picture mode": "cinema" },
        },
      },
    ]);
    const attributes = (products: Awaited<ReturnType<typeof woocommerce>>) =>
      Object.fromEntries(products[0]!.attributes.map(({ name, values }) => [name, values]));
    // Named in German where the facts model has the word, else by the column made readable.
    expect(attributes(await woocommerce(tenant, "de"))).toEqual({
      Abmessungen: ["72,5 × 18 × 43 cm (B × T × H)"],
      Bildschirmdiagonale: ["32 Zoll"],
      Price: ["299.00 EUR", "329.00 USD"],
      Settings: ['{"picture mode":"cinema"}'],
      Gewicht: ["4.900 g"],
    });
    expect(bySku(await shopify(tenant, "en"), "TV-32").metafields).toEqual({
      "custom.dimensions": "72.5 × 18 × 43 cm (W × D × H)",
      "custom.display_diagonal": "32 in",
      "custom.price": "299.00 EUR; 329.00 USD",
      "custom.settings": `{"picture mode":"cinema"}`,
      "custom.weight": "4,900 g",
    });
  });
});

describe("price, weight and dimensions in the shop's currency and units", () => {
  it("fills the platforms' own fields from the attributes named for them, and refuses an unknown one", async () => {
    const tenant = await newTenant();
    await api.importProducts(tenant, [
      {
        sku: "DESK-1",
        name: "Desk",
        source_data: {
          prices: [
            { amount: "349.00", currency: "EUR" },
            { amount: 379.5, currency: "USD" },
          ],
          weight: { amount: 18500, unit: "GRAM" },
          size: "120 x 60 x 75 cm",
        },
      },
      { sku: "DESK-2", name: "Stool", source_data: { prices: [{ amount: 20, currency: "USD" }], weight: 4 } },
    ]);
    // Without the fields named, the files have no such columns.
    expect((await file(tenant, "woocommerce")).split("\r\n")[0]).not.toContain("regular_price");
    const refused = expectError(
      await tenant.call("PATCH", "/v1/channels/woocommerce", {
        product_fields: { price: { attribute: "cost", currency: "EUR" } },
      }),
      422,
      "validation_failed",
    );
    expect(refused.details).toEqual([{ path: "product_fields.price.attribute", message: "no imported attribute cost" }]);
    expectError(
      await tenant.call("PATCH", "/v1/channels/woocommerce", {
        product_fields: { weight: { attribute: "weight", unit: "stone" } },
      }),
      422,
      "validation_failed",
    );
    for (const channel of ["woocommerce", "shopify"]) {
      const set = await tenant.call("PATCH", `/v1/channels/${channel}`, {
        product_fields: {
          price: { attribute: "prices", currency: "EUR" },
          weight: { attribute: "weight", unit: "lb" },
          dimensions: { attribute: "size", unit: "in" },
        },
      });
      expect(set.status).toBe(200);
      expect(set.json.product_fields.weight).toEqual({ attribute: "weight", unit: "lb" });
    }
    const woo = readWooCommerceFile(await file(tenant, "woocommerce"));
    expect(bySku(woo, "DESK-1").otherFields).toEqual({
      regular_price: "349.00",
      weight: "40.7855",
      length: "23.622",
      width: "47.2441",
      height: "29.5276",
    });
    // No price in the shop's currency, a weight without a unit: left empty, not guessed.
    expect(bySku(woo, "DESK-2").otherFields).toEqual({ regular_price: "", weight: "", length: "", width: "", height: "" });
    const shop = (await file(tenant, "shopify")).split("\r\n")[0]!;
    // The attributes that fill the fields are not also metafield columns.
    expect(shop).toMatch(/,SEO description,Price,Weight value \(grams\),Weight unit for display$/);
    const records = readShopifyFile(await file(tenant, "shopify"));
    expect(bySku(records, "DESK-1")).toMatchObject({ price: "349.00", grams: "18500", weightUnit: "lb", ignored: [] });
    // The attributes that fill the fields are those fields, not also attribute rows.
    expect(bySku(woo, "DESK-1").attributes).toEqual([]);
    expect(bySku(records, "DESK-1").metafields).toEqual({});
    // Stops filling a field: its columns leave the file.
    await tenant.call("PATCH", "/v1/channels/woocommerce", { product_fields: { dimensions: null } });
    expect(Object.keys(bySku(readWooCommerceFile(await file(tenant, "woocommerce")), "DESK-1").otherFields)).toEqual([
      "regular_price",
      "weight",
    ]);
  });
});

describe("one price reader for files and feeds (issue 42)", () => {
  // Prices as shops and PIMs hold them, each with what a shop must sell the product at ('' = no price).
  const PRICES: [string, unknown, string][] = [
    ["P-TEXT", "89.90", "89.90"],
    ["P-INT", 79, "79.00"],
    ["P-FLOAT", 9.99, "9.99"],
    ["P-COMMA-EURO", "129,00 €", "129.00"],
    ["P-EURO-FIRST", "€59.90", "59.90"],
    ["P-CODE", "1.299,50 EUR", "1299.50"],
    ["P-THOUSANDS", "1,299.00", "1299.00"],
    ["P-OBJECT", { amount: "45.5", currency: "EUR" }, "45.50"],
    [
      "P-LIST",
      [
        { amount: 30, currency: "USD" },
        { amount: 27, currency: "EUR" },
      ],
      "27.00",
    ],
    ["P-DOLLAR", "$19.00", ""],
    ["P-WORDS", "call us", ""],
    ["P-ZERO", "0", ""],
  ];

  it("fills Regular price and Price from every form, in the shop's currency, and counts the rest as missing", async () => {
    const tenant = await newTenant(["en"]);
    const ids = await api.importProducts(
      tenant,
      PRICES.map(([sku, price]) => ({ sku, name: `Item ${sku}`, source_data: { price, sale: "5,00 €", colour: "red" } })),
    );
    for (const [sku] of PRICES) await content(tenant, ids[sku]!, english(`Item ${sku}`));
    for (const channel of ["woocommerce", "shopify"]) {
      const set = await tenant.call("PATCH", `/v1/channels/${channel}`, {
        product_fields: { price: { attribute: "price", currency: "EUR" }, sale_price: { attribute: "sale" } },
      });
      expect(set.status, set.text).toBe(200);
    }
    const woo = await woocommerce(tenant);
    const shop = await shopify(tenant);
    for (const [sku, , expected] of PRICES) {
      const sale = expected ? "5.00" : "";
      expect(bySku(woo, sku).otherFields, sku).toEqual({ regular_price: expected, sale_price: sale });
      // Never also an attribute row ("price 89.90"): only the colour is an attribute.
      expect(
        bySku(woo, sku).attributes.map(({ name }) => name),
        sku,
      ).toEqual(["Colour"]);
      expect(bySku(shop, sku), sku).toMatchObject({ price: sale || expected, compareAtPrice: sale ? expected : "" });
    }
    // Readiness names the products the shop could not sell: those whose price cannot be read.
    for (const channel of ["woocommerce", "shopify"]) {
      const readiness = (await tenant.call("GET", `/v1/channels/${channel}/readiness?language=en`)).json;
      const column = channel === "woocommerce" ? "regular_price" : "Price";
      expect(readiness, channel).toMatchObject({ total: 12, complete: 9, missing_columns: [{ column, count: 3 }] });
      const counted = await recountReadiness(api.deps, tenant.org, channel, "en");
      expect(counted).toMatchObject({ complete: 9, missingColumns: [{ column, count: 3 }] });
    }
    // The feed reads the same cells alike.
    await tenant.call("PATCH", "/v1/channels/google_merchant", {
      settings: { price_column: "price", currency: "EUR", link_template: "https://shop.example.com/p/{sku}" },
    });
    const feed = await tenant.call("GET", "/v1/channels/google_merchant/feed?language=en");
    expect(feed.status, feed.text).toBe(200);
    const rows = Papa.parse<Record<string, string>>(feed.text, { delimiter: "\t", header: true, skipEmptyLines: true }).data;
    for (const [sku, , expected] of PRICES) {
      expect(rows.find((row) => row.id === sku)?.price, sku).toBe(expected ? `${expected} EUR` : "");
    }
  });

  it("refreshes readiness when the price field changes, and stops counting once it is removed", async () => {
    const tenant = await newTenant(["en"]);
    const ids = await api.importProducts(tenant, [
      { sku: "R-1", name: "One", source_data: { price: "12,50 €" } },
      { sku: "R-2", name: "Two", source_data: { price: "n/a" } },
    ]);
    for (const sku of ["R-1", "R-2"]) await content(tenant, ids[sku]!, english(sku));
    const readiness = async () => (await tenant.call("GET", "/v1/channels/woocommerce/readiness?language=en")).json;
    expect(await readiness()).toMatchObject({ complete: 2, missing_columns: [] });
    await tenant.call("PATCH", "/v1/channels/woocommerce", {
      product_fields: { price: { attribute: "price", currency: "EUR" } },
    });
    expect(await readiness()).toMatchObject({ complete: 1, missing_columns: [{ column: "regular_price", count: 1 }] });
    await tenant.call("PATCH", "/v1/channels/woocommerce", {
      product_fields: { price: { attribute: "price", currency: "USD" } },
    });
    expect(await readiness()).toMatchObject({ complete: 0, missing_columns: [{ column: "regular_price", count: 2 }] });
    await tenant.call("PATCH", "/v1/channels/woocommerce", { product_fields: { price: null } });
    expect(await readiness()).toMatchObject({ complete: 2, missing_columns: [] });
  });
});

/** Both shop channels group variants by the attribute `group` and read prices in euros from `price`. */
async function groupByAttribute(tenant: Tenant) {
  for (const channel of ["woocommerce", "shopify"]) {
    const set = await tenant.call("PATCH", `/v1/channels/${channel}`, {
      settings: { item_group_column: "group" },
      product_fields: { price: { attribute: "price", currency: "EUR" } },
    });
    expect(set.status, set.text).toBe(200);
  }
}

describe("variants: products that share a variant group (issue 42)", () => {
  let tenant: Tenant;
  // Three sizes and two colours of one T-shirt, sharing the material; a product of no group; a group of one.
  const TEE = [
    ["TEE-S-RED", "S", { en: "Red", de: "Rot" }, "19.90"],
    ["TEE-M-RED", "M", { en: "Red", de: "Rot" }, "19.90"],
    ["TEE-L-BLUE", "L", { en: "Blue", de: "Blau" }, "21.50"],
  ] as const;
  /** The group's members in id order: the export's, whose first member's row carries the group's product. */
  let members: (typeof TEE)[number][];
  beforeAll(async () => {
    tenant = await newTenant();
    const ids = await api.importProducts(tenant, [
      ...TEE.map(([sku, size, colour, price]) => ({
        sku,
        name: "Organic tee",
        category: "Apparel/T-shirts",
        source_data: { group: "M5-TEE", size, colour, material: "cotton", price },
      })),
      { sku: "MUG-1", name: "Mug", source_data: { material: "stoneware", price: "9.00" } },
      { sku: "CAP-1", name: "Cap", source_data: { group: "CAPS", size: "one size", material: "wool", price: "15" } },
    ]);
    members = [...TEE].sort(([a], [b]) => (ids[a]! < ids[b]! ? -1 : 1));
    for (const [sku] of TEE) await content(tenant, ids[sku]!, english(`Organic Tee ${sku}`));
    await content(tenant, ids["MUG-1"]!, english("Mug"));
    const base = await api.deps.blobStore.put(Buffer.from("tee S"), "png", tenant.org.id);
    await api.deps.db.mediaItem.create({
      data: {
        id: newId("med"),
        orgId: tenant.org.id,
        productId: ids["TEE-S-RED"]!,
        role: "base",
        type: "image",
        blobKey: base,
        position: 0,
        origin: "upload",
      },
    });
    await groupByAttribute(tenant);
  });

  it("writes a WooCommerce variable product before its variations, told apart by the attributes that differ", async () => {
    const text = await file(tenant, "woocommerce");
    const rows = readWooCommerceFile(text);
    const types = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data.map(
      (row) => `${row.Type} ${row.SKU}`,
    );
    // The group's product first, where its first member would be; the group of one and the mug stay simple.
    expect(types.filter((row) => !/MUG|CAP/.test(row))).toEqual([
      "variable M5-TEE",
      ...members.map(([sku]) => `variation ${sku}`),
    ]);
    expect(types.filter((row) => /MUG|CAP/.test(row)).sort()).toEqual(["simple CAP-1", "simple MUG-1"]);
    const product = bySku(rows, "M5-TEE");
    const [[firstSku]] = members as [(typeof TEE)[number]];
    expect(product).toMatchObject({ name: `Organic Tee ${firstSku}`, categories: [["Apparel", "T-shirts"]] });
    expect(product.otherFields).toMatchObject({ regular_price: "", parent_id: "" });
    expect(product.attributes).toEqual([
      { name: "Colour", values: [...new Set(members.map(([, , colour]) => colour.en))], visible: true, global: false },
      { name: "Material", values: ["cotton"], visible: true, global: false },
      { name: "Size", values: members.map(([, size]) => size), visible: true, global: false },
    ]);
    for (const [sku, size, colour, price] of TEE) {
      const variation = bySku(rows, sku);
      expect(variation.otherFields, sku).toMatchObject({ parent_id: "M5-TEE", regular_price: price });
      expect(variation.attributes, sku).toEqual([
        { name: "Colour", values: [colour.en], visible: true, global: false },
        { name: "Size", values: [size], visible: true, global: false },
      ]);
      expect(variation).toMatchObject({ description: "", shortDescription: "", categories: [], tags: [] });
    }
    expect(bySku(rows, "TEE-S-RED").images).toHaveLength(1);
    expect(bySku(rows, "MUG-1").otherFields).toMatchObject({ parent_id: "", regular_price: "9.00" });
    // In German, the options are the German values.
    expect(bySku(readWooCommerceFile(await file(tenant, "woocommerce", "de")), "M5-TEE").attributes[0]).toMatchObject({
      values: [...new Set(members.map(([, , colour]) => colour.de))],
    });
  });

  it("writes Shopify rows of one handle: the product on the first, each variant's option values, SKU and price", async () => {
    const text = await file(tenant, "shopify");
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    const tee = rows.filter((row) => row["URL handle"] === "m5-tee");
    expect(
      tee.map((row) => [
        row.Title,
        row.SKU,
        row["Option1 name"],
        row["Option1 value"],
        row["Option2 name"],
        row["Option2 value"],
        row.Price,
      ]),
    ).toEqual(
      members.map(([sku, size, colour, price], index) =>
        index === 0
          ? [`Organic Tee ${sku}`, sku, "Colour", colour.en, "Size", size, price]
          : ["", sku, "", colour.en, "", size, price],
      ),
    );
    expect(tee[0]).toMatchObject({ Status: "active", Description: `<p>Organic Tee ${members[0]![0]}, described.</p>` });
    const red = tee.find((row) => row.SKU === "TEE-S-RED")!;
    expect(red["Variant image URL"]).toMatch(/\/v1\/images\/.*\/tee-s-red\.png$/);
    expect(tee.slice(1).map((row) => [row.Status, row.Description, row["SEO title"]])).toEqual([
      ["", "", ""],
      ["", "", ""],
    ]);
    // The option values are not also metafields of the variants' rows.
    expect(tee.map((row) => row["Size (product.metafields.custom.size)"])).toEqual(["", "", ""]);
    expect(tee.map((row) => row["Material (product.metafields.custom.material)"])).toEqual(["cotton", "", ""]);
    expect(rows.find((row) => row.SKU === "MUG-1")).toMatchObject({ "URL handle": "mug-1", "Option1 name": "", Price: "9.00" });
  });
});

/** A file as rows keyed by header, with its header. */
async function rowsOf(tenant: Tenant, query: string) {
  const response = await tenant.call("GET", `/v1/export/catalog.csv?${query}`);
  expect(response.status, response.text).toBe(200);
  const parsed = Papa.parse<Record<string, string>>(response.text, { header: true, skipEmptyLines: true });
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

describe("the content update, the default file (issue 42)", () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await newTenant();
    const ids = await api.importProducts(tenant, [
      ...["S", "M"].map((size) => ({
        sku: `POLO-${size}`,
        name: "Pique polo",
        brand: "Acme",
        category: "Apparel/Polos",
        source_data: { group: "POLO", size, material: "cotton", price: "29.00", fit: "regular" },
      })),
      { sku: "BELT-1", name: "Leather belt", category: "Accessories", source_data: { price: "35", fit: "slim" } },
      { sku: "DRAFT-1", name: "Unwritten scarf", source_data: { price: "12" } },
      { sku: "UNPUB-1", name: "Unpublished hat", source_data: { price: "18" } },
    ]);
    for (const sku of ["POLO-S", "POLO-M", "BELT-1"]) await content(tenant, ids[sku]!, english(`New ${sku} title`));
    await content(tenant, ids["UNPUB-1"]!, english("Unpublished hat title"), false);
    // German content for the belt only.
    await content(tenant, ids["BELT-1"]!, {
      title: { de: "Ledergürtel" },
      description: { de: "<p>Gürtel, beschrieben.</p>" },
      short_description: { de: "Gürtel, kurz." },
      meta_title: { de: "Ledergürtel | Shop" },
      meta_description: { de: "Kaufen Sie den Gürtel." },
    });
    // The fit has a WooCommerce column named by the organization; the material stays the shop's.
    const fit = await tenant.call("PATCH", "/v1/attributes/fit", { channel_codes: { woocommerce: "Meta: fit" } });
    expect(fit.status, fit.text).toBe(200);
    await groupByAttribute(tenant);
  });

  it("carries WooCommerce's SKU, the texts and the columns the organization names, for published products only", async () => {
    const { header, rows } = await rowsOf(tenant, "language=en&channel=woocommerce");
    expect(header).toEqual([
      "SKU",
      "Short description",
      "Description",
      "Meta: _yoast_wpseo_title",
      "Meta: _yoast_wpseo_metadesc",
      "Meta: fit",
    ]);
    // The polo's variable product goes by its group, with the first member's texts; no variation row.
    expect(rows.map((row) => row.SKU).sort()).toEqual(["BELT-1", "POLO"]);
    expect(rows.find((row) => row.SKU === "BELT-1")).toMatchObject({
      "Short description": "<p>New BELT-1 title, briefly.</p>",
      "Meta: _yoast_wpseo_title": "New BELT-1 title | Shop",
      "Meta: fit": "slim",
    });
    // Name only when asked, and then the generated title.
    const named = await rowsOf(tenant, "language=en&channel=woocommerce&name=title");
    expect(named.header.slice(0, 2)).toEqual(["SKU", "Name"]);
    expect(named.rows.find((row) => row.SKU === "BELT-1")?.Name).toBe("New BELT-1 title");
    // The full file keeps the catalog's name unless asked.
    const full = await rowsOf(tenant, "language=en&channel=woocommerce&format=products");
    expect(full.rows.find((row) => row.SKU === "BELT-1")).toMatchObject({ Name: "Leather belt", Categories: "Accessories" });
    expect(full.rows.map((row) => row.SKU)).toContain("DRAFT-1");
  });

  it("carries Shopify's handle and name, the texts, and every variant's options, so that none is lost", async () => {
    const { header, rows } = await rowsOf(tenant, "language=en&channel=shopify");
    expect(header).toEqual([
      "Title",
      "URL handle",
      "Description",
      "SKU",
      "Option1 name",
      "Option1 value",
      "Option2 name",
      "Option2 value",
      "Option3 name",
      "Option3 value",
      "SEO title",
      "SEO description",
    ]);
    expect(rows.find((row) => row.SKU === "BELT-1")).toMatchObject({ Title: "Leather belt", "URL handle": "belt-1" });
    const polo = rows.filter((row) => row["URL handle"] === "polo");
    expect(polo.map((row) => [row.Title, row["Option1 name"], row["Option1 value"]]).sort()).toEqual([
      ["", "", expect.any(String)],
      ["Pique polo", "Size", expect.any(String)],
    ]);
    expect(polo.map((row) => row["Option1 value"]).sort()).toEqual(["M", "S"]);
    expect(rows.some((row) => row.SKU === "UNPUB-1" || row.SKU === "DRAFT-1")).toBe(false);
  });

  it("refuses a second language that would overwrite the shop's, and writes it as translations where the shop has a plugin", async () => {
    const refused = expectError(
      await tenant.call("GET", "/v1/export/catalog.csv?language=de&channel=woocommerce"),
      422,
      "validation_failed",
    );
    expect(refused.details).toEqual([{ path: "language", message: expect.stringContaining("multilingual") }]);
    const shopify = expectError(
      await tenant.call("GET", "/v1/export/catalog.csv?language=de&channel=shopify"),
      422,
      "validation_failed",
    );
    expect(shopify.details).toEqual([{ path: "language", message: expect.stringContaining("format=translations") }]);
    // The full file is for a new shop, in any language.
    expect((await tenant.call("GET", "/v1/export/catalog.csv?language=de&channel=shopify&format=products")).status).toBe(200);

    expect((await tenant.call("PATCH", "/v1/channels/woocommerce", { settings: { multilingual: "wpml" } })).status).toBe(200);
    const english = await rowsOf(tenant, "language=en&channel=woocommerce");
    const german = await rowsOf(tenant, "language=de&channel=woocommerce");
    const wpml = [
      "Meta: _wpml_import_language_code",
      "Meta: _wpml_import_source_language_code",
      "Meta: _wpml_import_translation_group",
    ];
    expect(german.header).toEqual([
      "SKU",
      "Name",
      "Short description",
      "Description",
      "Meta: _yoast_wpseo_title",
      "Meta: _yoast_wpseo_metadesc",
      ...wpml,
      "Meta: fit",
    ]);
    expect(german.rows).toEqual([
      expect.objectContaining({
        SKU: "BELT-1",
        Name: "Ledergürtel",
        "Short description": "<p>Gürtel, kurz.</p>",
        [wpml[0]!]: "de",
        [wpml[1]!]: "en",
        [wpml[2]!]: "belt-1",
      }),
    ]);
    expect(english.rows.find((row) => row.SKU === "BELT-1")).toMatchObject({
      [wpml[0]!]: "en",
      [wpml[1]!]: "",
      [wpml[2]!]: "belt-1",
    });
    expect(english.rows.find((row) => row.SKU === "POLO")).toMatchObject({ [wpml[2]!]: "polo" });

    expect((await tenant.call("PATCH", "/v1/channels/woocommerce", { settings: { multilingual: "polylang" } })).status).toBe(200);
    const polylang = await rowsOf(tenant, "language=de&channel=woocommerce");
    expect(polylang.rows[0]).toMatchObject({ Language: "de", "Translation group": "belt-1" });
    expect(polylang.header.some((name) => name.includes("wpml"))).toBe(false);
  });

  it("takes the shop's language from the channel: then that file is the plain one and the other is refused", async () => {
    const other = await newTenant();
    const [id] = Object.values(await api.importProducts(other, [{ sku: "KANNE-1", name: "Teekanne" }]));
    await content(other, id!, { title: { de: "Teekanne aus Glas" }, description: { de: "<p>Glas.</p>" } });
    const wrong = expectError(
      await other.call("PATCH", "/v1/channels/woocommerce", { settings: { shop_language: "fr" } }),
      422,
      "validation_failed",
    );
    expect(wrong.details[0]).toMatchObject({ path: "settings.shop_language" });
    expect((await other.call("PATCH", "/v1/channels/woocommerce", { settings: { shop_language: "de" } })).status).toBe(200);
    const german = await rowsOf(other, "language=de&channel=woocommerce");
    expect(german.header).not.toContain("Name");
    expect(german.rows).toEqual([expect.objectContaining({ SKU: "KANNE-1", Description: "<p>Glas.</p>" })]);
    expectError(await other.call("GET", "/v1/export/catalog.csv?language=en&channel=woocommerce"), 422, "validation_failed");
  });
});

describe("what shoppers see: attribute names and values (issue 42)", () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await newTenant();
    await api.importProducts(tenant, [
      {
        sku: "CABLE-1",
        name: "Charging cable",
        source_data: {
          color: "black",
          colour: "white",
          cable_length: "2 m",
          capacity_ml: 500,
          os: "Android",
          connectors: "USB-C | Lightning",
        },
      },
    ]);
  });

  it("names each attribute in the file's language, never by a raw code, with the unit its code carries", async () => {
    const names = async (language: string) => (await woocommerce(tenant, language))[0]!.attributes.map(({ name }) => name).sort();
    expect(await names("en")).toEqual(["Cable length", "Capacity (ml)", "Colour", "Connectors", "Operating system"]);
    expect(await names("de")).toEqual(["Betriebssystem", "Cable length", "Connectors", "Farbe", "Fassungsvermögen (ml)"]);
    const header = (await file(tenant, "shopify")).split("\r\n")[0]!;
    expect(header).toContain("Operating system (product.metafields.custom.attribute_os)");
    expect(header).not.toMatch(/(^|,)(os|cable_length|capacity_ml) \(/);
  });

  it("makes one attribute of one concept, with the values of both columns, and keeps a value with | whole", async () => {
    const [cable] = await woocommerce(tenant);
    const colours = cable!.attributes.filter(({ name }) => name.startsWith("Colour"));
    expect(colours).toEqual([{ name: "Colour", values: ["black", "white"], visible: true, global: false }]);
    // WooCommerce splits a custom attribute's values at every |: the file writes a look-alike.
    expect(cable!.attributes.find(({ name }) => name === "Connectors")?.values).toEqual(["USB-C \u2223 Lightning"]);
  });
});

describe("images that last (7, issue 42)", () => {
  /** An uploaded image item of the product, stored as the upload route stores it. */
  async function upload(owner: Api, orgId: string, productId: string, role: "base" | "gallery", bytes: string, position: number) {
    const blobKey = await owner.deps.blobStore.put(Buffer.from(bytes), "png", orgId);
    const item = {
      id: newId("med"),
      orgId,
      productId,
      role,
      type: "image" as const,
      blobKey,
      position,
      origin: "upload" as const,
    };
    await owner.deps.db.mediaItem.create({ data: item });
    return item;
  }

  it("writes the same address in every export, valid a week later and after, named by the product's handle", async () => {
    const tenant = await newTenant();
    const ids = await api.importProducts(tenant, [{ sku: "IMG-1/Oak", name: "Framed print" }]);
    await content(tenant, ids["IMG-1/Oak"]!, english("Framed Print"));
    const back = await upload(api, tenant.org.id, ids["IMG-1/Oak"]!, "gallery", "back image bytes", 0);
    await upload(api, tenant.org.id, ids["IMG-1/Oak"]!, "base", "front image bytes", 1);

    const [print] = await woocommerce(tenant);
    expect(print!.images).toHaveLength(2);
    for (const url of print!.images) {
      expect(url).toMatch(new RegExp(`^${PUBLIC_API_URL}/v1/images/med_\\w+/[\\w-]+/img-1-oak\\.png$`));
    }
    // Shopify takes the base image on the product's row and each further image on a row of the handle.
    expect(bySku(await shopify(tenant), "IMG-1/Oak")).toMatchObject({ image: print!.images[0], images: print!.images });
    const shopRows = Papa.parse<Record<string, string>>(await file(tenant, "shopify"), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(
      shopRows.map((row) => [row["URL handle"], row.Title, row["Product image URL"], row["Image alt text"], row.Status]),
    ).toEqual([
      ["img-1-oak", "Framed Print", print!.images[0], "Framed Print", "active"],
      ["img-1-oak", "", print!.images[1], "Framed Print", ""],
    ]);
    // A second export, and one eight days later, write the very same addresses: a re-import downloads nothing again.
    expect((await woocommerce(tenant))[0]!.images).toEqual(print!.images);
    api.advance(8 * 24 * 3600 * 1000);
    expect((await woocommerce(tenant))[0]!.images).toEqual(print!.images);
    const served = async (url: string) => fetch(`${api.baseUrl}${new URL(url).pathname}`);
    const front = await served(print!.images[0]!);
    expect(front.status).toBe(200);
    expect(front.headers.get("content-type")).toBe("image/png");
    expect(await front.text()).toBe("front image bytes");
    expect(await (await served(print!.images[1]!)).text()).toBe("back image bytes");
    // A forged or altered signature serves nothing.
    const forged = print!.images[1]!.replace(/\/[\w-]+\/img-1-oak\.png$/, "/AAAAAAAA/img-1-oak.png");
    expect((await served(forged)).status).toBe(404);
    // The item holds another file now: the old address is gone, the file carries a new one.
    const replaced = await api.deps.blobStore.put(Buffer.from("new back bytes"), "png", tenant.org.id);
    await api.deps.db.mediaItem.update({ where: { id: back.id }, data: { blobKey: replaced } });
    expect((await served(print!.images[1]!)).status).toBe(404);
    const [again] = await woocommerce(tenant);
    expect(again!.images[0]).toBe(print!.images[0]);
    expect(await (await served(again!.images[1]!)).text()).toBe("new back bytes");
    // The product deleted: its images are no longer served.
    expect((await tenant.call("DELETE", `/v1/products/${ids["IMG-1/Oak"]}`)).status).toBe(204);
    expect((await served(print!.images[0]!)).status).toBe(404);
    expect((await tenant.call("GET", "/v1/channels/woocommerce/readiness?language=en")).json.warnings).toEqual([]);
  });

  it("addresses images at the address the file is downloaded from without PUBLIC_API_URL, and readiness says so", async () => {
    const local = await startApi();
    try {
      const tenant = await local.createTenant(["catalog:write", "content:manage", "export"], { languages: ["en"] });
      expect((await tenant.call("POST", "/v1/products", { products: [{ sku: "IMG-2", name: "Poster" }] })).status).toBe(200);
      const product = await local.deps.db.product.findFirstOrThrow({ where: { orgId: tenant.org.id } });
      await upload(local, tenant.org.id, product.id, "base", "poster", 0);
      const response = await tenant.call("GET", "/v1/export/catalog.csv?language=en&channel=woocommerce&format=products");
      const [image] = readWooCommerceFile(response.text)[0]!.images;
      expect(image).toMatch(new RegExp(`^${local.baseUrl}/v1/images/med_\\w+/[\\w-]+/img-2\\.png$`));
      expect(await (await fetch(image!)).text()).toBe("poster");
      // Behind a trusted proxy, the forwarded address.
      const proxied = await startApi({ TRUST_PROXY: "1" }, {}, local.database);
      try {
        const forwarded = await fetch(
          `${proxied.baseUrl}/v1/export/catalog.csv?language=en&channel=woocommerce&format=products`,
          {
            headers: {
              authorization: `Bearer ${tenant.key}`,
              "x-forwarded-proto": "https",
              "x-forwarded-host": "shop-api.example.com",
            },
          },
        );
        expect(readWooCommerceFile(await forwarded.text())[0]!.images[0]).toMatch(
          /^https:\/\/shop-api\.example\.com\/v1\/images\//,
        );
      } finally {
        await proxied.close();
      }
      const readiness = (await tenant.call("GET", "/v1/channels/shopify/readiness?language=en")).json;
      expect(readiness.warnings).toEqual([
        {
          code: "images_not_reachable",
          count: 1,
          message:
            "Uploaded images are addressed at the address the file is downloaded from: set PUBLIC_API_URL to the address where Shopify reaches this API, unless it reaches that one.",
        },
      ]);
    } finally {
      await local.close();
    }
  });
});

describe("column names under concurrency", () => {
  it("gives one column name to one attribute when two ask for it at once", async () => {
    const tenant = await newTenant();
    await api.importProducts(tenant, [{ sku: "C-1", name: "Cup", source_data: { glaze: "matte", finish: "smooth" } }]);
    const answers = await Promise.all(
      ["glaze", "finish"].map((code) =>
        tenant.call("PATCH", `/v1/attributes/${code}`, { channel_codes: { woocommerce: "Meta: surface" } }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 422]);
    const attributes = (await tenant.call("GET", "/v1/attributes")).json.attributes as {
      channel_codes: Record<string, string>;
    }[];
    expect(attributes.filter((attribute) => attribute.channel_codes.woocommerce === "Meta: surface")).toHaveLength(1);
  });

  it("keeps every taxonomy mapping sent at once: merges run one at a time", async () => {
    const tenant = await newTenant();
    const paths = ["Apparel/Tops", "Apparel/Knitwear", "Home/Lighting", "Toys/Puzzles"];
    const answers = await Promise.all(
      paths.map((path, index) =>
        tenant.call("PATCH", "/v1/channels/shopify", { category_taxonomy: { [path]: `aa-${index + 1}` } }),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    const [shopify] = (await tenant.call("GET", "/v1/channels")).json.channels;
    expect(shopify.category_taxonomy).toEqual(Object.fromEntries(paths.map((path, index) => [path, `aa-${index + 1}`])));
  });
});
