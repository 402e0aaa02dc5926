import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@proseo/core";
import { writeContentForTest } from "@proseo/core/testing/content";
import { readShopifyFile, readWooCommerceFile } from "./importers.js";
import { expectError, sessionCookie, startApi, type Api } from "./support.js";

const SECRET = "export-test-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;
type Values = Record<string, Record<string, unknown>>;

const SHOPIFY_HEADER =
  "Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Product image URL,Image alt text,SEO title,SEO description";
const WOOCOMMERCE_HEADER =
  "Type,SKU,Name,Published,Short description,Description,Categories,Tags,Brands,Images,Meta: _yoast_wpseo_title,Meta: _yoast_wpseo_metadesc";
const TRANSLATION_HEADER = "Type,Identification,Field,Locale,Market,Status,Default content,Translated content";

/** The file parsed back: its header and its rows as objects keyed by header. */
function parseCsv(text: string): { header: string[]; rows: string[][]; records: Record<string, string>[] } {
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ",", newline: "\r\n", skipEmptyLines: true });
  expect(errors).toEqual([]);
  const [header = [], ...rows] = data;
  return { header, rows, records: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""]))) };
}

/** The file the query names; without a format, the full product file with the generated title as the name. */
async function download(tenant: Tenant, query: string) {
  const full = query.includes("format=") ? query : `${query}&format=products&name=title`;
  const response = await tenant.call("GET", `/v1/export/catalog.csv?${full}`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return { ...parseCsv(response.text), text: response.text, headers: response.headers };
}

async function readiness(tenant: Tenant, channel: string, language: string) {
  const response = await tenant.call("GET", `/v1/channels/${channel}/readiness?language=${language}`);
  expect(response.status).toBe(200);
  return response.json;
}

/** Writes content values as a new version, and publishes it (POST /v1/products/{id}/publish) unless told not to. */
async function content(tenant: Tenant, productId: string, values: Values, publish = true) {
  const version = await writeContentForTest(api.deps, tenant.org.id, productId, values);
  if (publish) expect((await tenant.call("POST", `/v1/products/${productId}/publish`, { version })).status).toBe(200);
  return version;
}

const full = (language: string, title: string): Values => ({
  title: { [language]: title },
  description: { [language]: `<p>${title}</p>` },
  short_description: { [language]: `${title}, briefly.` },
  meta_title: { [language]: `${title} | Shop` },
  meta_description: { [language]: `Buy ${title} today.` },
});
const without = (values: Values, ...attributes: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([attribute]) => !attributes.includes(attribute)));

describe("one completeness rule for the file and the readiness counts", () => {
  it("counts every kind of gap, and the file has `total` rows without skip_incomplete and `complete` with it", async () => {
    const scopes = ["catalog:write", "content:manage", "export"] as const;
    const tenant = await api.createTenant([...scopes], { languages: ["en", "de"] });
    const other = await api.createTenant([...scopes], { languages: ["en", "de"] });
    const skus = [
      "COMPLETE",
      "UNPUBLISHED",
      "NO-DESCRIPTION",
      "BLANK-DESCRIPTION",
      "NO-META-TITLE",
      "NO-META-DESCRIPTION",
      "NO-SHORT",
      "***",
      "GERMAN-ONLY",
      "DELETED",
      "DRAFT-AFTER-PUBLISHED",
    ];
    const ids = await api.importProducts(
      tenant,
      skus.map((sku) => ({ sku, name: `Name of ${sku}` })),
    );
    const en = (sku: string) => full("en", `Title of ${sku}`);
    await content(tenant, ids.COMPLETE!, en("COMPLETE"));
    await content(tenant, ids.UNPUBLISHED!, en("UNPUBLISHED"), false);
    await content(tenant, ids["NO-DESCRIPTION"]!, without(en("NO-DESCRIPTION"), "description"));
    await content(tenant, ids["BLANK-DESCRIPTION"]!, { ...en("BLANK-DESCRIPTION"), description: { en: " \n\t " } });
    await content(tenant, ids["NO-META-TITLE"]!, without(en("NO-META-TITLE"), "meta_title"));
    await content(tenant, ids["NO-META-DESCRIPTION"]!, without(en("NO-META-DESCRIPTION"), "meta_description"));
    await content(tenant, ids["NO-SHORT"]!, without(en("NO-SHORT"), "short_description"));
    // A SKU without a letter or digit has an empty URL handle.
    await content(tenant, ids["***"]!, en("***"));
    await content(tenant, ids["GERMAN-ONLY"]!, full("de", "Nur Deutsch"));
    await content(tenant, ids.DELETED!, en("DELETED"));
    expect((await tenant.call("DELETE", `/v1/products/${ids.DELETED}`)).status).toBe(204);
    // Published complete, then a newer version loses its description: the published one is exported.
    await content(tenant, ids["DRAFT-AFTER-PUBLISHED"]!, en("DRAFT-AFTER-PUBLISHED"));
    await content(tenant, ids["DRAFT-AFTER-PUBLISHED"]!, { description: { en: "" } }, false);
    // Another organization's complete product is never counted.
    const foreign = await api.importProducts(other, [{ sku: "COMPLETE", name: "Foreign" }]);
    await content(other, foreign.COMPLETE!, en("COMPLETE"));

    expect(await readiness(tenant, "shopify", "en")).toEqual({
      channel: "shopify",
      language: "en",
      total: 10,
      complete: 3,
      incomplete: 7,
      no_published_record: 1,
      missing_columns: [
        { column: "Description", count: 4 },
        { column: "SEO title", count: 3 },
        { column: "SEO description", count: 3 },
        { column: "URL handle", count: 1 },
      ],
      warnings: [],
      stale: { count: 0, facts: [] },
    });
    expect(await readiness(tenant, "woocommerce", "en")).toEqual({
      channel: "woocommerce",
      language: "en",
      total: 10,
      complete: 5,
      incomplete: 5,
      no_published_record: 1,
      missing_columns: [
        { column: "Description", count: 4 },
        { column: "Short description", count: 3 },
      ],
      warnings: [],
      stale: { count: 0, facts: [] },
    });
    const german = await readiness(tenant, "shopify", "de");
    expect(german).toMatchObject({ total: 10, complete: 1, incomplete: 9, no_published_record: 1 });

    const completeSkus = {
      "shopify en": ["COMPLETE", "NO-SHORT", "DRAFT-AFTER-PUBLISHED"],
      "woocommerce en": ["COMPLETE", "NO-META-TITLE", "NO-META-DESCRIPTION", "***", "DRAFT-AFTER-PUBLISHED"],
      "shopify de": ["GERMAN-ONLY"],
      "woocommerce de": ["GERMAN-ONLY"],
    };
    const live = skus.filter((sku) => sku !== "DELETED");
    const skuColumn = { shopify: "SKU", woocommerce: "SKU" };
    for (const skip of [false, true]) {
      for (const channel of ["shopify", "woocommerce"] as const) {
        await tenant.call("PATCH", `/v1/channels/${channel}`, { skip_incomplete: skip });
        for (const language of ["en", "de"]) {
          const counts = await readiness(tenant, channel, language);
          const { records } = await download(tenant, `language=${language}&channel=${channel}`);
          const exported = records.map((record) => record[skuColumn[channel]]);
          expect(records.length, `${channel} ${language} skip ${skip}`).toBe(skip ? counts.complete : counts.total);
          expect(new Set(exported), `${channel} ${language} skip ${skip}`).toEqual(
            new Set(skip ? completeSkus[`${channel} ${language}` as keyof typeof completeSkus] : live),
          );
        }
      }
    }
  });
});

describe("GET /v1/export/catalog.csv", () => {
  let tenant: Tenant;
  let ids: Record<string, string>;
  const description = '<p>Soft, warm "merino".</p>\n<ul>\n<li>Ribbed cuffs</li>\n</ul>';

  beforeAll(async () => {
    tenant = await api.createTenant(["catalog:read", "catalog:write", "content:manage", "export"], { languages: ["en", "de"] });
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { name: "Ärger & Söhne Strickwaren" } });
    ids = await api.importProducts(tenant, [
      {
        sku: "SW-1/Navy",
        name: "Merino sweater",
        brand: "Acme",
        category: "Apparel / Knitwear/Sweaters/",
        source_data: {
          color: "navy",
          care: { en: "Hand wash", de: "Handwäsche" },
          features: ["crew neck", "ribbed"],
          weight_g: 320,
          price: { amount: 89.9, currency: "EUR" },
          formula: "=1+1",
          gtin: "@4006381333931",
          discontinued: false,
          note: null,
        },
      },
      { sku: "PLAIN-2", name: "-Plain shirt", brand: null, category: null, source_data: { color: "oat" } },
    ]);
    await content(tenant, ids["SW-1/Navy"]!, {
      title: { en: "Pull «Mérino», tricoté", de: "Merino-Pullover, gestrickt" },
      description: { en: description, de: "<p>Weich &amp; warm.</p>" },
      short_description: { en: "-Soft merino, knitted in Portugal.", de: "Weicher Merino." },
      meta_title: { en: '=HYPERLINK("http://evil.example")', de: "Merino-Pullover | Acme" },
      meta_description: { en: "+10 % off\nand @home", de: "Warmer Pullover aus Merino." },
      keywords: { en: ["merino", "sweater", " wool "], de: ["Merino"] },
      bullets: { en: ["Warm"] },
    });
    await tenant.call("PATCH", "/v1/attributes/color", {
      channel_codes: { shopify: "Color (product.metafields.custom.color)" },
    });
    const media = (role: "base" | "gallery", blobKey: string, position: number) => ({
      id: newId("med"),
      orgId: tenant.org.id,
      productId: ids["SW-1/Navy"]!,
      role,
      type: "image" as const,
      blobKey,
      position,
      origin: "import" as const,
    });
    await api.deps.db.mediaItem.createMany({
      data: [
        media("gallery", "https://cdn.example.com/sw-1-back.jpg", 0),
        media("base", "https://cdn.example.com/sw-1.jpg", 1),
        media("gallery", "blobs/not-public-yet", 2),
      ],
    });
  });

  /** The unmapped attributes' metafield headers in Shopify's file, in the order GET /v1/attributes lists them. */
  // Attributes registered by one upsert are listed by code, each with its name as shoppers read it.
  const UNMAPPED = ["care", "discontinued", "features", "formula", "gtin", "note", "price", "weight_g"];
  const NAMES: Record<string, string> = { gtin: "GTIN", weight_g: "Weight g" };
  const metafieldHeaders = (codes: string[]) =>
    codes.map((code) => `${NAMES[code] ?? code[0]!.toUpperCase() + code.slice(1)} (product.metafields.custom.${code})`);

  it("writes Shopify's product CSV: the header, every column, quoting, non-ASCII text and the formula rule", async () => {
    const { header, records, text, headers } = await download(tenant, "language=en&channel=shopify");
    const attributes = ["Color (product.metafields.custom.color)", ...metafieldHeaders(UNMAPPED)];
    expect(text.split("\r\n")[0]).toBe([SHOPIFY_HEADER, ...attributes].join(","));
    expect(header).toEqual([...SHOPIFY_HEADER.split(","), ...attributes]);
    expect(headers.get("content-disposition")).toBe('attachment; filename="arger-sohne-strickwaren-shopify-en.csv"');

    const sweater = records.find((record) => record.SKU === "SW-1/Navy")!;
    expect(sweater).toEqual({
      Title: "Pull «Mérino», tricoté",
      "URL handle": "sw-1-navy",
      Description: description,
      Vendor: "Acme",
      // No taxonomy node is mapped for the category: Shopify reads only its own taxonomy there.
      "Product category": "",
      Type: "Sweaters",
      Tags: "merino, sweater, wool",
      "Published on online store": "TRUE",
      Status: "active",
      SKU: "SW-1/Navy",
      "Product image URL": "https://cdn.example.com/sw-1.jpg",
      "Image alt text": "Pull «Mérino», tricoté",
      // Shopify stores these as written: a formula guard would stay in the shop (metafields keep theirs).
      "SEO title": `=HYPERLINK("http://evil.example")`,
      "SEO description": "+10 % off\nand @home",
      "Color (product.metafields.custom.color)": "navy",
      "Care (product.metafields.custom.care)": "Hand wash",
      "Features (product.metafields.custom.features)": "crew neck; ribbed",
      "Weight g (product.metafields.custom.weight_g)": "320",
      "Price (product.metafields.custom.price)": "89.90 EUR",
      "Formula (product.metafields.custom.formula)": "'=1+1",
      "GTIN (product.metafields.custom.gtin)": "'@4006381333931",
      "Discontinued (product.metafields.custom.discontinued)": "false",
      "Note (product.metafields.custom.note)": "",
    });
    // RFC 4180: HTML with commas, quotes and line breaks is quoted, its quotes doubled, its \n kept.
    expect(text).toContain(`"<p>Soft, warm ""merino"".</p>\n<ul>\n<li>Ribbed cuffs</li>\n</ul>"`);
    expect(text).toContain('"Pull «Mérino», tricoté"');
    expect(Buffer.from(text, "utf8").includes(Buffer.from("«Mérino»", "utf8"))).toBe(true);
    // Shopify reads every column as one of its own or a product metafield: nothing is ignored.
    expect(readShopifyFile(text).map((product) => product.ignored)).toEqual([[], []]);

    // A product without a published record: base fields only, content columns empty.
    expect(records.find((record) => record.SKU === "PLAIN-2")).toEqual({
      ...Object.fromEntries(header.map((name) => [name, ""])),
      Title: "-Plain shirt",
      "URL handle": "plain-2",
      "Published on online store": "FALSE",
      Status: "draft",
      SKU: "PLAIN-2",
      "Color (product.metafields.custom.color)": "oat",
    });
  });

  it("writes WooCommerce's product CSV with localizable imported attributes in the requested language", async () => {
    const { header, records, text, headers } = await download(tenant, "language=de&channel=woocommerce");
    // The colour has a column in Shopify's file only; here it is a product attribute like the others.
    const attributes = ["care", "color", ...UNMAPPED.slice(1)].flatMap((_, index) =>
      ["name", "value(s)", "visible", "global"].map((part) => `Attribute ${index + 1} ${part}`),
    );
    expect(header).toEqual([...WOOCOMMERCE_HEADER.split(","), ...attributes]);
    expect(text.startsWith(`${WOOCOMMERCE_HEADER},`)).toBe(true);
    expect(headers.get("content-disposition")).toBe('attachment; filename="arger-sohne-strickwaren-woocommerce-de.csv"');
    expect(records.find((record) => record.SKU === "SW-1/Navy")).toMatchObject({
      Type: "simple",
      SKU: "SW-1/Navy",
      Name: "Merino-Pullover, gestrickt",
      Published: "1",
      "Short description": "<p>Weicher Merino.</p>",
      Description: "<p>Weich &amp; warm.</p>",
      Categories: "Apparel > Knitwear > Sweaters",
      Tags: "Merino",
      Brands: "Acme",
      Images: "https://cdn.example.com/sw-1.jpg, https://cdn.example.com/sw-1-back.jpg",
      "Meta: _yoast_wpseo_title": "Merino-Pullover | Acme",
      "Meta: _yoast_wpseo_metadesc": "Warmer Pullover aus Merino.",
    });
    const read = readWooCommerceFile(text);
    const sweater = read.find((product) => product.sku === "SW-1/Navy");
    const plain = read.find((product) => product.sku === "PLAIN-2");
    expect(sweater!.attributes).toEqual([
      // Named in the file's language where the facts model has the word (the weight's unit from its code).
      { name: "Pflege", values: ["Handwäsche"], visible: true, global: false },
      { name: "Farbe", values: ["navy"], visible: true, global: false },
      { name: "Discontinued", values: ["false"], visible: true, global: false },
      { name: "Ausstattung", values: ["crew neck", "ribbed"], visible: true, global: false },
      { name: "Formula", values: ["=1+1"], visible: true, global: false },
      { name: "GTIN", values: ["@4006381333931"], visible: true, global: false },
      { name: "Price", values: ["89.90 EUR"], visible: true, global: false },
      { name: "Gewicht (g)", values: ["320"], visible: true, global: false },
    ]);
    expect(sweater!.otherFields).toEqual({});
    expect(records.find((record) => record.SKU === "PLAIN-2")?.Name).toBe("&#45;Plain shirt");
    expect(plain).toMatchObject({
      // A formula guard would stay in a name (WooCommerce removes it only from numbers and lists): an entity shows as the character.
      name: "-Plain shirt",
      status: "draft",
      description: "",
      shortDescription: "",
      images: [],
      attributes: [{ name: "Farbe", values: ["oat"], visible: true, global: false }],
    });
    const english = readWooCommerceFile((await download(tenant, "language=en&channel=woocommerce")).text);
    expect(english.find((product) => product.sku === "SW-1/Navy")).toMatchObject({
      shortDescription: "<p>-Soft merino, knitted in Portugal.</p>",
      meta: { _yoast_wpseo_title: `=HYPERLINK("http://evil.example")` },
    });
  });

  it("writes Shopify's translation file for a language, keyed by URL handle, default content in the first language", async () => {
    const { text, records, headers } = await download(tenant, "language=de&channel=shopify&format=translations");
    expect(text.split("\r\n")[0]).toBe(TRANSLATION_HEADER);
    expect(headers.get("content-disposition")).toBe('attachment; filename="arger-sohne-strickwaren-shopify-de-translations.csv"');
    const row = (field: string, handle = "sw-1-navy") =>
      records.find((record) => record.Identification === handle && record.Field === field);
    const common = { Type: "PRODUCT", Identification: "sw-1-navy", Locale: "de", Market: "", Status: "" };
    expect(row("title")).toEqual({
      ...common,
      Field: "title",
      "Default content": "Pull «Mérino», tricoté",
      "Translated content": "Merino-Pullover, gestrickt",
    });
    expect(row("body_html")).toEqual({
      ...common,
      Field: "body_html",
      "Default content": description,
      "Translated content": "<p>Weich &amp; warm.</p>",
    });
    expect(row("meta_title")).toEqual({
      ...common,
      Field: "meta_title",
      "Default content": `=HYPERLINK("http://evil.example")`,
      "Translated content": "Merino-Pullover | Acme",
    });
    expect(row("meta_description")).toEqual({
      ...common,
      Field: "meta_description",
      "Default content": "+10 % off\nand @home",
      "Translated content": "Warmer Pullover aus Merino.",
    });
    // One row per product and field; a product without a published record has nothing translated.
    expect(records).toHaveLength(8);
    expect(row("title", "plain-2")).toMatchObject({ "Default content": "-Plain shirt", "Translated content": "" });
    // The default channel is shopify, so format alone works too.
    expect((await download(tenant, "language=de&format=translations")).text).toBe(text);
  });

  it("uses the organization's default channel when none is named", async () => {
    const shopify = await download(tenant, "language=en");
    expect(shopify.text.startsWith(SHOPIFY_HEADER)).toBe(true);
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { defaultChannel: "woocommerce" } });
    try {
      const woocommerce = await download(tenant, "language=en");
      expect(woocommerce.text.startsWith(WOOCOMMERCE_HEADER)).toBe(true);
      expect(woocommerce.headers.get("content-disposition")).toContain("-woocommerce-en.csv");
      expectError(await tenant.call("GET", "/v1/export/catalog.csv?language=en&format=translations"), 422, "validation_failed");
    } finally {
      await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { defaultChannel: "shopify" } });
    }
  });

  it("answers the contract's errors: 401, 403, 404, 422, 429 and 503", async () => {
    expectError(await api.caller(null)("GET", "/v1/export/catalog.csv?language=en"), 401, "invalid_api_key");
    expectError(await api.caller("svck_nope")("GET", "/v1/export/catalog.csv?language=en"), 401, "invalid_api_key");
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("GET", "/v1/export/catalog.csv?language=en"), 403, "missing_scope");
    expectError(await tenant.call("GET", "/v1/export/catalog.csv?language=en&channel=amazon"), 404, "not_found");
    const cases: [string, string][] = [
      ["", "language"],
      ["language=fr", "language"],
      ["language=EN", "language"],
      ["language=en&language=de", "language"],
      ["language=en&format=xml", "format"],
      ["language=en&channel=woocommerce&format=translations", "format"],
      ["language=en&limit=10", ""],
    ];
    for (const [query, path] of cases) {
      const error = expectError(await tenant.call("GET", `/v1/export/catalog.csv?${query}`), 422, "validation_failed");
      expect(error.details[0]?.path, query).toBe(path);
    }
    const limited = await api.createTenant(["export"]);
    await api.deps.db.organization.update({ where: { id: limited.org.id }, data: { rateLimitPerMinute: 2 } });
    const answers = [];
    for (let call = 0; call < 3; call++) answers.push(await limited.call("GET", "/v1/export/catalog.csv?language=en"));
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([200, 200]);
    expectError(answers[2]!, 429, "rate_limited");
    expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThan(0);
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { apiPaused: true } });
    try {
      expectError(await tenant.call("GET", "/v1/export/catalog.csv?language=en"), 503, "service_paused");
    } finally {
      await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { apiPaused: false } });
    }
  });

  it("is downloaded by the console with a member's session, and only so", async () => {
    const user = await api.deps.db.user.create({
      data: { id: newId("usr"), email: `export-${Date.now()}@example.com`, passwordHash: "x" },
    });
    await api.deps.db.membership.create({ data: { id: newId("mem"), userId: user.id, orgId: tenant.org.id } });
    const cookie = await sessionCookie(api, { userId: user.id, orgId: tenant.org.id }, SECRET);
    const url = `${api.baseUrl}/console/export/catalog.csv?language=en&channel=woocommerce&format=products&name=title`;
    const response = await fetch(url, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="arger-sohne-strickwaren-woocommerce-en.csv"');
    const text = await response.text();
    expect(text).toBe((await download(tenant, "language=en&channel=woocommerce")).text);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${tenant.key}` } })).status).toBe(401);
  });
});
