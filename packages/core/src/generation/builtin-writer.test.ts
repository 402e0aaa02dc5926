import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "./builtin-writer.js";
import { fitToLength, META_DESCRIPTION_MAX, META_TITLE_MAX } from "./content.js";

const writer = new BuiltinWriter();
const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"];

const sweater = {
  sku: "SW-1",
  name: "Merino crew sweater",
  brand: "Acme",
  category: "Apparel/Knitwear/Sweaters",
  sourceData: {
    color: "navy",
    size: "M",
    weight_g: 320,
    care: { en: "Hand wash cold", de: "Kalt von Hand waschen" },
    features: ["ribbed cuffs", "crew neck"],
    gtin: "4006381333931",
  },
};

/** Words of a text, to check that a shortened text only holds whole words of its source. */
const wordsOf = (text: string) => text.split(/[\s,.;:|!?¿¡«»„“”"]+/u).filter(Boolean);

/** A phrase each language's pack uses and no other language does. */
const NATIVE_MARKER: Record<string, string> = {
  en: "Key details",
  de: "Die wichtigsten Eigenschaften",
  fr: "Caractéristiques principales",
  es: "Características principales",
  it: "Caratteristiche principali",
  nl: "Belangrijkste kenmerken",
  pt: "Principais características",
  pl: "Najważniejsze cechy",
  sv: "Viktiga egenskaper",
};

describe("built-in writer", () => {
  it("writes the same content for the same input", async () => {
    expect(await writer.generate(sweater, "fr")).toEqual(await writer.generate(sweater, "fr"));
  });

  it.each(LANGUAGES)("writes every field natively in %s, within the length rules", async (language) => {
    const content = await writer.generate(sweater, language);
    expect(content.short_description).toContain(NATIVE_MARKER[language]);
    for (const [other, marker] of Object.entries(NATIVE_MARKER)) {
      if (other !== language) expect(JSON.stringify(content)).not.toContain(marker);
    }
    expect(content.meta_title.length).toBeLessThanOrEqual(META_TITLE_MAX);
    expect(content.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(content.bullets.length).toBeGreaterThan(0);
    expect(content.faq.length).toBeGreaterThanOrEqual(3);
    expect(content.description_html).toMatch(/^<p>.*<\/ul>$/);
    expect(content.keywords).toContain("merino crew sweater");
    expect(content.json_ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Merino crew sweater",
      sku: "SW-1",
      brand: { "@type": "Brand", name: "Acme" },
      category: "Apparel > Knitwear > Sweaters",
    });
  });

  it("takes a localized column's value in the language only, and leaves it out where the data has none", async () => {
    expect((await writer.generate(sweater, "de")).description_html).toContain("Kalt von Hand waschen");
    const polish = await writer.generate(sweater, "pl");
    expect(polish.description_html).not.toMatch(/Hand wash|Kalt von Hand|pielęgnacja/i);
  });

  it("never states a property the data does not give", async () => {
    const plain = { sku: "MUG-1", name: "Stoneware mug", brand: null, category: null, sourceData: { color: "white" } };
    for (const language of LANGUAGES) {
      const text = JSON.stringify(await writer.generate(plain, language)).toLowerCase();
      for (const invented of ["material", "materiał", "matière", "size", "größe", "taille", "weight", "gewicht", "cm", " g,"]) {
        expect(text, `${language}: ${invented}`).not.toContain(invented);
      }
      // Every number in the text comes from the data.
      const numbers = text.replace(/<\/?h2>/g, "").match(/\d+/g) ?? [];
      for (const number of numbers) expect(JSON.stringify(plain), `${language}: ${number}`).toContain(number);
    }
  });

  it("cuts long names at word boundaries in the meta fields", async () => {
    const long = {
      ...sweater,
      name: "Extraordinarily comfortable ribbed merino wool crew neck sweater with reinforced elbows and cuffs",
    };
    for (const language of LANGUAGES) {
      const content = await writer.generate(long, language);
      expect(content.meta_title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      const source = new Set(wordsOf(`${long.name} ${long.brand}`));
      for (const word of wordsOf(content.meta_title)) expect(source.has(word), `${language}: "${word}"`).toBe(true);
      expect(content.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      const full = new Set(wordsOf(JSON.stringify(content)));
      for (const word of wordsOf(content.meta_description)) expect(full.has(word), `${language}: "${word}"`).toBe(true);
    }
  });

  it("reports a language it has no phrasing for, instead of writing English", async () => {
    await expect(writer.generate(sweater, "ja")).rejects.toMatchObject({ code: "unsupported_language" });
  });
});

describe("fitToLength", () => {
  it("shortens at a word boundary and drops trailing separators", () => {
    expect(fitToLength("Merino sweater | Acme Knitwear", 16)).toBe("Merino sweater");
    expect(fitToLength("short", 60)).toBe("short");
    expect(fitToLength("Merino, wool sweater", 8)).toBe("Merino");
  });
});
