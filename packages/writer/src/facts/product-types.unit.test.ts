import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "../builtin-writer.js";
import { endsOnPlural, typeNoun, typeToSay } from "./product-types.js";

const product = (name: string, category: string | null = null, sourceData: Record<string, unknown> = {}) => ({
  name,
  category,
  sourceData,
});

describe("what the product is, in the page's language", () => {
  it("reads the type from the name's head, else the category's last step, else the shop's type column", () => {
    // WooCommerce's sample "Hoodie with Logo": the head is before "with".
    expect(typeToSay(product("Hoodie with Logo", "Clothing > Hoodies"), "it", "en")).toEqual({
      phrase: "una felpa con cappuccio",
      plural: false,
    });
    // Akeneo's "diana", filed under Dresses: the name says nothing of what it is, in any language.
    expect(typeToSay(product("diana", "Dresses"), "en", "en")).toEqual({ phrase: "a dress", plural: false });
    // Shopify's jewellery sample: the Type column.
    expect(typeToSay(product("Boho Charm", null, { Type: "Earrings" }), "es", "en")).toEqual({
      phrase: "unos pendientes",
      plural: true,
    });
    // French data puts the head first: "Crevettes tropicales cuites décortiquées".
    expect(typeToSay(product("Crevettes tropicales cuites décortiquées", "Crevettes"), "de", "fr")).toEqual({
      phrase: "Garnelen",
      plural: true,
    });
    // "Running shoes" is read before "shoes".
    expect(typeToSay(product("Running shoes", "Shoes"), "fr", "en")?.phrase).toBe("une paire de chaussures de course");
  });

  it("says nothing where the name already says it in the page's language, or where the type is unknown", () => {
    expect(typeToSay(product("Long Sleeve Tee", "Clothing > Tshirts"), "en", "en")).toBeUndefined();
    expect(typeToSay(product("T-Shirt", "Clothing > Tshirts"), "de", "en")).toBeUndefined();
    expect(typeToSay(product("Album", "Music"), "it", "en")).toBeUndefined();
    expect(typeToSay(product("Avision @V2800", "Avision"), "it", "en")).toBeUndefined();
    // A name that says the type in the data's language says it again in the page's ("HP 10 … Ink Cartridge").
    expect(typeToSay(product("HP 10 Black Original Ink Cartridge", "ink cartridges"), "es", "en")?.phrase).toBe(
      "un cartucho de tinta",
    );
    // A name in English on an Italian page: the page says what it is in Italian.
    expect(typeToSay(product("Long Sleeve Tee", "Clothing > Tshirts"), "it", "en")?.phrase).toBe("una maglietta");
  });

  it("gives the noun a shopper searches, without its article", () => {
    expect(typeNoun("un paio di occhiali da sole")).toBe("occhiali da sole");
    expect(typeNoun("eine Sonnenbrille")).toBe("Sonnenbrille");
    expect(typeNoun("koszulka")).toBe("koszulka");
    // "une paire de" is the article, whole: not "paire de lunettes de soleil".
    expect(typeNoun("une paire de lunettes de soleil")).toBe("lunettes de soleil");
  });

  it("opens the text with what the product is, and the sentence after it says 'the product', which later pronouns agree with", async () => {
    const writer = new BuiltinWriter();
    // WooCommerce's sample product 68: an English name on an Italian page.
    const tee = { sku: "woo-68", name: "Long Sleeve Tee", brand: null, category: "Clothing > Tshirts", sourceData: {} };
    const italian = await writer.generate(tee, "it");
    // A name in English words is what the product is in Italian (facts/page-name.ts), with its article.
    expect(italian.title).toBe("Maglietta");
    expect(italian.description_html).toContain("<p>Scopri la maglietta.</p>");
    expect(italian.description_html).not.toContain("Long Sleeve");
    expect(italian.keywords).toContain("maglietta");
    // WooCommerce's sample product 62: a name that is only a common noun is the page's word for it, said once.
    const sunglasses = { sku: "woo-62", name: "Sunglasses", brand: null, category: "Clothing > Accessories", sourceData: {} };
    const polish = await writer.generate(sunglasses, "pl");
    expect(polish.title).toBe("Okulary przeciwsłoneczne");
    expect(polish.description_html).not.toContain("Sunglasses");
    expect(polish.description_html).not.toContain("to okulary");
    const jacket = {
      sku: "J-2",
      name: "Ridge Jacket",
      brand: "Acme",
      category: null,
      sourceData: { waterproof: true, colors: ["Red", "Blue"] },
    };
    // A model's name that says nothing of what it is, filed under jackets: the French page says it.
    const nordkapp = { ...jacket, name: "Nordkapp", category: "Clothing > Jackets" };
    const french = await writer.generate(nordkapp, "fr");
    expect(french.short_description).toBe("La Nordkapp est une veste d’Acme.");
    expect(french.description_html).toContain("<p>Ce produit est imperméable");
    // English names the type only where the name does not: "Ridge Jacket" does.
    expect((await writer.generate(jacket, "en")).description_html).not.toContain("is a jacket");
  });
});

describe("an English name ending on a plural", () => {
  it("is one that ends on a type's plural spelling or a type said as a pair, not a name ending on another word", () => {
    const plural = ["VELOFANT - Pedalstraps", "Boho Earrings", "Sunglasses", "Brogue Shoes", "Classic Jeans", "Merino socks"];
    const singular = ["Anchor Bracelet Mens", "Ovo Rocks", "Canvas", "Glass", "Lens", "Summer Dress", "Socks Drawer"];
    expect(plural.filter((name) => !endsOnPlural(name))).toEqual([]);
    expect(singular.filter(endsOnPlural)).toEqual([]);
  });
});
