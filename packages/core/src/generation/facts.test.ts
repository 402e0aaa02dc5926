import { describe, expect, it } from "vitest";
import { factsOf } from "./facts.js";

describe("facts", () => {
  it("types each source value by what it says", () => {
    const facts = factsOf(
      {
        color: "Olive",
        features: ["Rain cover", "Hip-belt pockets"],
        waterproof: true,
        capacity_l: 42,
        length: { value: 135, unit: "cm" },
        dimensions: { width_cm: 30, depth_cm: 20 },
        warranty_years: 5,
        care: { en: "Hand wash", de: "Handwäsche" },
        gtin13: "4006381333931",
        mpn: "SG-42",
        price: { amount: "149,90", currency: "eur" },
        currency: "eur",
        stock: 0,
        certifications: "OEKO-TEX Standard 100",
        rating: { value: 4.6, count: 12 },
        reviews: [{ text: "Dry after rain.", author: "Anna" }, "Light and roomy."],
        image_url: "https://example.com/a.jpg",
        seats: 6,
      },
      "de",
    );
    expect(facts).toEqual([
      { kind: "scalar", key: "color", value: "Olive" },
      { kind: "list", key: "features", items: ["Rain cover", "Hip-belt pockets"] },
      { kind: "boolean", key: "waterproof", value: true },
      { kind: "measurement", key: "capacity", value: 42, unit: "l" },
      { kind: "measurement", key: "length", value: 135, unit: "cm" },
      { kind: "measurement", key: "width", value: 30, unit: "cm" },
      { kind: "measurement", key: "depth", value: 20, unit: "cm" },
      { kind: "measurement", key: "warranty", value: 5, unit: "year" },
      { kind: "text", key: "care", text: "Handwäsche" },
      { kind: "identifier", key: "gtin13", scheme: "gtin", value: "4006381333931" },
      { kind: "identifier", key: "mpn", scheme: "mpn", value: "SG-42" },
      { kind: "commercial", key: "price", field: "price", value: 149.9, currency: "eur" },
      { kind: "commercial", key: "currency", field: "currency", value: "EUR" },
      { kind: "commercial", key: "stock", field: "availability", value: "OutOfStock" },
      { kind: "certification", key: "certifications", names: ["OEKO-TEX Standard 100"] },
      { kind: "rating", key: "rating", value: 4.6, best: 5, count: 12 },
      { kind: "quote", key: "reviews", text: "Dry after rain.", author: "Anna" },
      { kind: "quote", key: "reviews", text: "Light and roomy.", author: null },
      { kind: "scalar", key: "seats", value: 6 },
    ]);
  });

  it("joins a review count in its own column to the rating, and leaves out what the language lacks", () => {
    expect(factsOf({ stars: 9, review_count: "40", care: { en: "Hand wash" } }, "fr")).toEqual([
      { kind: "rating", key: "stars", value: 9, best: 10, count: 40 },
    ]);
  });
});
