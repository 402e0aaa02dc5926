import { describe, expect, it } from "vitest";
import { pageName } from "./page-name.js";

// Names of bench/quality/corpus, on pages in another language than their own.
const product = (name: string, sourceData: Record<string, unknown> = {}, category: string | null = null) => ({
  name,
  brand: null,
  category,
  sourceData,
});
const title = (name: string, language: string, data = "en", sourceData: Record<string, unknown> = {}, category?: string) =>
  pageName(product(name, sourceData, category ?? null), language, data)?.title;

describe("a product's name on a page in another language", () => {
  it("says what the product is in the page's words, with the name's brand and model, and leaves the data's words out", () => {
    expect(title("HP 10 Black Original Ink Cartridge", "it")).toBe("Cartuccia d'inchiostro HP 10");
    expect(title("Œuf Entier Liquide Pasteurisé", "en", "fr")).toBe("Liquid whole egg");
    expect(title("Long Sleeve Tee", "es")).toBe("Camiseta");
    expect(title("VELOFANT - Pedalstraps", "fr")).toBe("Sangles de pédale VELOFANT");
    // The shop's category says what a name of common words is ("Premium Quality", filed under T-shirts).
    expect(title("Premium Quality", "it", "en", {}, "Clothing > Tshirts")).toBe("Maglietta");
  });

  it("cuts a spec sheet's title after its model's name, and keeps a series' word before its figure", () => {
    expect(title("Samsung Galaxy S7 SM-G930F Single SIM 4G 32GB Black", "es")).toBe("Samsung Galaxy S7 SM-G930F");
    // Its colour stays where the data gives the product one, even one the glossary cannot write ("Black Onyx").
    expect(title("Samsung Galaxy S7 SM-G930F Single SIM 4G 32GB Black", "es", "en", { colour: "Black Onyx" })).toBe(
      "Samsung Galaxy S7 SM-G930F – negro",
    );
    expect(title('DELL Inspiron 15R (n5110) Intel® Core™ i3 i3-2350M 39.6 cm (15.6") 4 GB FreeDOS Black', "fr")).toBe(
      "DELL Inspiron 15R",
    );
  });

  it("writes the variant's colour from the glossary, and a colour word of a tea's name as a word of the name", () => {
    expect(title("Shirt - Cream", "it")).toBe("Camicia – crema");
    expect(title("the vert Grey detox", "it", "fr")).toBe("Tè verde");
    // A name of words the page cannot say keeps them, with its variant's colour in the page's words.
    expect(title("Ship Your Idea - Green", "it")).toBe("Ship Your Idea - verde");
  });

  it("keeps a name of its own and leaves out the data's words written in lower case after it", () => {
    expect(title("Solène céréales poulet", "en", "fr")).toBe("Solène");
    expect(title("Ovo Rocks", "en", "fr")).toBeUndefined();
  });

  it("keeps a name the page can carry, the data's own language, and a name it cannot say otherwise", () => {
    expect(title("Baron d'Albénas 2010", "en", "fr")).toBeUndefined();
    expect(title("IPod Nano - 8GB", "fr")).toBeUndefined();
    expect(title("Hoodie with Logo", "en")).toBeUndefined();
    expect(title("Ship Your Idea", "fr")).toBeUndefined();
    // Swedish sentences have no definite form for a common noun yet: a name of more than the type's word stays.
    expect(title("Hoodie with Logo", "sv")).toBeUndefined();
    expect(title("Sunglasses", "pl")).toBe("Okulary przeciwsłoneczne");
  });

  it("says an English name in German words on a German page (readers of bench/quality/grading/2026-12-02d graded it F)", () => {
    expect(title("Hoodie with Logo", "de")).toBe("Kapuzenpullover");
    expect(title("HP 10 Black Original Ink Cartridge", "de")).toBe("HP 10 Tintenpatrone");
    expect(title("Brogue shoe", "de")).toBe("Schuhe");
  });
});
