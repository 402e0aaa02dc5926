import { describe, expect, it } from "vitest";
import { brandOf } from "./brand.js";
import { contentWith } from "./content.js";
import { scoreQuality } from "./quality.js";

describe("brandOf", () => {
  it("keeps the data's brand where the name holds it or names no other maker", () => {
    expect(brandOf({ name: "VELOFANT - Wheelset", brand: "Velofant" })).toBe("Velofant");
    expect(brandOf({ name: "Merino sweater", brand: "Acme" })).toBe("Acme");
    expect(brandOf({ name: "PIZZA FRONT RACK", brand: "Velofant" })).toBe("Velofant");
    expect(brandOf({ name: "Bag", brand: null })).toBeNull();
  });

  it("names no maker where the name puts another first (a shop's vendor field, a spec sheet's wrong supplier)", () => {
    // bench/quality/corpus: shopify/velofant/vit-bla-monark-28-10vxl, specs/icecat-harvester/15407021.
    expect(brandOf({ name: 'Monark - 28" - 10vxl', brand: "Velofant" })).toBeNull();
    expect(brandOf({ name: "ABUS - Varedo 47", brand: "Velofant" })).toBeNull();
    expect(brandOf({ name: "DELL Inspiron 15R (n5110) Intel® Core™ i3", brand: "Neomounts" })).toBeNull();
  });

  it("names no maker where the supplier's text opens with another one before the product's words", () => {
    // bench/quality/corpus: shopify/velofant/ken-frontrack-lego, a RuckRacks rack in a shop whose vendor column says Velofant.
    const rack = {
      name: "PIZZA FRONT RACK",
      brand: "Velofant",
      sourceData: { "Body (HTML)": "<p><strong>RuckRacks Pizza Rack – More than just for pizza.</strong></p>" },
    };
    expect(brandOf(rack)).toBeNull();
    // A text that opens with the product's own words, or with the brand, leaves the brand as it is.
    expect(brandOf({ ...rack, sourceData: { "Body (HTML)": "<p>Pizza front rack for urban riders.</p>" } })).toBe("Velofant");
    expect(brandOf({ ...rack, sourceData: { "Body (HTML)": "<p>Velofant Pizza Rack, made in Java.</p>" } })).toBe("Velofant");
    // A lower-case word after "the" is no maker's name.
    expect(brandOf({ ...rack, sourceData: { "Body (HTML)": "<p>The sturdy pizza rack for urban riders.</p>" } })).toBe(
      "Velofant",
    );
    const shirt = { name: "Ocean Blue Shirt", brand: "partners-demo", sourceData: { "Body (HTML)": "Ocean blue cotton shirt." } };
    expect(brandOf(shirt)).toBe("partners-demo");
  });
});

describe("the gate on a maker the data contradicts", () => {
  // bench/quality/grading/2026-11-29-llm3: a German answer giving the DELL its spec sheet's brand, graded F.
  const laptop = {
    sku: "15407021",
    name: "DELL Inspiron 15R (n5110) Intel® Core™ i3 i3-2350M",
    brand: "Neomounts",
    category: "Laptops",
    sourceData: { title: "DELL Inspiron 15R (n5110) Intel® Core™ i3 i3-2350M", brand: "Neomounts", weight: "2.65 kg" },
  };
  const consistent = (fields: Parameters<typeof contentWith>[0]) =>
    scoreQuality(contentWith(fields), laptop, "en").checks.find((check) => check.check === "consistent_data")!;

  it("fails a text naming the data's brand as the maker, in the structured data or the prose, and says where", () => {
    const inStructuredData = consistent({ json_ld: { "@type": "Product", brand: { "@type": "Brand", name: "Neomounts" } } });
    expect(inStructuredData.passed).toBe(false);
    expect(inStructuredData.hint).toContain('json_ld.brand "Neomounts"');
    const inProse = consistent({ short_description: "A Neomounts laptop weighing 2.65 kg." });
    expect(inProse.passed).toBe(false);
    expect(inProse.hint).toContain("short_description");
  });

  it("passes a text that leaves the maker out, or names the one the name gives", () => {
    expect(
      consistent({ short_description: "The DELL Inspiron 15R weighs 2.65 kg.", json_ld: { "@type": "Product" } }).passed,
    ).toBe(true);
  });
});
