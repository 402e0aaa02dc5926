import { describe, expect, it } from "vitest";
import { formatFactValue } from "./format.js";
import { languageOf } from "./page-language.js";
import { readProduct } from "./read.js";

describe("text in another language is never presented as the page's", () => {
  it("tells the data's language from its prose, and leaves no language where it cannot tell", () => {
    expect(languageOf(["En oväxlad, lila damcykel från Nordstjerna, 26 tum med fotbroms. Nya däck och slangar."])).toBe("sv");
    expect(languageOf(["Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas."])).toBe(
      undefined,
    );
    expect(languageOf(["Blue"])).toBe(undefined);
  });

  it("states on a page of another language only what it can write in that language, and reports the rest", () => {
    const data = {
      "Body (HTML)": "<p>A light riser handlebar for city bikes, made by hand in Java by our masters.</p>",
      color: "Black",
      "Processor lithography (nm)": 32,
      "OEM code": "C4844A",
      gtin: "7350177880121",
      care: { en: "Hand wash", de: "Handwäsche" },
      assembly_required: true,
    };
    const german = readProduct(data, "de");
    expect(german.dataLanguage).toBe("en");
    expect(german.facts.map((fact) => fact.concept)).toEqual(["color", "gtin", "care"]);
    expect(german.unstated.map((fact) => fact.key)).toEqual(["Processor lithography (nm)", "OEM code", "assembly_required"]);
    // On the data's own page every fact stands, the nanometres as nanometres.
    const english = readProduct(data, "en");
    expect(english.unstated).toEqual([]);
    const lithography = english.facts.find((fact) => fact.key === "Processor lithography (nm)")!;
    expect(formatFactValue(lithography, "en")).toBe("32 nm");
  });

  it("takes the language an Open Food Facts product declares, and writes a nutrient per its basis", () => {
    const food = {
      code: "3350033435445",
      lc: "fr",
      product_name: "Crevettes",
      nutriments: { fat_100g: 1.5, "energy-kcal_100g": 85 },
    };
    const reading = readProduct(food, "fr");
    expect(reading.dataLanguage).toBe("fr");
    const fat = reading.facts.find((fact) => fact.concept === "nutrient_fat")!;
    expect(formatFactValue(fat, "fr")).toBe("1,5 g pour 100 g");
    expect(formatFactValue(fat, "de")).toBe("1,5 g pro 100 g");
  });
});
