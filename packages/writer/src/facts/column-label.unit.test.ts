import { describe, expect, it } from "vitest";
import { columnFacts, columnLabel } from "./column-label.js";

/** A row of WooCommerce's own product export, as the import keeps its columns in source_data. */
const WOOCOMMERCE = {
  "Attribute 1 name": "Color",
  "Attribute 1 value(s)": "Blue, Green",
  "Attribute 1 visible": 1,
  "Meta: material": "steel",
  "Meta: _material": "steel",
  "Tax status": "taxable",
  "Weight (kg)": 2,
};

describe("columnLabel", () => {
  it("names a column by the facts it gives, an attribute pair's columns by the pair's name", () => {
    const label = (column: string, language = "en") => columnLabel([WOOCOMMERCE], column, language);
    expect(label("Attribute 1 value(s)")).toBe("Colour");
    expect(label("Attribute 1 name", "de")).toBe("Farbe");
    expect(label("Meta: material")).toBe("Material");
    expect(label("Weight (kg)", "de")).toBe("Gewicht");
    expect(columnLabel([{ pa_color: "red" }], "pa_color", "en")).toBe("Colour");
  });

  it("is null for a column no fact is read from: bookkeeping, a hidden field, a column the products lack", () => {
    expect(columnLabel([WOOCOMMERCE], "Tax status", "en")).toBeNull();
    expect(columnLabel([WOOCOMMERCE], "Attribute 1 visible", "en")).toBeNull();
    expect(columnLabel([WOOCOMMERCE], "Meta: _material", "en")).toBeNull();
    expect(columnLabel([WOOCOMMERCE], "capacity_ml", "en")).toBeNull();
    expect(columnFacts(WOOCOMMERCE, "Tax status", "en")).toEqual([]);
  });

  it("gives each name once, from every sample: a pair holding colours on one product and sizes on another", () => {
    const sized = { ...WOOCOMMERCE, "Attribute 1 name": "Size", "Attribute 1 value(s)": "S, M" };
    expect(columnLabel([WOOCOMMERCE, sized, WOOCOMMERCE], "Attribute 1 value(s)", "en")).toBe("Colour, Size");
  });
});
