import { describe, expect, it } from "vitest";
import { brandOf } from "./brand.js";

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
    const shirt = { name: "Ocean Blue Shirt", brand: "partners-demo", sourceData: { "Body (HTML)": "Ocean blue cotton shirt." } };
    expect(brandOf(shirt)).toBe("partners-demo");
  });
});
