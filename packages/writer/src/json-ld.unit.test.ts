import { describe, expect, it } from "vitest";
import { readFacts } from "./facts/read.js";
import { productJsonLd } from "./json-ld.js";

describe("Product structured data", () => {
  it("takes the product's images when the base record has them, main image first", () => {
    const product = { sku: "M-1", name: "Mug", brand: null, category: null, sourceData: { price: 12, currency: "EUR" } };
    const ld = productJsonLd({
      product,
      facts: readFacts(product.sourceData, "en"),
      description: "A mug.",
      properties: [],
      imageUrls: ["https://cdn.example.com/m-1/main.jpg", "https://cdn.example.com/m-1/side.jpg"],
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Mug",
      sku: "M-1",
      description: "A mug.",
      image: ["https://cdn.example.com/m-1/main.jpg", "https://cdn.example.com/m-1/side.jpg"],
      offers: { "@type": "Offer", price: 12, priceCurrency: "EUR" },
    });
  });

  it("leaves the offer out while the data gives a price without its currency (a Shopify row's Variant Price)", () => {
    const product = { sku: "W-1", name: "Wheelset", brand: null, category: null, sourceData: { "Variant Price": "2999.00" } };
    const ld = productJsonLd({ product, facts: readFacts(product.sourceData, "en"), description: "A wheelset.", properties: [] });
    expect(readFacts(product.sourceData, "en").some((fact) => fact.kind === "price")).toBe(true);
    expect(ld).not.toHaveProperty("offers");
  });
});
