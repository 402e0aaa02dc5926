import { describe, expect, it } from "vitest";
import { mergeRules } from "./content-rules/rules.js";
import type { GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { ruleViolations } from "./rule-compliance.js";

const product: ProductFacts = {
  sku: "CB-1",
  name: "Cheap Tricks Guitar Strap",
  brand: "Tone",
  category: "Music/Straps",
  sourceData: { material: "Leather" },
};

const content = (jsonLd: Record<string, unknown>): GeneratedContent => ({
  title: product.name,
  meta_title: product.name,
  meta_description: "A leather strap.",
  short_description: "A leather strap.",
  description_html: "<p>A leather strap.</p>",
  bullets: ["Leather"],
  faq: [],
  keywords: [],
  json_ld: { "@type": "Product", name: product.name, ...jsonLd },
});

const forbidden = (jsonLd: Record<string, unknown>) =>
  ruleViolations(
    content(jsonLd),
    mergeRules([{ source: "request", rules: { forbidden_words: ["cheap", "genuine"] } }]),
    product,
    "en",
  )
    .filter((violation) => violation.rule === "forbidden_words")
    .map((violation) => violation.message);

describe("ruleViolations: forbidden words", () => {
  it("finds a forbidden word in the structured data's texts, however deep", () => {
    expect(forbidden({ additionalProperty: [{ "@type": "PropertyValue", name: "Material", value: "Genuine leather" }] })).toEqual(
      ['json_ld.additionalProperty[0].value uses the forbidden "genuine"; rephrase without it.'],
    );
    expect(forbidden({ description: "A cheap strap." })).toEqual([
      'json_ld.description uses the forbidden "cheap"; rephrase without it.',
    ]);
  });

  it("leaves the product's own name in the structured data's name, as in the title", () => {
    expect(forbidden({})).toEqual([]);
  });
});
