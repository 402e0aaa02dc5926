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

  it("reads a list under its heading or under a line of the sheet, and where the product is made", () => {
    // Velofant's wheelset, Crescent bicycle and choker bodies (bench/quality/corpus/shopify/products.json), shortened.
    const body =
      "<p>Nyligen servad med nytt:<br>- Kedja<br>- Pedaler</p><p><strong>Hubs: </strong>TANGE THB007<br>- Sealed bearing<br>- FlipFlop hub</p><p>Made in USA</p>";
    // Read whatever the page's language: an English label is not stated on a Swedish page (facts/page-language.ts).
    const { facts, unstated } = readProduct({ "Body (HTML)": body }, "sv");
    const read = [...facts, ...unstated].map((fact) => [fact.concept, fact.value]);
    expect(read).toHaveLength(4);
    expect(read).toEqual(
      expect.arrayContaining([
        ["nyligen_servad_med_nytt", { type: "list", items: ["Kedja", "Pedaler"] }],
        ["hubs", { type: "text", text: "TANGE THB007" }],
        ["hubs", { type: "list", items: ["Sealed bearing", "FlipFlop hub"] }],
        ["made_in", { type: "text", text: "USA" }],
      ]),
    );
  });

  it("reads a place after 'Made in' only where it is a name: 'Made in small batches' is no origin", () => {
    const read = (line: string) =>
      readProduct({ "Body (HTML)": `<p>Solid oak board.</p><p>${line}</p>` }, "en").facts.filter(
        (fact) => fact.concept === "made_in",
      );
    expect(read("Handmade in Portugal.").map((fact) => fact.value)).toEqual([{ type: "text", text: "Portugal" }]);
    expect(read("Made in small batches.")).toEqual([]);
    expect(read("MADE IN USA")).toHaveLength(1);
  });

  it("never cuts a list whose items run into sentences: the supplier's prose, read whole or not at all", () => {
    const body =
      "<p><strong>Key Features:</strong></p><ul><li>12 mm parabolic shackle</li><li>ABUS Plus cylinder offers strong resistance to picking and manipulation</li><li>Includes two keys</li></ul>";
    expect(readProduct({ "Body (HTML)": body }, "en").facts).toEqual([]);
  });
});
