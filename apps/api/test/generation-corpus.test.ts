// Catalog data nobody on the team wrote (bench/quality/corpus): a product of every source format, written through
// /v1 in English and German, never shows the platform's bookkeeping, a code as a number, or the supplier's prose.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type Api, type Tenant } from "./support.js";

interface CorpusProduct {
  id: string;
  format: string;
  product: { sku: string; name: string; brand: string | null; category: string | null; sourceData: Record<string, unknown> };
  expected: {
    facts: { key: string; value: { type: string; text?: string } }[];
    ignored: string[];
    supplierText: string[];
  };
}

const CORPUS = path.resolve(import.meta.dirname, "../../../bench/quality/corpus");
const corpus = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => JSON.parse(readFileSync(path.join(CORPUS, entry.name, "products.json"), "utf8")) as CorpusProduct[]);
/** Per format, the product with the most labelled facts. */
const PRODUCTS = [...new Set(corpus.map((entry) => entry.format))].map(
  (format) =>
    corpus
      .filter((entry) => entry.format === format)
      .sort((a, b) => b.expected.facts.length - a.expected.facts.length || a.id.localeCompare(b.id))[0]!,
);
const LANGUAGES = ["en", "de"];

let api: Api;
let tenant: Tenant;
const texts = new Map<string, Record<string, string>>();

beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant(undefined, { credits: 1000, languages: LANGUAGES });
  const created = await tenant.call("POST", "/v1/products", {
    products: PRODUCTS.map(({ product }) => ({
      sku: product.sku,
      name: product.name,
      ...(product.brand ? { brand: product.brand } : {}),
      ...(product.category ? { category: product.category } : {}),
      source_data: product.sourceData,
    })),
  });
  expect(created.status).toBeLessThan(300);
  const listed = (await tenant.call("GET", "/v1/products?limit=100")).json.products as { sku: string; id: string }[];
  for (const { id, product } of PRODUCTS) {
    const productId = listed.find((entry) => entry.sku === product.sku)!.id;
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status, id).toBe(200);
    const results = response.json.results as { language: string; status: string; [field: string]: unknown }[];
    texts.set(id, Object.fromEntries(results.map((result) => [result.language, JSON.stringify(result)])));
  }
});
afterAll(() => api?.close());

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe.each(PRODUCTS.map((entry) => [entry.format, entry] as const))("a %s product through /v1", (_, entry) => {
  it("is written in every language", () => {
    for (const language of LANGUAGES) expect(JSON.parse(texts.get(entry.id)![language]!).status).toBe("succeeded");
  });

  it("never shows a bookkeeping field of the platform", () => {
    // Names of two words and more ("Variant Inventory Tracker", "Is featured?"): a one-word name may be an ordinary word.
    const names = entry.expected.ignored
      .map(words)
      .filter((name) => name.split(" ").length >= 2 && !words(entry.product.name).includes(name));
    for (const language of LANGUAGES) {
      const text = words(texts.get(entry.id)![language]!);
      for (const name of names) expect(text, `${language}: ${name}`).not.toContain(name);
    }
  });

  it("writes identifiers as they are sent, never as numbers", () => {
    const codes = entry.expected.facts.flatMap((fact) =>
      fact.value.type === "code" && /^\d{8,}$/.test(fact.value.text ?? "") ? [fact.value.text!] : [],
    );
    for (const language of LANGUAGES) {
      const text = texts.get(entry.id)![language]!;
      for (const code of codes) {
        const grouped = new RegExp(code.replace(/\d{1,3}(?=(\d{3})+$)/g, "$&[.,\\s\u00a0\u202f]"));
        expect(text, `${language}: ${code}`).not.toMatch(grouped);
      }
    }
  });

  it("does not republish the supplier's prose as the shop's", () => {
    const prose = entry.expected.supplierText.flatMap((key) => {
      const value = entry.product.sourceData[key];
      return typeof value === "string" ? [value] : [];
    });
    const sentences = prose
      .flatMap((text) => text.replace(/<[^>]*>/g, "\n").split(/(?<=[.!?])\s+|\n+/))
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.split(/\s+/).length >= 8);
    for (const language of LANGUAGES) {
      const text = texts.get(entry.id)![language]!;
      for (const sentence of sentences) expect(text, `${language}`).not.toContain(sentence.slice(0, 60));
    }
  });
});

describe("data that contradicts itself", () => {
  it("names the conflict in the result, states neither value, and fails the gate until the data is fixed", async () => {
    const lamp = { sku: "LAMP-1", name: "Desk lamp", source_data: { power: "24 W", "Power (W)": "36", material: "Aluminium" } };
    await tenant.call("POST", "/v1/products", { products: [lamp] });
    const listed = (await tenant.call("GET", "/v1/products?limit=100")).json.products as { sku: string; id: string }[];
    const productId = listed.find((entry) => entry.sku === "LAMP-1")!.id;
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId, languages: ["en"] });
    expect(response.status).toBe(200);
    const [result] = response.json.results;
    expect(result.quality.conflicts).toEqual([
      {
        concept: "power",
        values: [
          { key: "power", value: "24 W" },
          { key: "Power (W)", value: "36 W" },
        ],
      },
    ]);
    expect(result.quality.checks.find((check: { check: string }) => check.check === "consistent_data")).toMatchObject({
      passed: false,
      hint: expect.stringContaining("power (power: 24 W / Power (W): 36 W)"),
    });
    expect(result.quality.passed).toBe(false);
    const { quality: _, ...content } = result;
    expect(JSON.stringify(content)).not.toMatch(/24 W|36 W/);
    expect(result.description_html).toMatch(/aluminium/i);
  });
});
