import { describe, expect, it } from "vitest";
import { factLabel, formatFactValue } from "./format.js";
import { readableLabel } from "./labels-of.js";
import { readFacts, readProduct } from "./read.js";
import { convert } from "./units.js";

/** Each fact as kind, label and value as a shop shows them in one language. */
const shown = (sourceData: Record<string, unknown>, language: string) =>
  readFacts(sourceData, language).map((fact) => [fact.kind, factLabel(fact, language), formatFactValue(fact, language)]);

describe("readFacts: the shapes shops and PIMs send, in English, German and French", () => {
  it("reads metric objects with PIM unit codes, keeping the data's own figure and unit", () => {
    const data = { weight: { amount: 4900, unit: "GRAM" }, display_diagonal: { amount: "32.0000", unit: "INCH" } };
    expect(shown(data, "en")).toEqual([
      ["weight", "weight", "4,900 g"],
      ["screen", "screen size", "32 in"],
    ]);
    expect(shown(data, "de")).toEqual([
      ["weight", "Gewicht", "4.900 g"],
      ["screen", "Bildschirmdiagonale", "32 Zoll"],
    ]);
    expect(shown(data, "fr")).toEqual([
      ["weight", "poids", "4 900 g"],
      ["screen", "taille d’écran", "32 pouces"],
    ]);
    expect(
      readFacts({ power: { amount: 1200, unit: "WATT" }, volume: { amount: 1500, unit: "MILLILITER" } }, "en"),
    ).toMatchObject([
      { kind: "power", value: { type: "quantity", amount: 1200, unit: "W" } },
      { kind: "capacity", value: { type: "quantity", amount: 1500, unit: "ml" } },
    ]);
    // A compound code, and one the model has no unit for, stay one fact with their amount.
    const codes = { fabric_weight: { amount: 180, unit: "GRAM_PER_SQUARE_METER" }, pressure: { amount: 2, unit: "BAR" } };
    expect(shown(codes, "en")).toEqual([
      ["weight", "fabric weight", "180 g/m²"],
      ["other", "pressure", "2 bar"],
    ]);
    // On a German page, a column whose name the glossary does not know in German is left out, never shown in English.
    expect(shown(codes, "de")).toEqual([["weight", "Stoffgewicht", "180 g/m²"]]);
  });

  it("reads price objects and lists of prices", () => {
    const data = {
      price: [
        { amount: "129.00", currency: "EUR" },
        { amount: 139, currency: "usd" },
      ],
    };
    expect(readFacts(data, "en").map((fact) => fact.value)).toEqual([
      { type: "money", amount: 129, currency: "EUR" },
      { type: "money", amount: 139, currency: "USD" },
    ]);
    expect(shown({ price: { amount: 129, currency: "EUR" } }, "en")[0]![2]).toBe("€129.00");
    expect(shown({ price: { amount: 129, currency: "EUR" } }, "de")[0]![2]).toBe("129,00 €");
    expect(shown({ price: { amount: 129, currency: "EUR" } }, "fr")[0]![2]).toBe("129,00 €");
  });

  it("reads values per language, shop-style and Akeneo-style, and leaves out what a language lacks", () => {
    const data = {
      color: { en: "Navy", de: "Marine" },
      care: [
        { locale: "en_US", scope: null, data: "Machine wash 30°C" },
        { locale: "fr_FR", scope: null, data: "Lavage en machine à 30 °C" },
      ],
    };
    expect(shown(data, "en")).toEqual([
      ["colour", "colour", "Navy"],
      ["care", "care", "Machine wash 30°C"],
    ]);
    expect(shown(data, "de")).toEqual([["colour", "Farbe", "Marine"]]);
    expect(shown(data, "fr")).toEqual([["care", "entretien", "Lavage en machine à 30 °C"]]);
  });

  it("reads Shopify option columns and tags, and WooCommerce pa_ attributes and attribute rows", () => {
    const data = {
      "Option1 Name": "Color",
      "Option1 Values": "Navy, Olive",
      "Option2 Name": "Title",
      "Option2 Value": "Default Title",
      Tags: "summer, linen",
      pa_size: "Large",
      attributes: [{ name: "Material", options: ["Linen"] }],
    };
    expect(shown(data, "en")).toEqual([
      ["variant", "colour", "Navy or Olive"],
      ["tag", "tags", "summer and linen"],
      ["size", "size", "Large"],
      ["material", "material", "Linen"],
    ]);
    // English tags have no German or French form: left out of those pages; an English size word is the size's letters.
    expect(shown(data, "de")).toEqual([
      ["variant", "Farbe", "Marineblau oder Oliv"],
      ["size", "Größe", "L"],
      ["material", "Material", "Leinen"],
    ]);
    expect(shown(data, "fr").map(([kind, label, value]) => `${kind} ${label} ${value}`)).toEqual([
      "variant couleur bleu marine ou olive",
      "size taille L",
      "material matière lin",
    ]);
  });

  it("reads labels that carry their unit", () => {
    const data = { "Weight (kg)": 1.2, "Battery life (h)": 30, "Screen size [in]": "6.1" };
    expect(shown(data, "en")).toEqual([
      ["weight", "weight", "1.2 kg"],
      ["battery", "battery life", "30 hours"],
      ["screen", "screen size", "6.1 in"],
    ]);
    expect(shown(data, "de")).toEqual([
      ["weight", "Gewicht", "1,2 kg"],
      ["battery", "Akkulaufzeit", "30 Stunden"],
      ["screen", "Bildschirmdiagonale", "6,1 Zoll"],
    ]);
    expect(shown(data, "fr")).toEqual([
      ["weight", "poids", "1,2 kg"],
      ["battery", "autonomie", "30 heures"],
      ["screen", "taille d’écran", "6,1 pouces"],
    ]);
  });

  it("reads dimension objects, W x D x H strings and separate measured columns as dimensions", () => {
    const object = { dimensions: { width: 120, depth: 60, height: 75, unit: "CENTIMETER" } };
    const string = { "Dimensions (W x D x H)": "120 x 60 x 75 cm" };
    const columns = { width_cm: 120, depth_cm: 60, height_cm: 75 };
    for (const data of [object, string, columns]) {
      expect(shown(data, "en")).toEqual([["dimensions", "dimensions", "120 × 60 × 75 cm (W × D × H)"]]);
      expect(shown(data, "de")).toEqual([["dimensions", "Abmessungen", "120 × 60 × 75 cm (B × T × H)"]]);
      expect(shown(data, "fr")).toEqual([["dimensions", "dimensions", "120 × 60 × 75 cm (L × P × H)"]]);
    }
    expect(shown({ length: { value: 1.35, unit: "m" } }, "de")).toEqual([["dimensions", "Länge", "1,35 m"]]);
  });

  it("reads true booleans as features and leaves false ones out", () => {
    const data = { waterproof: true, assembly_required: true, "5g": true, dishwasher_safe: false, vegan: "yes" };
    expect(shown(data, "en")).toEqual([
      ["feature", "waterproof", "waterproof"],
      ["feature", "assembly required", "assembly required"],
      ["feature", "5G", "5G"],
      ["feature", "vegan", "vegan"],
    ]);
    // "assembly required" has no German or French words in the glossary: it is left out of those pages; 5G reads alike.
    expect(shown(data, "de").map(([, label]) => label)).toEqual(["wasserdicht", "5G", "vegan"]);
    expect(shown(data, "fr").map(([, label]) => label)).toEqual(["imperméable", "5G", "végan"]);
  });

  it("reads years and dates as such, never as quantities", () => {
    const data = { harvest_year: 2025, model_year: "2024", release_date: "2012-06-17" };
    expect(shown(data, "en")).toEqual([
      ["year", "vintage", "2025"],
      ["year", "model year", "2024"],
      ["date", "release date", "17 June 2012"],
    ]);
    expect(shown(data, "de")).toEqual([
      ["year", "Jahrgang", "2025"],
      ["year", "Modelljahr", "2024"],
      ["date", "Erscheinungsdatum", "17. Juni 2012"],
    ]);
    expect(shown(data, "fr")).toEqual([
      ["year", "millésime", "2025"],
      ["year", "année modèle", "2024"],
      ["date", "date de sortie", "17 juin 2012"],
    ]);
    expect(shown({ warranty_years: 5 }, "en")).toEqual([["warranty", "warranty", "5 years"]]);
  });

  it("reads ranges and bounds", () => {
    const data = { range: "up to 120 km", operating_temperature: "-10 to 40 °C", age: "3+" };
    expect(shown(data, "en")).toEqual([
      ["range", "range", "up to 120 km"],
      ["other", "operating temperature", "-10–40°C"],
      ["age", "minimum age", "from 3 years"],
    ]);
    // "operating temperature" is no label of the glossary's: stated in English only.
    expect(shown(data, "de").map(([, , value]) => value)).toEqual(["bis zu 120 km", "ab 3 Jahre"]);
    expect(shown(data, "fr").map(([, , value]) => value)).toEqual(["jusqu’à 120 km", "dès 3 ans"]);
  });

  it("reads lists and nested groups such as a perfume's notes", () => {
    const data = {
      features: ["Rain cover", "Hip-belt pockets"],
      notes: { top: ["Bergamot", "Lemon"], heart: ["Rose"], base: ["Musk", "Cedar"] },
    };
    expect(shown(data, "en")).toEqual([
      ["feature", "features", "Rain cover and Hip-belt pockets"],
      ["scent", "scent", "top notes: Bergamot and Lemon; heart notes: Rose; base notes: Musk and Cedar"],
    ]);
    // English notes are the data's words, not German or French ones: left out there; localized notes are written.
    expect(shown(data, "de")).toEqual([]);
    const localized = { notes: { top: { en: ["Bergamot"], de: ["Bergamotte"] }, base: { en: ["Musk"], de: ["Moschus"] } } };
    expect(shown(localized, "de")[0]![2]).toBe("Kopfnoten: Bergamotte; Basisnoten: Moschus");
  });

  it("gives each kind of fact its kind, whatever the column is called", () => {
    const data = {
      os: "Android 15",
      ram_gb: 8,
      storage: "256 GB",
      cpu: "Snapdragon 8 Gen 3",
      battery_mah: 5000,
      connectivity: "5G, Wi-Fi 7, Bluetooth 5.4",
      warranty_months: 24,
      country_of_origin: "Portugal",
      certifications: "OEKO-TEX Standard 100",
      ingredients: "Cocoa mass, cane sugar",
      pieces: 1200,
      rating: { value: 4.6, count: 12 },
      reviews: [{ text: "Dry after rain.", author: "Anna" }],
      care_instructions: "Hand wash",
      gtin13: "4006381333931",
      material: "100% organic cotton",
      stock_status: "instock",
    };
    expect(readFacts(data, "en").map((fact) => fact.kind)).toEqual([
      "operating_system",
      "memory",
      "storage",
      "processor",
      "battery",
      "connectivity",
      "warranty",
      "origin",
      "certification",
      "ingredient",
      "count",
      "rating",
      "review",
      "care",
      "gtin",
      "material",
      "availability",
    ]);
    expect(shown(data, "de").slice(0, 2)).toEqual([
      ["operating_system", "Betriebssystem", "Android 15"],
      ["memory", "Arbeitsspeicher", "8 GB"],
    ]);
    expect(shown(data, "fr").find(([kind]) => kind === "material")).toEqual(["material", "matière", "100% coton biologique"]);
  });

  it("knows a column named in any language of the glossary, whatever the language of the rest of the data", () => {
    // A Swedish shop's option "Färg" beside an English Body (HTML) (bench/quality/grading/2026-11-30-llm7: "färg" was
    // the label of an English page's colour).
    const facts = readFacts({ sku: "B1", Färg: "Svart", Kleur: "Rood", Größe: "M" }, "en");
    expect(facts.map((fact) => [fact.key, fact.kind, fact.labels.en?.word])).toEqual([
      ["Färg", "colour", "colour"],
      ["Kleur", "colour", "colour"],
      ["Größe", "size", "size"],
    ]);
  });

  it("reads a barcode as a GTIN only where it names a trade item: a valid check digit, no shop's own number", () => {
    const gtins = (code: string) => readFacts({ gtin: code }, "en").map((fact) => fact.value);
    for (const code of ["4006381333931", "5000187140044", "0638097545939", "96385074"]) {
      expect(gtins(code), code).toEqual([{ type: "text", text: code, code: true }]);
    }
    // A check digit that fails, all zeros, restricted circulation numbers (a GTIN-8 of prefix 0 padded to 13
    // digits, as Open Food Facts' placeholder 0000000001199; an in-store 2…; a coupon 99…): no GTIN.
    for (const code of ["4006381333932", "0000000000000", "0000000001199", "00001199", "2012345678903", "9912345678909"]) {
      expect(gtins(code), code).toEqual([]);
    }
  });

  it("writes unknown columns as readable labels with acronyms as their owners write them", () => {
    expect(
      ["usb_c_ports", "hdmi_inputs", "oled_display", "wifi_standard", "ean", "ssd_type", "led_count"].map(readableLabel),
    ).toEqual(["USB-C ports", "HDMI inputs", "OLED display", "Wi-Fi standard", "EAN", "SSD type", "LED count"]);
    expect(shown({ usbPorts: 2 }, "en")).toEqual([["other", "USB ports", "2"]]);
    // "ports" is English: on a German page the column is left out rather than shown with an English name.
    expect(shown({ usbPorts: 2 }, "de")).toEqual([]);
  });

  it("converts between units of one kind for checks against the text", () => {
    expect(convert(4900, "g", "kg")).toBe(4.9);
    expect(convert(32, "in", "cm")).toBeCloseTo(81.28);
    expect(convert(5, "kg", "l")).toBeUndefined();
  });
});

describe("readProduct: what only the page's language keeps off the page", () => {
  it("names the facts a page in the data's language would state, apart from the conflicts, twins and parcel", () => {
    const cartridge = {
      "Black ink page yield (pages)": "2200",
      Colour: "Black",
      "Weight (lbs)": "0.3",
      weight_kg: 0.2,
      weight_g: 900,
    };
    const german = readProduct(cartridge, "de");
    expect(german.untranslated.map((fact) => fact.key)).toEqual(["Black ink page yield (pages)"]);
    expect(german.unstated.map((fact) => fact.key)).toContain("Black ink page yield (pages)");
    expect(german.facts.map((fact) => fact.key)).toEqual(["Colour"]);
    expect(readProduct(cartridge, "en").untranslated).toEqual([]);
  });
});
