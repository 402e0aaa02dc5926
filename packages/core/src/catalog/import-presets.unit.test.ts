import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importedBrand, importedCategory, presetOf, presetTarget } from "./import-presets.js";

/** The headers of a corpus's CSV rows (bench/quality/corpus: each row's cells as the platform's export has them). */
function headersOf(corpus: string, format: string): string[] {
  const url = new URL(`../../../../bench/quality/corpus/${corpus}/products.json`, import.meta.url);
  const products = JSON.parse(readFileSync(url, "utf8")) as { format: string; product: { sourceData: object } }[];
  return [
    ...new Set(products.filter((entry) => entry.format === format).flatMap((entry) => Object.keys(entry.product.sourceData))),
  ];
}

describe("import presets", () => {
  it("know WooCommerce's own export: its fields mapped, its bookkeeping ignored", () => {
    const headers = headersOf("woocommerce", "woocommerce-csv");
    expect(presetOf(headers)).toBe("woocommerce");
    const targets = Object.fromEntries(headers.map((header) => [header, presetTarget("woocommerce", header)]));
    expect(targets).toMatchObject({
      SKU: "sku",
      Name: "name",
      Categories: "category",
      "Regular price": "price",
      "Sale price": "sale_price",
      "Weight (lbs)": "weight",
      "Length (in)": "dimension",
      "Height (in)": "dimension",
      Parent: "variant_group",
      Description: "supplier_text",
      "Short description": "supplier_text",
      "Attribute 1 name": "attribute",
      "Attribute 1 value(s)": "attribute",
      "Tax status": "ignore",
      "Download limit": "ignore",
      "Attribute 1 visible": "ignore",
      "Meta: _wpcom_is_markdown": "ignore",
      Images: "ignore",
      ID: "ignore",
    });
    expect(presetTarget("woocommerce", "Brands")).toBe("brand");
  });

  it("know Shopify's export and Akeneo's, and take any other file for none", () => {
    const shopify = headersOf("shopify", "shopify-csv");
    expect(presetOf(shopify)).toBe("shopify");
    expect(presetTarget("shopify", "Variant SKU")).toBe("sku");
    expect(presetTarget("shopify", "Vendor")).toBe("brand");
    expect(presetTarget("shopify", "Handle")).toBe("variant_group");
    expect(presetTarget("shopify", "Färg (product.metafields.shopify.color-pattern)")).toBe("attribute");
    expect(presetTarget("shopify", "Variant Inventory Policy")).toBe("ignore");

    const akeneo = ["sku", "categories", "enabled", "family", "groups", "parent", "name-en_US", "color", "price-EUR"];
    expect(presetOf(akeneo)).toBe("akeneo");
    expect(akeneo.map((header) => presetTarget("akeneo", header))).toEqual([
      "sku",
      "category",
      "ignore",
      "ignore",
      "ignore",
      "variant_group",
      "name",
      "attribute",
      "price",
    ]);
    expect(presetOf(["SKU", "Name", "Category"])).toBeNull();
  });

  it("turn a platform's category cell into one path with / between its levels, and a brand list into its first", () => {
    expect(importedCategory("woocommerce", "Clothing > Tshirts")).toBe("Clothing/Tshirts");
    expect(importedCategory("woocommerce", "Garten > Bewässerung, Angebote")).toBe("Garten/Bewässerung");
    expect(importedCategory("woocommerce", "Haus\\, Garten > Töpfe")).toBe("Haus, Garten/Töpfe");
    expect(importedCategory("shopify", "Home & Garden > Lawn & Garden > Watering")).toBe("Home & Garden/Lawn & Garden/Watering");
    expect(importedCategory("akeneo", "tvs_projectors,lcd_tvs")).toBe("tvs_projectors");
    expect(importedCategory(null, "Apparel/Shirts")).toBe("Apparel/Shirts");
    expect(importedBrand("woocommerce", "Woo, Acme")).toBe("Woo");
    expect(importedBrand(null, "Woo, Acme")).toBe("Woo, Acme");
  });
});
