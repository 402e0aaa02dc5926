import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { groundedWriter } from "../testing/grounded-writer.js";
import type { GeneratedContent } from "../content.js";
import type { ProductFacts } from "../engine.js";
import { mergeRules } from "../content-rules/rules.js";
import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { unsupportedClaims } from "./unsupported-claims.js";

const backpack: ProductFacts = {
  sku: "TB-40",
  name: "Trail 40 Backpack",
  brand: "Summit Gear",
  category: "Outdoor/Backpacks",
  sourceData: {
    weight_kg: 1.2,
    capacity_l: 42,
    battery_mah: 3000,
    warranty_years: 5,
    material: "Organic cotton",
    certifications: ["OEKO-TEX Standard 100"],
    rating: 4.6,
    review_count: 312,
    launch_year: 2024,
    price: { amount: 149.9, currency: "EUR" },
    internal_lab_note: "Seam strength tested to EN 71 at 95% humidity",
    reviews: [{ text: "Kept my gear dry through two days of rain.", author: "Outdoor Weekly" }],
  },
};

/** A content whose short description is the text under test; every other field names the product only. */
const saying = (text: string, html = `<p>${backpack.name}.</p>`): GeneratedContent => ({
  title: backpack.name,
  meta_title: backpack.name,
  meta_description: backpack.name,
  short_description: text,
  description_html: html,
  bullets: [backpack.name],
  faq: [],
  keywords: [],
  json_ld: { "@type": "Product", name: backpack.name, sku: backpack.sku },
});
const claimsOf = (text: string, language = "en", html?: string) =>
  unsupportedClaims(saying(text, html), backpack, language).map(({ claim, kind }) => `${kind}:${claim}`);

describe("unsupportedClaims", () => {
  it("supports the data's figures converted, in the language's formats and rounded as the writer rounds", () => {
    expect(claimsOf("It weighs 1.2 kg, that is 1,200 g, holds 42 l and has a 3,000 mAh battery.")).toEqual([]);
    expect(claimsOf("Es wiegt 1,2 kg (1.200 g), fasst 42 Liter, der Akku hat 3.000 mAh und 5 Jahre Garantie.", "de")).toEqual([]);
    expect(claimsOf("Il pèse 1,2 kg, soit 1 200 g, avec une batterie de 3 000 mAh.", "fr")).toEqual([]);
    expect(claimsOf("It weighs 1.2 kilograms and comes with a 5-year warranty.")).toEqual([]);
  });

  it("finds an invented figure, a unit swapped and a figure changed, in any field", () => {
    expect(claimsOf("It weighs 2.5 kg.")).toEqual(["figure:2.5 kg"]);
    expect(claimsOf("It weighs 1.2 lb and holds 42 ml.")).toEqual(["figure:1.2 lb", "figure:42 ml"]);
    expect(claimsOf("Es wiegt 1,3 kg.", "de")).toEqual(["figure:1,3 kg"]);
    expect(
      unsupportedClaims({ ...saying("Fine."), faq: [{ question: "Weight?", answer: "It weighs 3 kg." }] }, backpack, "en"),
    ).toEqual([{ claim: "3 kg", kind: "figure", field: "faq[0].answer", sentence: "It weighs 3 kg." }]);
  });

  it("reads the structured data's texts and numbers too", () => {
    const rated = (ratingValue: number) => ({
      ...saying("Fine."),
      json_ld: { "@type": "Product", name: backpack.name, aggregateRating: { ratingValue, reviewCount: 312 } },
    });
    expect(unsupportedClaims(rated(4.6), backpack, "de")).toEqual([]);
    expect(unsupportedClaims(rated(4.9), backpack, "de")).toEqual([
      { claim: "4,9", kind: "count", field: "json_ld.aggregateRating.ratingValue", sentence: "4,9" },
    ]);
  });

  it("takes a number of the name as the name, never as a measure", () => {
    expect(claimsOf("The Trail 40 Backpack is here. The Trail 40 is light.")).toEqual([]);
    expect(claimsOf("The Trail 40 Backpack holds 40 l.")).toEqual(["figure:40 l"]);
    const named = { ...backpack, name: "Trail 40L Backpack" };
    expect(unsupportedClaims(saying("It holds 40 l."), named, "en")).toEqual([]);
  });

  it("holds counts, years, prices, percentages and ratings to the data, even columns the writer does not print", () => {
    expect(claimsOf("Rated 4.6 out of 5 across 312 reviews since 2024, for €149.90, tested at 95% humidity.")).toEqual([]);
    expect(claimsOf("Mit 4,6/5 bewertet, a 4.6-star pack.", "de")).toEqual([]);
    expect(claimsOf("A 4.9-star pack.")).toEqual(["rating:4.9-star"]);
    expect(claimsOf("Rated 4.8 out of 5 across 500 reviews since 2019, for €99, 80% recycled.")).toEqual([
      "rating:4.8 out of 5",
      "count:500",
      "year:2019",
      "price:99",
      "percentage:80%",
      "environmental:recycled",
    ]);
  });

  it("holds certifications and standards to the data, by name and by number, and reads French 'ce' as no CE mark", () => {
    expect(claimsOf("Certified to OEKO-TEX Standard 100 and tested to EN 71.")).toEqual([]);
    expect(claimsOf("Certified to GOTS, ISO 9001 and bluesign, rated IP68.")).toEqual([
      "certification:ISO 9001",
      "certification:IP68",
      "certification:GOTS",
      "certification:bluesign",
    ]);
    expect(claimsOf("Oeko-Tex Standard 100 certified, and Gots too; it will reach you soon.")).toEqual(["certification:Gots"]);
    expect(claimsOf("Ce sac porte le marquage CE.", "fr")).toEqual(["certification:CE"]);
    expect(claimsOf("Ce sac est léger.", "fr")).toEqual([]);
  });

  it("supports materials named in the language's words or a part of the data's, and finds one the data lacks", () => {
    expect(claimsOf("Aus Bio-Baumwolle, also aus Baumwolle.", "de")).toEqual([]);
    expect(claimsOf("Made of genuine leather and wool.")).toEqual(["material:genuine leather", "material:wool"]);
    expect(claimsOf("Fabriqué en cuir.", "fr")).toEqual(["material:cuir"]);
  });

  it("reads materials in compounds and inflections, and not in a negation or an everyday word", () => {
    expect(claimsOf("Mit Lederriemen und Edelstahlgehäuse, der Rest aus Baumwollgewebe.", "de")).toEqual([
      "material:Lederriemen",
      "material:Edelstahlgehäuse",
    ]);
    expect(claimsOf("Powłoka z bawełny, dno z wełny.", "pl")).toEqual(["material:wełny"]);
    // Latex-free is a claim of its own (grounding/free-from.ts), no material's.
    expect(claimsOf("Latex-free, with no plastic packaging and no leather.")).toEqual(["health_safety:Latex-free"]);
    expect(claimsOf("BPA- und lederfrei, ohne Kunststoffteile.", "de")).toEqual([]);
    expect(claimsOf("Antes de salir, ante todo, haya sol o lluvia.", "es")).toEqual([]);
    expect(claimsOf("Leer hem kennen.", "nl")).toEqual([]);
  });

  it("counts the data's lists and the merchant's keywords as support", () => {
    const listed = { ...backpack, sourceData: { ...backpack.sourceData, colors: ["Black", "Olive", "Navy"] } };
    expect(unsupportedClaims(saying("Available in 3 colours."), listed, "en")).toEqual([]);
    expect(claimsOf("Available in 4 colours.")).toEqual(["count:4"]);
    const keyworded = { ...saying("Fine."), keywords: ["hiking backpack 2025", "16 inch laptop"] };
    expect(unsupportedClaims(keyworded, backpack, "en").map(({ claim }) => claim)).toEqual(["2025", "16 inch"]);
    const applied = mergeRules([{ source: "request", rules: { keywords: ["hiking backpack 2025", "16 inch laptop"] } }]);
    expect(unsupportedClaims(keyworded, backpack, "en", applied)).toEqual([]);
  });

  it("supports quotations the data holds word for word, and finds an invented one in quotation marks or a blockquote", () => {
    expect(claimsOf("“Kept my gear dry through two days of rain.” — Outdoor Weekly")).toEqual([]);
    expect(claimsOf("Testers call it „den besten Rucksack“.", "de")).toEqual(["quotation:den besten Rucksack"]);
    expect(claimsOf('Fits 42" and 40" screens.')).toEqual(['figure:42"', 'figure:40"']);
    expect(claimsOf("Fine.", "en", "<blockquote><p>Best pack I ever owned. — A hiker</p></blockquote>")).toEqual([
      "quotation:Best pack I ever owned.",
    ]);
  });
});

/** Sentences written as an LLM writes them, labelled supported or not (bench/quality/grounding-corpus.json). */
const corpus = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../../../bench/quality/grounding-corpus.json"), "utf8"),
) as {
  products: Record<string, ProductFacts>;
  sentences: { language: string; product: string; supported: boolean; text: string }[];
};

describe("a corpus of sentences as an LLM writes them", () => {
  it.each(BUILTIN_LANGUAGES)("supports the data's paraphrases and finds the invented claims (%s)", (language) => {
    const sentences = corpus.sentences.filter((entry) => entry.language === language);
    expect(sentences.length).toBeGreaterThanOrEqual(10);
    const wrong = sentences.flatMap(({ product: name, supported, text }) => {
      const product = corpus.products[name]!;
      const content = { ...saying(text), title: product.name, json_ld: { "@type": "Product", name: product.name } };
      const claims = unsupportedClaims(content, product, language).filter(({ field }) => field === "short_description");
      return supported === (claims.length === 0) ? [] : [{ text, claims: claims.map(({ claim }) => claim) }];
    });
    expect(wrong).toEqual([]);
  });
});

/** The quality evaluation's products (bench/quality): the built-in writer's text for each is grounded in every language. */
const evaluationSet = ["products", "exports"].flatMap((folder) => {
  const directory = path.join(import.meta.dirname, "../../../../bench/quality", folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), "utf8")) as ProductFacts[]);
});

describe("the built-in writer's grounding", () => {
  it("writes and grounds a dose in milligrams in every language", async () => {
    const vitamin = {
      sku: "VC-1",
      name: "Vitamin C",
      brand: null,
      category: null,
      sourceData: { dose: "500 mg", weight_mg: 900 },
    };
    const writer = groundedWriter();
    for (const language of BUILTIN_LANGUAGES)
      expect((await writer.generate(vitamin, language)).description_html).toMatch(/500 mg/);
  });

  it.each(BUILTIN_LANGUAGES)(
    "states only what the data says for every product of the quality evaluation (%s)",
    async (language) => {
      expect(evaluationSet.length).toBeGreaterThan(100);
      const writer = groundedWriter();
      for (const product of evaluationSet) await writer.generate(product, language);
    },
  );
});
