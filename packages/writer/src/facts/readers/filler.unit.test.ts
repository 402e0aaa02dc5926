import { describe, expect, it } from "vitest";
import { readProduct } from "../read.js";

// A row of WooCommerce's sample_products.csv (bench/quality/corpus/woocommerce), cut to the columns the test reads.
const tee = {
  ID: "44",
  Type: "variable",
  SKU: "woo-vneck-tee",
  Name: "V-Neck T-Shirt",
  "Short description": "This is a variable product.",
  Description:
    "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante.",
  "Attribute 1 name": "Color",
  "Attribute 1 value(s)": "Blue, Green, Red",
};

describe("placeholder text in the supplier's prose", () => {
  it("leaves Lorem ipsum out of the supplier's prose, as an empty column", () => {
    const reading = readProduct(tee, "en");
    expect(reading.supplierText).toEqual([{ key: "Short description", text: "This is a variable product." }]);
    expect(reading.ignored).toContainEqual({ key: "Description", reason: "empty" });
  });

  it("keeps the lines of a description that are the product's, and prose in Latin-rooted languages", () => {
    const mixed = {
      ...tee,
      Description: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.\nSoft organic cotton, cut close to the body.",
    };
    expect(readProduct(mixed, "en").supplierText).toContainEqual({
      key: "Description",
      text: "Soft organic cotton, cut close to the body.",
    });
    const french = { ...tee, Description: "Ce t-shirt est en coton et non traité, avec une encolure en V." };
    expect(readProduct(french, "fr").supplierText.map((prose) => prose.key)).toContain("Description");
  });
});
