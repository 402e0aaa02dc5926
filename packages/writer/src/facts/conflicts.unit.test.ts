import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "../builtin-writer.js";
import { readFacts, readProduct } from "./read.js";

const lamp = {
  sku: "LAMP-1",
  name: "Desk lamp",
  brand: null,
  category: "Lighting",
  sourceData: { power: "24 W", "Power (W)": "36", material: "Aluminium", weight_g: 1200, "Weight (lb)": "2.65" },
};

describe("conflicting values", () => {
  it("names two different power ratings as a conflict, with both values and their keys", () => {
    expect(readProduct(lamp.sourceData, "en").conflicts).toEqual([
      {
        concept: "power",
        values: [
          { key: "power", value: "24 W" },
          { key: "Power (W)", value: "36 W" },
        ],
      },
    ]);
  });

  it("states neither value, and of a weight given twice (in g and as its rounded conversion in lb) only the first", async () => {
    const facts = readFacts(lamp.sourceData, "en");
    expect(facts.filter((fact) => fact.concept === "power")).toEqual([]);
    expect(facts.filter((fact) => fact.kind === "weight").map((fact) => fact.value)).toEqual([
      { type: "quantity", amount: 1200, unit: "g" },
    ]);
    const content = await new BuiltinWriter().generate(lamp, "en");
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/24 W|36 W|2\.65/);
    expect(text).toMatch(/1,200 g/);
  });
});

describe("a colour the supplier's description gives the product against its colour options", () => {
  // bench/quality/corpus shopify/jewelery/leather-anchor: the options are the anchor's colour, as the text says.
  const bracelet = {
    "Body (HTML)": "Black leather bracelet with gold or silver anchor for men.",
    "Option1 Name": "Color",
    "Option1 Value": "Gold, Silver",
  };

  it("is a conflict naming both, and neither is stated", () => {
    const reading = readProduct(bracelet, "de");
    expect(reading.conflicts).toEqual([
      {
        concept: "color",
        values: [
          { key: "Color", value: "Gold, Silver" },
          { key: "Body (HTML)", value: "black" },
        ],
      },
    ]);
    expect(reading.facts.some((fact) => fact.key === "Color")).toBe(false);
  });

  it("is none where the description's colour is one of the options, or where it opens with no colour", () => {
    expect(readProduct({ ...bracelet, "Option1 Value": "Black, Gold" }, "en").conflicts).toEqual([]);
    expect(readProduct({ ...bracelet, "Body (HTML)": "Leather bracelet with a black clasp." }, "en").conflicts).toEqual([]);
  });
});
