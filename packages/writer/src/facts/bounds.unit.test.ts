import { describe, expect, it } from "vitest";
import { unsupportedClaims } from "../grounding/unsupported-claims.js";
import { boundedData, MAX_SOURCE_TEXT, MAX_SOURCE_TOTAL } from "./bounds.js";
import { readFacts } from "./read.js";

const prose = (characters: number) =>
  "A roomy bag with 2 pockets, 3 zips and a 15 in sleeve. ".repeat(characters / 55 + 1).slice(0, characters);

describe("how much of a product's data the writer reads", () => {
  it("reads data of a real product's size whole, as the same object", () => {
    const data = { name: "Bag", description: prose(7_500), weight: "2 kg", tags: ["travel", "laptop"] };
    expect(boundedData(data)).toBe(data);
  });

  it("reads a value's first characters and the data's first ones in all, in the data's order", () => {
    const data = { description: prose(1_000_000), notes: [prose(15_000), prose(15_000)], weight: "2 kg" };
    const read = boundedData(data);
    expect(read.description).toHaveLength(MAX_SOURCE_TEXT);
    expect(read.notes.map((note) => note.length)).toEqual([MAX_SOURCE_TEXT, MAX_SOURCE_TOTAL - 2 * MAX_SOURCE_TEXT]);
    expect(read.weight).toBe("");
    expect(boundedData(data)).toBe(read);
  });

  it("reads facts and grounds claims only in what it reads: a megabyte value costs what its first characters do", () => {
    const product = { sku: "B", name: "Bag", brand: null, category: null, sourceData: { capacity: `2 l${prose(2_000_000)}` } };
    expect(readFacts(product.sourceData, "en").length).toBeLessThanOrEqual(1);
    const content = {
      title: "Bag",
      meta_title: "Bag",
      meta_description: "Bag",
      short_description: "A roomy bag with 2 pockets.",
      description_html: "<p>A roomy bag with 2 pockets.</p>",
      bullets: [],
      faq: [],
      keywords: [],
      json_ld: {},
    };
    expect(unsupportedClaims(content, product, "en")).toEqual([]);
  });
});
