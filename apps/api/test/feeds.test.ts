// The feed channels google_merchant (TSV) and openai_products (JSON Lines), on catalogs shaped like
// real exports (Shopify's product CSV, WooCommerce's, Akeneo's API), with content from the real
// generation and publish flow. Each feed is parsed back and checked field by field against the
// published content and the channel settings. The files are read through core's exportCatalog (the
// one export path the /v1 feed route streams).
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportCatalog, findChannel, newId, refreshReadiness, requiredColumns } from "@proseo/core";
import { writeContentForTest } from "@proseo/core/testing/content";
import { expectError, startApi, type Api, type Tenant, solidImage } from "./support.js";

const PUBLIC_API_URL = "https://shop-feeds.example.com";
let api: Api;
beforeAll(async () => (api = await startApi({ PUBLIC_API_URL })));
afterAll(() => api.close());

const SCOPES = ["catalog:read", "catalog:write", "content:manage", "generate", "export"] as const;
const GOOGLE_STRUCTURED_TITLE = "structured_title(digital_source_type:content)";
const GOOGLE_STRUCTURED_DESCRIPTION = "structured_description(digital_source_type:content)";
/** Google's columns of a text and of the same text generated. */
const GOOGLE_STRUCTURED: Record<string, string> = { title: GOOGLE_STRUCTURED_TITLE, description: GOOGLE_STRUCTURED_DESCRIPTION };

/** Imports the products, generates and publishes each one's content; answers their ids by SKU. */
async function catalog(tenant: Tenant, products: Record<string, unknown>[]) {
  const ids = await api.importProducts(tenant, products);
  for (const id of Object.values(ids)) {
    const generated = await tenant.call("POST", "/v1/generations", { product_id: id });
    expect(generated.status, generated.text).toBe(200);
    const published = await tenant.call("POST", `/v1/products/${id}/publish`, { version: generated.json.version });
    expect(published.status, published.text).toBe(200);
  }
  return ids;
}

/** The published content values in English. */
async function published(tenant: Tenant, id: string) {
  const answer = await tenant.call("GET", `/v1/products/${id}/published`);
  expect(answer.status).toBe(200);
  const values = answer.json.values as Record<string, Record<string, unknown>>;
  const description = values.description?.en as string;
  const short = values.short_description?.en as string | undefined;
  return {
    title: values.title?.en as string,
    description,
    // What a feed sends as the description: the description, opened by the short description where it has no
    // paragraph of its own (the built-in writer's description goes on from its short description).
    sent: /<p[ >]/i.test(description) || !short ? description : `<p>${short}</p>${description}`,
    bullets: (values.bullets?.en ?? []) as string[],
  };
}

async function addImage(
  tenant: Tenant,
  productId: string,
  role: "base" | "gallery",
  origin: "upload" | "ai_photo",
  key?: string,
) {
  const blobKey = key ?? (await api.deps.blobStore.put(Buffer.from(`${productId} ${role} ${origin}`), "png", tenant.org.id));
  const position = await api.deps.db.mediaItem.count({ where: { productId } });
  const item = { id: newId("med"), orgId: tenant.org.id, productId, role, type: "image" as const, blobKey, position, origin };
  // Stored under any address (an upload's key or an absolute URL); the readiness is refreshed as the gallery's own path does.
  await api.deps.db.$transaction(async (tx) => {
    await tx.mediaItem.create({ data: item });
    await refreshReadiness(tx, tenant.org.id, [productId]);
  });
  return blobKey;
}

async function feed(tenant: Tenant, channel: "google_merchant" | "openai_products") {
  const exported = await exportCatalog(
    api.deps,
    tenant.org,
    { language: "en", channel },
    { images: { urls: api.services.platformImages, baseUrl: PUBLIC_API_URL } },
  );
  let text = "";
  for await (const chunk of exported.chunks) text += chunk;
  return { text, filename: exported.filename, mediaType: exported.mediaType };
}

/** Google's TSV with a real parser: tab-delimited, a header row, cells quoted as in CSV where they hold a quote. */
function googleRows(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text, { delimiter: "\t", header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
const openaiRows = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replace(/\s+/g, " ")
    .trim();
const generated = (text: string) => `trained_algorithmic_media:"${text.replaceAll('"', '""')}"`;

async function readiness(tenant: Tenant, channel: string) {
  const answer = await tenant.call("GET", `/v1/channels/${channel}/readiness?language=en`);
  expect(answer.status).toBe(200);
  return answer.json as {
    total: number;
    complete: number;
    missing_columns: { column: string; count: number }[];
    warnings: { code: string; count: number }[];
  };
}

/**
 * Every product the readiness counts complete is written with every required field filled: Google's
 * title and description in either form (structured_* for generated text), and availability_date only
 * where the availability needs one.
 */
async function expectCompleteRowsFilled(tenant: Tenant, channel: "google_merchant" | "openai_products") {
  const incompleteSkus = new Set((await incomplete(tenant, channel, "&limit=100")).data.map(({ sku }) => sku));
  const text = (await feed(tenant, channel)).text;
  const rows = channel === "google_merchant" ? googleRows(text) : openaiRows(text);
  const id = channel === "google_merchant" ? "id" : "item_id";
  // A row without its id is incomplete (the SKU is too long to be one).
  const complete = rows.filter((row) => row[id] && !incompleteSkus.has(row[id] as string));
  expect(complete).toHaveLength((await readiness(tenant, channel)).complete);
  for (const row of complete) {
    for (const { name } of requiredColumns(findChannel(channel))) {
      const structured = GOOGLE_STRUCTURED[name];
      const value = channel === "google_merchant" && structured ? row[name] || row[structured] : row[name];
      if (name === "availability_date" && !["preorder", "backorder"].includes(row.availability as string)) continue;
      expect(value, `${row[id] as string} ${name}`).toBeTruthy();
    }
  }
  return complete.map((row) => row[id]);
}

async function incomplete(tenant: Tenant, channel: string, query = "") {
  const answer = await tenant.call("GET", `/v1/channels/${channel}/readiness/products?language=en${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as {
    data: { product_id: string; sku: string; name: string; missing: string[] }[];
    next_cursor: string | null;
  };
}

async function settle(tenant: Tenant, channel: string, settings: Record<string, unknown>, skip_incomplete?: boolean) {
  const answer = await tenant.call("PATCH", `/v1/channels/${channel}`, {
    settings,
    ...(skip_incomplete === undefined ? {} : { skip_incomplete }),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

describe("a Shopify export's rows in both feeds", () => {
  let tenant: Tenant;
  let ids: Record<string, string>;
  const images: Record<string, string> = {};
  // Shaped like Shopify's product CSV export: its column names are the attribute codes.
  const products = [
    {
      sku: "TEE-ORG-M",
      name: "Organic tee",
      brand: "Northline",
      category: "Apparel/Tops/T-shirts",
      source_data: {
        Handle: "organic-tee",
        "Option1 Value": "M",
        "Variant Price": "29.00",
        "Variant Compare At Price": "",
        "Variant Barcode": "4006381333931",
        "Variant Inventory Qty": 14,
        "Variant SKU": "TEE-ORG-M",
        Material: "organic cotton",
        "Breathable (product.metafields.custom.breathable)": "true",
      },
    },
    {
      sku: "TEE-ORG-L",
      name: "Organic tee",
      brand: "Northline",
      category: "Apparel/Tops/T-shirts",
      source_data: {
        Handle: "organic-tee",
        "Option1 Value": "L",
        "Variant Price": "29,00 €",
        "Variant Barcode": "4006381333932",
        "Variant Inventory Qty": 0,
        "Variant SKU": "TEE-ORG-L",
        Material: "organic cotton",
      },
    },
    {
      sku: "CAP-1",
      name: "Canvas cap",
      brand: "Northline",
      category: "Apparel/Hats",
      source_data: { Handle: "canvas-cap", "Variant Price": "about twenty", "Variant Inventory Qty": 3, "Variant SKU": "CAP-1" },
    },
    {
      sku: "SOCK-2",
      name: "Wool socks",
      brand: "",
      category: "Apparel/Socks",
      source_data: { Handle: "wool-socks", "Variant Price": 12, "Variant Inventory Qty": 40, "Variant SKU": "SOCK-2" },
    },
    {
      sku: "MUG-1",
      name: "Stoneware mug",
      brand: "Northline",
      category: "Home/Kitchen",
      source_data: { Handle: "stoneware-mug", "Variant Price": 18, "Variant Inventory Qty": 7, "Variant SKU": "MUG-1" },
    },
  ];

  beforeAll(async () => {
    tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    ids = await catalog(tenant, products);
    // The tee M: an AI-made base image and a photograph in the gallery (https), and an upload; the tee L
    // an upload only (never a feed's main image); the cap a relative URL only; the socks none.
    await addImage(tenant, ids["TEE-ORG-M"]!, "base", "ai_photo", "https://cdn.example.com/tee-m-ai.png");
    images["TEE-ORG-M"] = await addImage(tenant, ids["TEE-ORG-M"]!, "gallery", "upload", "https://cdn.example.com/tee-m.jpg");
    images.upload = await addImage(tenant, ids["TEE-ORG-M"]!, "gallery", "upload");
    images["TEE-ORG-L"] = await addImage(tenant, ids["TEE-ORG-L"]!, "base", "upload");
    await addImage(tenant, ids["CAP-1"]!, "base", "upload", "/images/cap.jpg");
    await addImage(tenant, ids["MUG-1"]!, "base", "upload", "https://cdn.example.com/mug.png");
    // The mug's published description is markup without text, its short description empty.
    const mug = await api.deps.db.product.findUniqueOrThrow({ where: { id: ids["MUG-1"]! } });
    await api.deps.db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "Revision" SET snapshot = jsonb_set(jsonb_set(snapshot, '{values,description,en}', '"<p> </p>"'),
        '{values,short_description,en}', '""') WHERE "productId" = ${mug.id} AND version = ${mug.publishedVersion}`;
      await refreshReadiness(tx, tenant.org.id, [mug.id]);
    });
    const common = {
      link_template: "https://shop.example.com/products/{handle}?variant={sku}",
      currency: "EUR",
      price_column: "Variant Price",
      availability_column: "Variant Inventory Qty",
      gtin_column: "Variant Barcode",
      item_group_column: "Handle",
    };
    // Product details: only the attributes named for them, in that order.
    await settle(tenant, "google_merchant", { ...common, product_detail_columns: ["Option1 Value", "Material"] });
    await settle(tenant, "openai_products", {
      ...common,
      seller_name: "Northline Home",
      seller_url: "https://shop.example.com",
      store_country: "DE",
      target_countries: ["DE", "AT"],
    });
  });

  it("writes Google's TSV field by field from the published content and the settings", async () => {
    const { text, filename, mediaType } = await feed(tenant, "google_merchant");
    expect(filename).toMatch(/-google_merchant-en\.tsv$/);
    expect(mediaType).toBe("text/tab-separated-values; charset=utf-8");
    expect(text.split("\n")[0]!.split("\t")).toEqual([
      "id",
      "title",
      GOOGLE_STRUCTURED_TITLE,
      "description",
      GOOGLE_STRUCTURED_DESCRIPTION,
      "link",
      "image_link",
      "additional_image_link",
      "availability",
      "availability_date",
      "price",
      "sale_price",
      "brand",
      "gtin",
      "mpn",
      "identifier_exists",
      "condition",
      "product_type",
      "product_highlight",
      "item_group_id",
      "product_detail(section_name:attribute_name:attribute_value)",
    ]);
    const rows = googleRows(text);
    expect(rows.map((row) => row.id).sort()).toEqual(["CAP-1", "MUG-1", "SOCK-2", "TEE-ORG-L", "TEE-ORG-M"]);
    const row = (sku: string) => rows.find((candidate) => candidate.id === sku)!;

    const medium = row("TEE-ORG-M");
    const content = await published(tenant, ids["TEE-ORG-M"]!);
    // Generated text goes only in the structured attributes; title and description stay empty.
    expect(medium.title).toBe("");
    expect(medium.description).toBe("");
    expect(medium[GOOGLE_STRUCTURED_TITLE]).toBe(generated(content.title.slice(0, 150)));
    expect(medium[GOOGLE_STRUCTURED_DESCRIPTION]).toBe(generated(plain(content.sent).slice(0, 5000)));
    expect(medium.link).toBe("https://shop.example.com/products/tee-org-m?variant=TEE-ORG-M");
    // The photograph before the AI-made base image; the AI image and the upload (signed) among the additional ones.
    expect(medium.image_link).toBe(images["TEE-ORG-M"]);
    expect(medium.additional_image_link!.split(",")).toEqual([
      "https://cdn.example.com/tee-m-ai.png",
      expect.stringMatching(new RegExp(`^${PUBLIC_API_URL}/v1/images/med_\\w+/[\\w-]+/tee-org-m\\.png$`)),
    ]);
    expect(medium.availability).toBe("in_stock");
    expect(medium.availability_date).toBe("");
    expect(medium.price).toBe("29.00 EUR");
    expect(medium.sale_price).toBe("");
    expect(medium.brand).toBe("Northline");
    expect(medium.gtin).toBe("4006381333931");
    expect(medium.identifier_exists).toBe("");
    expect(medium.condition).toBe("new");
    expect(medium.product_type).toBe("Apparel > Tops > T-shirts");
    expect(medium.item_group_id).toBe("organic-tee");
    expect(content.bullets.length).toBeGreaterThanOrEqual(2);
    const highlights =
      content.bullets.length >= 2
        ? content.bullets
            .slice(0, 10)
            .map((bullet) => `"${bullet.replaceAll('"', '""')}"`)
            .join(",")
        : "";
    expect(medium.product_highlight).toBe(highlights);
    // The attributes named for product details, as General:name:value; none of the others.
    expect(medium["product_detail(section_name:attribute_name:attribute_value)"]).toBe(
      "General:Option1 value:M,General:Material:organic cotton",
    );

    // "29,00 €" parses; an invalid check digit is no GTIN, and without brand+mpn identifier_exists is no.
    const large = row("TEE-ORG-L");
    // An upload is not a main image (it is an additional one).
    expect(large).toMatchObject({
      price: "29.00 EUR",
      gtin: "",
      identifier_exists: "no",
      availability: "out_of_stock",
      image_link: "",
    });
    // Markup without text is no description.
    expect(row("MUG-1")).toMatchObject({
      description: "",
      [GOOGLE_STRUCTURED_DESCRIPTION]: "",
      image_link: "https://cdn.example.com/mug.png",
    });
    // A price that does not parse and a relative image are missing, not written.
    expect(row("CAP-1")).toMatchObject({ price: "", image_link: "" });
    expect(row("SOCK-2")).toMatchObject({ price: "12.00 EUR", image_link: "", brand: "", identifier_exists: "no" });
  });

  it("counts what the file carries: complete rows are the file with skip_incomplete, and the list says why the others fail", async () => {
    const counted = await readiness(tenant, "google_merchant");
    expect(counted).toMatchObject({ total: 5, complete: 1 });
    expect(counted.missing_columns).toEqual([
      { column: "image_link", count: 3 },
      { column: "description", count: 1 },
      { column: "price", count: 1 },
    ]);
    // The uploads are named: a feed never takes one as the main image.
    expect(counted.warnings).toEqual([expect.objectContaining({ code: "images_not_reachable", count: 3 })]);
    const list = await incomplete(tenant, "google_merchant");
    expect(Object.fromEntries(list.data.map(({ sku, missing }) => [sku, missing]))).toEqual({
      "CAP-1": ["image_link", "price"],
      "MUG-1": ["description"],
      "SOCK-2": ["image_link"],
      "TEE-ORG-L": ["image_link"],
    });
    expect(await expectCompleteRowsFilled(tenant, "google_merchant")).toEqual(["TEE-ORG-M"]);
    expect(list.next_cursor).toBeNull();
    const first = await incomplete(tenant, "google_merchant", "&limit=1");
    expect(first.data).toHaveLength(1);
    const rest = await incomplete(tenant, "google_merchant", `&limit=3&cursor=${first.next_cursor}`);
    expect([...first.data, ...rest.data]).toEqual(list.data);
    expect(rest.next_cursor).toBeNull();

    await settle(tenant, "google_merchant", {}, true);
    const skipping = googleRows((await feed(tenant, "google_merchant")).text);
    expect(skipping.map((row) => row.id)).toEqual(["TEE-ORG-M"]);
    expect(skipping).toHaveLength(counted.complete);
    await tenant.call("PATCH", "/v1/channels/google_merchant", { skip_incomplete: false });
    expect(googleRows((await feed(tenant, "google_merchant")).text)).toHaveLength(counted.total);
  });

  it("writes OpenAI's JSON Lines, one object per product, arrays as JSON and the flags as JSON booleans", async () => {
    const { text, filename, mediaType } = await feed(tenant, "openai_products");
    expect(filename).toMatch(/-openai_products-en\.jsonl$/);
    expect(mediaType).toBe("application/jsonl");
    const rows = openaiRows(text);
    expect(rows).toHaveLength(5);
    const medium = rows.find((row) => row.item_id === "TEE-ORG-M")!;
    const content = await published(tenant, ids["TEE-ORG-M"]!);
    expect(medium).toEqual({
      item_id: "TEE-ORG-M",
      title: content.title.slice(0, 150),
      description: plain(content.sent).slice(0, 5000),
      url: "https://shop.example.com/products/tee-org-m?variant=TEE-ORG-M",
      brand: "Northline",
      seller_name: "Northline Home",
      image_url: images["TEE-ORG-M"],
      availability: "in_stock",
      price: "29.00 EUR",
      is_eligible_search: true,
      is_eligible_checkout: false,
      target_countries: ["DE", "AT"],
      store_country: "DE",
      seller_url: "https://shop.example.com",
      gtin: "4006381333931",
      group_id: "organic-tee",
      additional_image_urls: [
        "https://cdn.example.com/tee-m-ai.png",
        expect.stringMatching(new RegExp(`^${PUBLIC_API_URL}/v1/images/med_\\w+/[\\w-]+/tee-org-m\\.png$`)),
      ],
      product_category: "Apparel > Tops > T-shirts",
      condition: "new",
    });
    const socks = rows.find((row) => row.item_id === "SOCK-2")!;
    expect(socks).not.toHaveProperty("image_url");
    expect(socks).not.toHaveProperty("brand");
    expect(socks).not.toHaveProperty("gtin");
    expect(rows.find((row) => row.item_id === "TEE-ORG-L")).not.toHaveProperty("gtin");
    expect(rows.find((row) => row.item_id === "CAP-1")).not.toHaveProperty("price");

    const counted = await readiness(tenant, "openai_products");
    // The tee M is the only complete one (the tee L has an upload only, the socks no brand and no image,
    // the cap no price and no image, the mug no description).
    expect(counted).toMatchObject({ total: 5, complete: 1 });
    expect(await expectCompleteRowsFilled(tenant, "openai_products")).toEqual(["TEE-ORG-M"]);
    // Checkout needs the seller's policies.
    const refused = await tenant.call("PATCH", "/v1/channels/openai_products", { settings: { is_eligible_checkout: true } });
    expect(expectError(refused, 422, "validation_failed").details.map((detail: { path: string }) => detail.path)).toEqual([
      "settings.seller_privacy_policy",
      "settings.seller_tos",
    ]);
    const policies = { seller_privacy_policy: "https://shop.example.com/privacy", seller_tos: "https://shop.example.com/terms" };
    await settle(tenant, "openai_products", { is_eligible_checkout: true, ...policies }, true);
    const skipping = openaiRows((await feed(tenant, "openai_products")).text);
    expect(skipping).toHaveLength(counted.complete);
    expect(skipping).toEqual([expect.objectContaining({ is_eligible_search: true, is_eligible_checkout: true, ...policies })]);
    await tenant.call("PATCH", "/v1/channels/openai_products", { skip_incomplete: false });
  });
});

describe("the feeds' limits", () => {
  /** Google's text-feed sub-values: `"…"` items, inner quotes doubled. */
  const quotedItems = (cell: string) => [...cell.matchAll(/"((?:[^"]|"")*)"/g)].map(([, item]) => item!.replaceAll('""', '"'));
  /** The text of a cut: at most `max` characters of `whole`, ending where a word ends, and not much shorter. */
  const expectCutAtWord = (cut: string, whole: string, max: number) => {
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.length).toBeGreaterThan(max - 20);
    expect(whole.startsWith(cut)).toBe(true);
    expect(whole[cut.length]).toBe(" ");
  };

  it("cuts titles, descriptions and highlights at a word, drops a single highlight, keeps ten additional images, and no brand over 70 characters", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const ids = await api.importProducts(tenant, [
      { sku: "LONG-1", name: "Long lamp", brand: "Lumo", source_data: { price: 5 } },
      { sku: "ONE-1", name: "Plain lamp", brand: "Lumo", source_data: { price: 5 } },
      // Over both references' 70 characters for a brand.
      { sku: "BRAND-1", name: "Brand lamp", brand: `Lumo ${"x".repeat(66)}`, source_data: { price: 5 } },
    ]);
    const title = Array.from({ length: 30 }, (_, n) => `Lampshade${n}`).join(" ");
    const description = Array.from({ length: 700 }, (_, n) => `linen${n}`).join(" ");
    const longBullet = `A "quoted" shade, ${Array.from({ length: 30 }, (_, n) => `word${n}`).join(" ")}`;
    const bullets = ["Warm light", longBullet, ...Array.from({ length: 8 }, (_, n) => `Bullet ${n}`)];
    const publish = async (id: string, values: Record<string, Record<string, unknown>>) => {
      const version = await writeContentForTest(api.deps, tenant.org.id, id, values);
      expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version })).status).toBe(200);
    };
    await publish(ids["LONG-1"]!, {
      title: { en: title },
      description: { en: `<p>${description}</p>` },
      bullets: { en: bullets },
    });
    // No generated title: the product's own name, a person's text, goes in title.
    await publish(ids["ONE-1"]!, { description: { en: "<p>A plain lamp.</p>" }, bullets: { en: ["Only one"] } });
    await publish(ids["BRAND-1"]!, { description: { en: "<p>A branded lamp.</p>" } });
    for (let n = 0; n < 12; n++)
      await addImage(tenant, ids["LONG-1"]!, "gallery", "upload", `https://cdn.example.com/lamp-${n}.jpg`);
    await settle(tenant, "google_merchant", {
      link_template: "https://shop.example.com/p/{sku}",
      currency: "EUR",
      price_column: "price",
    });

    const rows = googleRows((await feed(tenant, "google_merchant")).text);
    const long = rows.find((row) => row.id === "LONG-1")!;
    const one = rows.find((row) => row.id === "ONE-1")!;
    // Never a text in both forms on a row (Google would use title and description).
    for (const row of rows) {
      for (const [name, structured] of Object.entries(GOOGLE_STRUCTURED)) {
        expect(Boolean(row[name]) && Boolean(row[structured]), `${row.id} ${name}`).toBe(false);
      }
    }
    expect(long.title).toBe("");
    const structured = (cell: string) => /^trained_algorithmic_media:"(.*)"$/s.exec(cell)![1]!.replaceAll('""', '"');
    expectCutAtWord(structured(long[GOOGLE_STRUCTURED_TITLE]!), title, 150);
    expectCutAtWord(structured(long[GOOGLE_STRUCTURED_DESCRIPTION]!), description, 5000);
    expect(one).toMatchObject({ title: "Plain lamp", [GOOGLE_STRUCTURED_TITLE]: "", product_highlight: "" });
    const highlights = quotedItems(long.product_highlight!);
    expect(highlights).toHaveLength(bullets.length);
    expect(highlights.filter((item, n) => item !== bullets[n])).toHaveLength(1);
    expectCutAtWord(highlights[1]!, longBullet, 150);
    expect(long.additional_image_link!.split(",")).toEqual(
      Array.from({ length: 10 }, (_, n) => `https://cdn.example.com/lamp-${n + 1}.jpg`),
    );

    const openai = openaiRows((await feed(tenant, "openai_products")).text);
    const longItem = openai.find((row) => row.item_id === "LONG-1")!;
    expectCutAtWord(longItem.title as string, title, 150);
    expectCutAtWord(longItem.description as string, description, 5000);
    expect(longItem.additional_image_urls).toHaveLength(10);
    expect(openai.find((row) => row.item_id === "ONE-1")).toMatchObject({ title: "Plain lamp", description: "A plain lamp." });
    // A brand over 70 characters is no brand: left out, and missing where the feed requires one.
    expect(rows.find((row) => row.id === "BRAND-1")).toMatchObject({ brand: "", identifier_exists: "no" });
    expect(openai.find((row) => row.item_id === "BRAND-1")).not.toHaveProperty("brand");
    const missing = (await incomplete(tenant, "openai_products")).data.find(({ sku }) => sku === "BRAND-1")!.missing;
    expect(missing).toContain("brand");
  });
});

describe("values as each reference spells them", () => {
  it("writes a preorder as Google's preorder and OpenAI's pre_order, brand and MPN without a GTIN as an identifier, a SKU in a link percent-encoded, and the flags as lower-case JSON booleans", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const ids = await catalog(tenant, [
      {
        sku: "PRE/1 x",
        name: "Preorder lamp",
        brand: "Lumo",
        source_data: { price: 5, stock: "Pre-order", from: "2026-12-01", mpn: "LM-100", ean: "4006381333932" },
      },
    ]);
    await addImage(tenant, ids["PRE/1 x"]!, "base", "upload", "https://cdn.example.com/lamp.jpg");
    const mapped = {
      link_template: "https://shop.example.com/p?sku={sku}",
      currency: "EUR",
      price_column: "price",
      availability_column: "stock",
      mpn_column: "mpn",
      gtin_column: "ean",
    };
    await settle(tenant, "google_merchant", { ...mapped, availability_date_column: "from" });
    await settle(tenant, "openai_products", {
      ...mapped,
      seller_name: "Lumo",
      store_country: "DE",
      target_countries: ["DE"],
      is_eligible_search: false,
    });
    const [google] = googleRows((await feed(tenant, "google_merchant")).text);
    expect(google).toMatchObject({
      link: "https://shop.example.com/p?sku=PRE%2F1%20x",
      availability: "preorder",
      availability_date: "2026-12-01",
      brand: "Lumo",
      gtin: "",
      mpn: "LM-100",
      identifier_exists: "",
    });
    const text = (await feed(tenant, "openai_products")).text;
    expect(text).toContain('"is_eligible_search":false,"is_eligible_checkout":false');
    expect(openaiRows(text)).toEqual([
      expect.objectContaining({
        url: "https://shop.example.com/p?sku=PRE%2F1%20x",
        availability: "pre_order",
        mpn: "LM-100",
        is_eligible_search: false,
        is_eligible_checkout: false,
      }),
    ]);
    expect(openaiRows(text)[0]).not.toHaveProperty("gtin");
    expect(await readiness(tenant, "google_merchant")).toMatchObject({ total: 1, complete: 1 });
  });
});

describe("WooCommerce and Akeneo prices", () => {
  it("reads a WooCommerce export's regular and sale price and stock status, and an Akeneo price list in the setting's currency", async () => {
    // Over Google's 50 characters for an id, within OpenAI's 100.
    const LONG_SKU = `LAMP-${"X".repeat(46)}`;
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    // Shaped like WooCommerce's product CSV export, and like Akeneo's API (price collections, an EAN).
    const ids = await catalog(tenant, [
      {
        sku: "PRS-001",
        name: "Linen Shirt",
        brand: "Proseo Basics",
        category: "Clothing/Shirts",
        source_data: { "Regular price": "49.90", "Sale price": "39.90", "In stock?": "instock", ean: "96385074" },
      },
      {
        sku: "AK-LAMP",
        name: "Desk lamp",
        brand: "Lumo",
        category: "Home/Lighting",
        source_data: {
          "Regular price": [
            { amount: "59.00", currency: "USD" },
            { amount: "54.90", currency: "EUR" },
          ],
          "Sale price": { amount: 60, currency: "EUR" },
          "In stock?": "onbackorder",
          "Available from": "2026-12-01",
          ean: "036000291452",
        },
      },
      {
        sku: LONG_SKU,
        name: "Long lamp",
        brand: "Lumo",
        category: "Home/Lighting",
        source_data: { "Regular price": "10", "In stock?": "instock" },
      },
      {
        sku: "US-ONLY",
        name: "Import lamp",
        brand: "Lumo",
        category: "Home/Lighting",
        source_data: { "Regular price": { amount: 20, currency: "USD" }, "In stock?": "outofstock" },
      },
    ]);
    for (const id of Object.values(ids)) await addImage(tenant, id, "base", "upload", `https://cdn.example.com/${id}.jpg`);
    await settle(tenant, "google_merchant", {
      link_template: "https://shop.example.com/p/{id}",
      currency: "EUR",
      price_column: "Regular price",
      sale_price_column: "Sale price",
      availability_column: "In stock?",
      gtin_column: "ean",
    });
    const rows = googleRows((await feed(tenant, "google_merchant")).text);
    const row = (sku: string) => rows.find((candidate) => candidate.id === sku)!;
    expect(row("PRS-001")).toMatchObject({
      price: "49.90 EUR",
      sale_price: "39.90 EUR",
      availability: "in_stock",
      gtin: "96385074",
      link: `https://shop.example.com/p/${ids["PRS-001"]}`,
    });
    // The sale price above the regular one is left out.
    expect(row("AK-LAMP")).toMatchObject({ price: "54.90 EUR", sale_price: "", availability: "backorder", gtin: "036000291452" });
    // A price in another currency is no price: the row is incomplete.
    expect(row("US-ONLY")).toMatchObject({ price: "", availability: "out_of_stock" });
    const missing = async () =>
      Object.fromEntries((await incomplete(tenant, "google_merchant")).data.map(({ sku, missing }) => [sku, missing]));
    // A backorder without a date, an id over 50 characters (written empty).
    expect(await missing()).toEqual({ "US-ONLY": ["price"], "AK-LAMP": ["availability_date"], [LONG_SKU]: ["id"] });
    expect(row("")).toMatchObject({ price: "10.00 EUR" });
    await settle(tenant, "google_merchant", { availability_date_column: "Available from" });
    expect(await missing()).toEqual({ "US-ONLY": ["price"], [LONG_SKU]: ["id"] });
    const dated = googleRows((await feed(tenant, "google_merchant")).text);
    expect(dated.find((candidate) => candidate.id === "AK-LAMP")!.availability_date).toBe("2026-12-01");
    expect(dated.find((candidate) => candidate.id === "PRS-001")!.availability_date).toBe("");
    await expectCompleteRowsFilled(tenant, "google_merchant");

    // A settings change refreshes the readiness at once: in USD every row has a price (a bare amount is in the setting's currency).
    await settle(tenant, "google_merchant", { currency: "USD" });
    expect(await missing()).toEqual({ [LONG_SKU]: ["id"] });
    expect(await readiness(tenant, "google_merchant")).toMatchObject({ total: 4, complete: 3 });
    expect(row("AK-LAMP").price).toBe("54.90 EUR");
    const dollars = googleRows((await feed(tenant, "google_merchant")).text);
    expect(dollars.find((candidate) => candidate.id === "AK-LAMP")!.price).toBe("59.00 USD");
  });
});

describe("PATCH /v1/channels/{slug} settings", () => {
  it("merges settings, removes one with null, and shows them in the channel", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    await api.importProducts(tenant, [{ sku: "A-1", name: "A", source_data: { price: 5 } }]);
    const first = await settle(tenant, "openai_products", { seller_name: "Shop", currency: "EUR", price_column: "price" });
    expect(first.settings).toEqual({ seller_name: "Shop", currency: "EUR", price_column: "price" });
    const second = await settle(tenant, "openai_products", { currency: null, store_country: "FR" });
    expect(second.settings).toEqual({ seller_name: "Shop", price_column: "price", store_country: "FR" });
    const listed = (await tenant.call("GET", "/v1/channels")).json.channels.find(
      (channel: { slug: string }) => channel.slug === "openai_products",
    );
    expect(listed.settings).toEqual(second.settings);
    expect(listed.file).toBe("jsonl");
  });

  it("answers 422 naming the setting, and changes nothing", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const refused = async (slug: string, settings: Record<string, unknown>, path: string) => {
      const error = expectError(await tenant.call("PATCH", `/v1/channels/${slug}`, { settings }), 422, "validation_failed");
      expect(error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    };
    await refused("google_merchant", { price_column: "no_such_attribute" }, "settings.price_column");
    await refused("google_merchant", { seller_name: "Shop" }, "settings.seller_name");
    await refused("shopify", { currency: "EUR" }, "settings.currency");
    await refused("openai_products", { product_detail_columns: ["price"] }, "settings.product_detail_columns");
    await refused("google_merchant", { product_detail_columns: [] }, "settings.product_detail_columns");
    await refused("openai_products", { link_template: "http://shop.example.com/{handle}" }, "settings.link_template");
    await refused("openai_products", { link_template: "https://shop.example.com/products" }, "settings.link_template");
    await refused("openai_products", { store_country: "de" }, "settings.store_country");
    await refused("openai_products", { currency: "euro" }, "settings.currency");
    await refused("openai_products", { is_eligible_search: false, is_eligible_checkout: true }, "settings.is_eligible_checkout");
    const channel = (await tenant.call("GET", "/v1/channels")).json.channels.find(
      (one: { slug: string }) => one.slug === "openai_products",
    );
    expect(channel.settings).toEqual({});
  });

  it("needs content:manage besides export for settings", async () => {
    const tenant = await api.createTenant(["export"], { languages: ["en"] });
    expectError(
      await tenant.call("PATCH", "/v1/channels/openai_products", { settings: { seller_name: "Shop" } }),
      403,
      "missing_scope",
    );
    expect((await tenant.call("PATCH", "/v1/channels/openai_products", { skip_incomplete: true })).status).toBe(200);
  });
});

describe("readiness and the gallery and settings", () => {
  it("a settings change refreshes the readiness only when a setting a required field reads changed", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const ids = await api.importProducts(tenant, [{ sku: "A-1", name: "A", source_data: { price: 5, mpn: "M-1" } }]);
    await settle(tenant, "google_merchant", { currency: "EUR" });
    // A state no refresh would keep: it shows whether a later change refreshed the product.
    const stale = () =>
      api.deps.db
        .$executeRaw`UPDATE "ProductReadiness" SET missing = ARRAY['stale'] WHERE "productId" = ${ids["A-1"]!} AND channel = 'google_merchant'`;
    const missing = async () =>
      (await api.deps.db.productReadiness.findMany({ where: { productId: ids["A-1"]!, channel: "google_merchant" } })).map(
        (state) => state.missing,
      );
    await stale();
    await settle(tenant, "google_merchant", {});
    await settle(tenant, "google_merchant", { currency: "EUR", mpn_column: "mpn" });
    expect(await missing()).toEqual([["stale"]]);
    await settle(tenant, "google_merchant", { price_column: "price" });
    expect(await missing()).toEqual([expect.not.arrayContaining(["stale"])]);
  });

  it("an image uploaded through POST /v1/products/{id}/media shows in the feed's readiness", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const ids = await catalog(tenant, [{ sku: "UP-1", name: "Upload lamp", brand: "Lumo", source_data: { price: 5 } }]);
    await settle(tenant, "google_merchant", { currency: "EUR", price_column: "price" });
    expect((await readiness(tenant, "google_merchant")).warnings).toEqual([]);
    const body = new FormData();
    const png = await solidImage("png", 8, 8, "#fff");
    body.append("file", new Blob([png]), "lamp.png");
    body.append("role", "base");
    const uploaded = await tenant.call("POST", `/v1/products/${ids["UP-1"]!}/media`, body);
    expect(uploaded.status, uploaded.text).toBe(201);
    const after = await readiness(tenant, "google_merchant");
    // The upload is named, and is not counted as the main image (feed-values.ts mainImage).
    expect(after.warnings).toEqual([expect.objectContaining({ code: "images_not_reachable", count: 1 })]);
    expect(after.missing_columns).toContainEqual({ column: "image_link", count: 1 });
  });
});

describe("a person's text in Google's feed", () => {
  it("writes an edited title in title and the generated description in structured_description, until a generation writes both again", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    const { "SW-1": id } = await catalog(tenant, [
      { sku: "SW-1", name: "Merino sweater", brand: "Acme", source_data: { color: "navy", material: "merino wool" } },
    ]);
    const publishNewest = async () => {
      const { version } = (await tenant.call("GET", `/v1/products/${id}`)).json;
      expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version })).status).toBe(200);
    };
    const rows = async () => {
      const google = googleRows((await feed(tenant, "google_merchant")).text)[0]!;
      const openai = openaiRows((await feed(tenant, "openai_products")).text)[0]!;
      return { google, openai };
    };
    const generatedText = await published(tenant, id!);
    expect(generatedText.title).not.toBe("");
    const before = (await rows()).google;
    expect(before).toMatchObject({ title: "", description: "", [GOOGLE_STRUCTURED_TITLE]: generated(generatedText.title) });

    // The edit is later than the generation it edits (the test clock stands still).
    api.advance(1000);
    const edited = await tenant.call("PATCH", `/v1/products/${id}/content/en`, { title: "Navy merino sweater, hand knitted" });
    expect(edited.status, edited.text).toBe(200);
    // Not published yet: the feed serves the published record.
    expect((await rows()).google).toEqual(before);
    await publishNewest();
    const afterEdit = await rows();
    expect(afterEdit.google).toMatchObject({
      title: "Navy merino sweater, hand knitted",
      [GOOGLE_STRUCTURED_TITLE]: "",
      description: "",
      [GOOGLE_STRUCTURED_DESCRIPTION]: generated(plain(generatedText.sent)),
    });
    // OpenAI's feed has one title field whoever wrote it.
    expect(afterEdit.openai).toMatchObject({
      title: "Navy merino sweater, hand knitted",
      description: plain(generatedText.sent),
    });

    // An edit of the description makes it a person's too; the title stays one.
    api.advance(1000);
    const description = "<p>Knitted by hand in Galway from <strong>merino wool</strong>.</p>";
    expect((await tenant.call("PATCH", `/v1/products/${id}/content/en`, { description_html: description })).status).toBe(200);
    await publishNewest();
    expect((await rows()).google).toMatchObject({
      title: "Navy merino sweater, hand knitted",
      [GOOGLE_STRUCTURED_TITLE]: "",
      description: "Knitted by hand in Galway from merino wool.",
      [GOOGLE_STRUCTURED_DESCRIPTION]: "",
    });

    // A new generation told not to keep a person's texts writes both again: they are an engine's.
    api.advance(1000);
    expect((await tenant.call("POST", "/v1/generations", { product_id: id, preserve: "none" })).status).toBe(200);
    await publishNewest();
    const regenerated = await published(tenant, id!);
    expect((await rows()).google).toMatchObject({
      title: "",
      [GOOGLE_STRUCTURED_TITLE]: generated(regenerated.title),
      description: "",
      [GOOGLE_STRUCTURED_DESCRIPTION]: generated(plain(regenerated.sent)),
    });
  });
});

describe("GET /v1/export/catalog.csv", () => {
  it("refuses the feed channels, pointing to their feed route", async () => {
    const tenant = await api.createTenant([...SCOPES], { languages: ["en"] });
    for (const slug of ["google_merchant", "openai_products"]) {
      const error = expectError(
        await tenant.call("GET", `/v1/export/catalog.csv?language=en&channel=${slug}`),
        422,
        "validation_failed",
      );
      expect(error.details).toEqual([{ path: "channel", message: expect.stringContaining(`/v1/channels/${slug}/feed`) }]);
    }
  });
});
