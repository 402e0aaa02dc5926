// Products shaped as shops and PIMs export them, written through /v1 in English, German and French, and
// held to the content measures the quality evaluation uses (core's generation/measures.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GeneratedContent, measure, type ProductFacts, type Quality, type Written } from "@proseo/core";
import { startApi, type Api, type Tenant } from "./support.js";

const LANGUAGES = ["en", "de", "fr"];

/** One product per source shape of issue 30 (several shapes share a product where a real export would). */
const PRODUCTS: (Omit<ProductFacts, "brand" | "category"> & { brand?: string; category?: string; shape: string })[] = [
  {
    shape: "PIM metric objects, a price list, a date, a true boolean and acronym columns (Akeneo)",
    sku: "AX2-128",
    name: "Aurora X2 Smartphone",
    brand: "Nordtek",
    category: "Electronics/Smartphones",
    sourceData: {
      weight: { amount: 190, unit: "GRAM" },
      display_diagonal: { amount: "6.1000", unit: "INCH" },
      storage: { amount: 128, unit: "GIGABYTE" },
      battery_capacity: { amount: 4500, unit: "MILLIAMPEREHOUR" },
      release_date: "2025-03-14",
      "5g": true,
      os: "Android 15",
      ram_gb: 8,
      price: [
        { amount: "599.00", currency: "EUR" },
        { amount: "649.00", currency: "USD" },
      ],
    },
  },
  {
    shape: "a price object and per-language values, shop-style and Akeneo-style",
    sku: "TEE-ORG",
    name: "Organic Crew Tee",
    brand: "Fieldwear",
    category: "Apparel/T-shirts",
    sourceData: {
      price: { amount: 29.9, currency: "EUR" },
      color: { en: "Navy", de: "Marineblau", fr: "Bleu marine" },
      material: [
        { locale: "en_US", scope: null, data: "100% organic cotton" },
        { locale: "de_DE", scope: null, data: "100 % Bio-Baumwolle" },
        { locale: "fr_FR", scope: null, data: "100 % coton biologique" },
      ],
      fabric_weight: { amount: 180, unit: "GRAM_PER_SQUARE_METER" },
      fit: "Regular fit",
    },
  },
  {
    shape: "Shopify option columns, tags and variant columns",
    sku: "ocean-blue-shirt",
    name: "Ocean Blue Shirt",
    brand: "partners-demo",
    category: "Apparel/Shirts",
    sourceData: {
      Tags: "men, cotton",
      "Variant Grams": 200,
      "Variant Price": "50.00",
      "Option1 Name": "Size",
      "Option1 Values": "S, M, L, XL",
      "Option2 Name": "Color",
      "Option2 Value": "Blue",
      material: "Cotton",
      fit: "Slim fit",
    },
  },
  {
    shape: "WooCommerce pa_ attributes, attribute rows, a decimal weight string and a dimension object",
    sku: "woo-hoodie",
    name: "Hoodie with Logo",
    brand: "Woo",
    category: "Clothing/Hoodies",
    sourceData: {
      regular_price: "45",
      stock_status: "instock",
      attributes: [
        { name: "Color", options: ["Blue"] },
        { name: "Material", options: ["Cotton"] },
      ],
      weight: "1.5",
      pa_size: "Large",
      pa_fit: "Relaxed",
    },
  },
  {
    shape: "labels that carry their unit (Icecat)",
    sku: "LAP-14",
    name: "Voyager 14 Laptop",
    brand: "Kestrel",
    category: "Electronics/Laptops",
    sourceData: {
      "Weight (kg)": 1.2,
      "Battery life (h)": 14,
      "Screen size (in)": "14",
      "Storage (GB)": 512,
      Processor: "Ryzen 7 7840U",
      "Operating system": "Windows 11 Home",
    },
  },
  {
    shape: "a dimension object with its unit, true and false booleans",
    sku: "DESK-BEECH",
    name: "Beech Writing Desk",
    brand: "Holm",
    category: "Furniture/Desks",
    sourceData: {
      dimensions: { width: 120, depth: 60, height: 75, unit: "CENTIMETER" },
      material: "Solid beech",
      assembly_required: true,
      drawers: 2,
      height_adjustable: false,
      weight_kg: 24.5,
    },
  },
  {
    shape: 'a "W x D x H" string, a range and a list',
    sku: "SHELF-OAK",
    name: "Oak Wall Shelf",
    brand: "Holm",
    category: "Furniture/Shelves",
    sourceData: {
      "Dimensions (W x D x H)": "80 x 20 x 3.5 cm",
      material: "Oak",
      max_load: "up to 15 kg",
      features: ["Hidden brackets", "Oiled finish"],
    },
  },
  {
    shape: "a year that is no quantity",
    sku: "OIL-KOR",
    name: "Koroneiki Extra Virgin Olive Oil",
    brand: "Elaia",
    category: "Food/Oils",
    sourceData: { harvest_year: 2025, volume: { amount: 500, unit: "MILLILITER" }, country_of_origin: "Greece", acidity: "0.2%" },
  },
  {
    shape: "a range with a unit and measured columns (e-bike)",
    sku: "EB-CITY",
    name: "Metro City E-Bike",
    brand: "Volta",
    category: "Sports/E-bikes",
    sourceData: { range: "up to 120 km", motor_power_w: 250, battery_wh: 500, weight: { amount: 23.5, unit: "KILOGRAM" } },
  },
  {
    shape: "nested groups (a perfume's notes)",
    sku: "PERF-AMBRE",
    name: "Ambre Nuit Eau de Parfum",
    brand: "Maison Lune",
    category: "Beauty/Fragrance",
    sourceData: {
      notes: { top: ["Bergamot", "Pink pepper"], heart: ["Rose"], base: ["Amber", "Vanilla"] },
      volume: { amount: 50, unit: "MILLILITER" },
      concentration: "Eau de Parfum",
    },
  },
  { shape: "a name only", sku: "MUG-1", name: "Ceramic Mug", sourceData: {} },
];

let api: Api;
let tenant: Tenant;
/** Per language, each product's answer as the measures read it. */
const written = new Map<string, Written[]>(LANGUAGES.map((language) => [language, []]));

beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant(undefined, { credits: 1000, languages: LANGUAGES });
  const created = await tenant.call("POST", "/v1/products", {
    products: PRODUCTS.map(({ sku, name, brand, category, sourceData }) => ({
      sku,
      name,
      ...(brand ? { brand } : {}),
      ...(category ? { category } : {}),
      source_data: sourceData,
    })),
  });
  expect(created.status).toBeLessThan(300);
  const ids = new Map<string, string>(
    (await tenant.call("GET", "/v1/products?limit=100")).json.products.map((product: { sku: string; id: string }) => [
      product.sku,
      product.id,
    ]),
  );
  for (const { shape: _, ...product } of PRODUCTS) {
    const response = await tenant.call("POST", "/v1/generations", { product_id: ids.get(product.sku) });
    expect(response.status).toBe(200);
    for (const result of response.json.results as (GeneratedContent & { language: string; status: string; quality: Quality })[]) {
      expect(result, `${product.sku} in ${result.language}`).toMatchObject({ status: "succeeded" });
      const facts = { brand: null, category: null, ...product };
      written.get(result.language)!.push({ product: facts, content: result, quality: result.quality });
    }
  }
});
afterAll(() => api?.close());

describe.each(LANGUAGES)("POST /v1/generations for products as shops and PIMs send them, in %s", (language) => {
  const measures = () => measure(written.get(language)!, language);

  it("writes every product in the language", () => {
    expect(written.get(language)!.map((entry) => entry.product.sku)).toEqual(PRODUCTS.map((product) => product.sku));
  });

  it("keeps prose sentences to three values, with no raw labels, no English words, localized decimals and years as years", () => {
    expect(measures()).toMatchObject({
      crowdedTexts: 0,
      rawLabels: 0,
      englishWords: 0,
      wrongDecimals: 0,
      yearsAsQuantities: 0,
      examples: language === "en" ? expect.any(Array) : [],
    });
  });

  it("passes its own meta description and FAQ checks for every product with three or more facts", () => {
    expect(measures().metaAndFaqPass).toBe(1);
  });

  it("writes decimals and units as the language does", () => {
    const text = (sku: string) => JSON.stringify(written.get(language)!.find((entry) => entry.product.sku === sku)!.content);
    const [ours, other] = language === "en" ? ["24.5 kg", "24,5 kg"] : ["24,5 kg", "24.5 kg"];
    expect(text("DESK-BEECH")).toContain(ours);
    expect(text("DESK-BEECH")).not.toContain(other);
    expect(text("OIL-KOR")).toContain("2025");
    expect(text("OIL-KOR")).not.toMatch(/2[,.\s\u202f]025/u);
  });

  it("fails enough_data for a product with a name only, with a hint that says what to add, and never passes it", () => {
    const { quality } = written.get(language)!.find((entry) => entry.product.sku === "MUG-1")!;
    expect(quality.passed).toBe(false);
    expect(quality.checks.find((check) => check.check === "enough_data")).toMatchObject({
      passed: false,
      hint: expect.stringMatching(/add the product's attributes/),
    });
    expect(measures().thinPassing).toBe(0);
  });
});

describe("a PIM's code as a product's name", () => {
  it("writes and checks the product by its ERP's name, and keeps the record's name as sent", async () => {
    // akeneo/1111111173 of bench/quality/corpus (Akeneo's demo catalog): the name is the product model's code.
    const created = await tenant.call("POST", "/v1/products", {
      products: [
        {
          sku: "1111111173",
          name: "brogueshoe",
          category: "Shoes",
          source_data: {
            identifier: "1111111173",
            parent: "brogueshoe",
            values: {
              erp_name: [{ locale: "en_US", scope: null, data: "Brogue shoe" }],
              name: [{ locale: null, scope: null, data: "brogueshoe" }],
              weight: [{ locale: null, scope: null, data: { amount: "900.0000", unit: "GRAM" } }],
            },
          },
        },
      ],
    });
    expect(created.status).toBeLessThan(300);
    const listed = await tenant.call("GET", "/v1/products?sku=1111111173");
    const [product] = listed.json.products as { id: string; name: string }[];
    expect(product!.name).toBe("brogueshoe");
    const response = await tenant.call("POST", "/v1/generations", { product_id: product!.id, languages: ["en"] });
    expect(response.status).toBe(200);
    const [result] = response.json.results as (GeneratedContent & { quality: Quality })[];
    expect(result!.title).toBe("Brogue shoe");
    expect(JSON.stringify(result)).not.toContain("brogueshoe");
    expect(result!.quality.checks.find((check) => check.check === "keyword_coverage")?.passed).toBe(true);
  });
});
