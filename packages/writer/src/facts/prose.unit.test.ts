import { describe, expect, it } from "vitest";
import { readProduct } from "./read.js";

// Velofant's KEN handlebar, as its Shopify export sends Body (HTML) (bench/quality/corpus/shopify/products.json).
const handlebar = {
  "Body (HTML)":
    '<p class="" data-end="214" data-start="0">A wide aluminum riser handlebar with a 25.4 mm clamp diameter. Handcrafted by our masters from Java -  KEN.</p>\n<p class="MsoNormal"><span style="mso-ansi-language: EN-US;" lang="EN-US">Spec:<br>Clamp: 25.4 mm<br>Length: 720 mm<br>Rise: 25 mm<br>Weight: 350 grams<br>Material: aluminum<br>Color : black &amp; silver</span></p>',
  "Variant Grams": "400.0",
};

describe("the data sheet in the supplier's prose", () => {
  it("reads its Label: value lines as facts, and leaves its sentences as the supplier's", () => {
    const { facts, supplierText } = readProduct({ "Body (HTML)": handlebar["Body (HTML)"] }, "en");
    expect(facts.map((fact) => [fact.concept, fact.value])).toEqual([
      ["clamp", { type: "quantity", amount: 25.4, unit: "mm" }],
      ["length", { type: "dimensions", parts: [{ axis: "length", amount: 720 }], unit: "mm" }],
      ["rise", { type: "quantity", amount: 25, unit: "mm" }],
      ["weight", { type: "quantity", amount: 350, unit: "g" }],
      ["material", { type: "text", text: "aluminum" }],
      ["color", { type: "text", text: "black & silver" }],
    ]);
    expect(supplierText[0]!.text).toMatch(/^A wide aluminum riser handlebar/);
  });

  it("names a weight the prose and the columns disagree on as a conflict, and states neither", () => {
    const reading = readProduct(handlebar, "en");
    expect(reading.conflicts).toEqual([
      {
        concept: "weight",
        values: [
          { key: "Variant Grams", value: "400 g" },
          { key: "Body (HTML)", value: "350 g" },
        ],
      },
    ]);
    expect(reading.facts.filter((fact) => fact.kind === "weight")).toEqual([]);
  });
});
