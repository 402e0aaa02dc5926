import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "./builtin-writer.js";
import { fitToLength, META_DESCRIPTION_MAX, META_TITLE_MAX } from "./content.js";
import { findDefects } from "./defects.js";
import { BUILTIN_LANGUAGES } from "./languages/index.js";

const writer = new BuiltinWriter();

/** One fact of every kind the writer phrases, plus an identifier and commercial terms that stay out of the prose. */
const backpack = {
  sku: "TB-42",
  name: "Trailblazer 42",
  brand: "Summit Gear",
  category: "Outdoor/Backpacks",
  sourceData: {
    features: ["Rain cover", "Hydration sleeve", "Hip-belt pockets"],
    capacity_l: 42,
    weight_kg: 1.35,
    waterproof: true,
    dishwasher_safe: false,
    warranty_years: 5,
    color: "Olive",
    care: {
      en: "Hand wash cold",
      de: "Kalt von Hand waschen",
      fr: "Laver à la main",
      es: "Lavar a mano",
      it: "Lavare a mano",
      nl: "Met de hand wassen",
      pt: "Lavar à mão",
      pl: "Prać ręcznie",
      sv: "Handtvätt",
    },
    certifications: ["OEKO-TEX Standard 100"],
    rating: 4.6,
    review_count: 312,
    gtin: "4006381333931",
    price: { amount: 149.9, currency: "EUR" },
  },
};

/**
 * The sentences each language gives the backpack's facts: the lead, the figures (a property and measurements)
 * joined under the product's name, the assurances (warranty, certification) and the contents under the
 * language's later subject, the lines; the property as the meta description states it; the FAQ's questions.
 */
type FactSentences = Record<"lead" | "figures" | "assurances" | "contents" | "scalar" | "text" | "rating", string>;
const PHRASING: Record<string, FactSentences & { property: string; questions: string[] }> = {
  en: {
    lead: "The Trailblazer 42 by Summit Gear belongs to the Backpacks category.",
    property: "waterproof",
    figures: "The Trailblazer 42 is waterproof, holds 42 l and weighs 1.35 kg.",
    assurances: "It is backed by a 5-year warranty and is certified to OEKO-TEX Standard 100.",
    contents: "It comes with a rain cover, a hydration sleeve and hip-belt pockets.",
    scalar: "Details: colour olive.",
    text: "Care: Hand wash cold.",
    rating: "Customers rate it 4.6 out of 5 across 312 reviews.",
    questions: [
      "Who makes the Trailblazer 42?",
      "What is the capacity of the Trailblazer 42?",
      "What is the weight of the Trailblazer 42?",
      "Is the Trailblazer 42 waterproof?",
      "What warranty does the Trailblazer 42 come with?",
      "Which certification does the Trailblazer 42 have?",
      "How do customers rate the Trailblazer 42?",
      "What does the Trailblazer 42 come with?",
    ],
  },
  de: {
    lead: "Trailblazer 42 von Summit Gear gehört zur Kategorie Backpacks.",
    property: "wasserdicht",
    figures: "Trailblazer 42 ist wasserdicht, fasst 42 l und wiegt 1,35 kg.",
    assurances: "Das Produkt hat 5 Jahre Garantie und ist nach OEKO-TEX Standard 100 zertifiziert.",
    contents: "Es ist mit Rain cover, Hydration sleeve und Hip-belt pockets ausgestattet.",
    scalar: "Weitere Angaben: Farbe Olive.",
    text: "Pflege: Kalt von Hand waschen.",
    rating: "Kunden bewerten es mit 4,6 von 5 Punkten (312 Bewertungen).",
    questions: [
      "Von welcher Marke ist Trailblazer 42?",
      "Welches Fassungsvermögen hat Trailblazer 42?",
      "Welches Gewicht hat Trailblazer 42?",
      "Ist Trailblazer 42 wasserdicht?",
      "Wie lange gilt die Garantie auf Trailblazer 42?",
      "Welche Zertifizierung hat Trailblazer 42?",
      "Wie bewerten Kunden Trailblazer 42?",
      "Womit ist Trailblazer 42 ausgestattet?",
    ],
  },
  fr: {
    lead: "Trailblazer 42 de Summit Gear fait partie de la catégorie Backpacks.",
    property: "imperméable",
    figures: "Trailblazer 42 est imperméable, pèse 1,35 kg et a une capacité de 42 l.",
    assurances: "Il bénéficie d’une garantie de 5 ans et est certifié OEKO-TEX Standard 100.",
    contents: "Il comprend rain cover, hydration sleeve et hip-belt pockets.",
    scalar: "Autres caractéristiques : couleur olive.",
    text: "Entretien : Laver à la main.",
    rating: "Les clients lui attribuent la note de 4,6 sur 5 (312 avis).",
    questions: [
      "Quelle marque propose Trailblazer 42 ?",
      "Quelle est la capacité de Trailblazer 42 ?",
      "Quel est le poids de Trailblazer 42 ?",
      "Trailblazer 42 est-il imperméable ?",
      "Quelle est la garantie de Trailblazer 42 ?",
      "De quelle certification dispose Trailblazer 42 ?",
      "Comment les clients évaluent-ils Trailblazer 42 ?",
      "Que comprend Trailblazer 42 ?",
    ],
  },
  es: {
    lead: "Trailblazer 42 de Summit Gear pertenece a la categoría Backpacks.",
    property: "impermeable",
    figures: "Trailblazer 42 es impermeable, pesa 1,35 kg y tiene una capacidad de 42 l.",
    assurances: "Cuenta con una garantía de 5 años y está certificado según OEKO-TEX Standard 100.",
    contents: "Incluye rain cover, hydration sleeve e hip-belt pockets.",
    scalar: "Otros datos: color olive.",
    text: "Cuidado: Lavar a mano.",
    rating: "Los clientes lo valoran con 4,6 sobre 5 (312 opiniones).",
    questions: [
      "¿De qué marca es Trailblazer 42?",
      "¿Cuál es la capacidad de Trailblazer 42?",
      "¿Cuál es el peso de Trailblazer 42?",
      "¿Es Trailblazer 42 impermeable?",
      "¿Qué garantía tiene Trailblazer 42?",
      "¿Qué certificación tiene Trailblazer 42?",
      "¿Cómo valoran los clientes Trailblazer 42?",
      "¿Qué incluye Trailblazer 42?",
    ],
  },
  it: {
    lead: "Trailblazer 42 di Summit Gear appartiene alla categoria Backpacks.",
    property: "impermeabile",
    figures: "Trailblazer 42 è impermeabile, pesa 1,35 kg e ha una capacità di 42 l.",
    assurances: "Ha una garanzia di 5 anni ed è certificato OEKO-TEX Standard 100.",
    contents: "Include rain cover, hydration sleeve e hip-belt pockets.",
    scalar: "Altri dati: colore olive.",
    text: "Manutenzione: Lavare a mano.",
    rating: "I clienti lo valutano 4,6 su 5 (312 recensioni).",
    questions: [
      "Di quale marca è Trailblazer 42?",
      "Qual è la capacità di Trailblazer 42?",
      "Qual è il peso di Trailblazer 42?",
      "Trailblazer 42 è impermeabile?",
      "Che garanzia ha Trailblazer 42?",
      "Quale certificazione ha Trailblazer 42?",
      "Come valutano i clienti Trailblazer 42?",
      "Cosa include Trailblazer 42?",
    ],
  },
  nl: {
    lead: "Trailblazer 42 van Summit Gear hoort bij de categorie Backpacks.",
    property: "waterdicht",
    figures: "Trailblazer 42 is waterdicht, weegt 1,35 kg en heeft een inhoud van 42 l.",
    assurances: "Het heeft 5 jaar garantie en is gecertificeerd volgens OEKO-TEX Standard 100.",
    contents: "Het is voorzien van rain cover, hydration sleeve en hip-belt pockets.",
    scalar: "Overige gegevens: kleur olive.",
    text: "Onderhoud: Met de hand wassen.",
    rating: "Klanten beoordelen het met 4,6 uit 5 (312 beoordelingen).",
    questions: [
      "Van welk merk is Trailblazer 42?",
      "Wat is de inhoud van Trailblazer 42?",
      "Wat is het gewicht van Trailblazer 42?",
      "Is Trailblazer 42 waterdicht?",
      "Hoeveel garantie heeft Trailblazer 42?",
      "Welke certificering heeft Trailblazer 42?",
      "Hoe beoordelen klanten Trailblazer 42?",
      "Waarmee is Trailblazer 42 uitgerust?",
    ],
  },
  pt: {
    lead: "Trailblazer 42 da marca Summit Gear pertence à categoria Backpacks.",
    property: "impermeável",
    figures: "Trailblazer 42 é impermeável, pesa 1,35 kg e tem uma capacidade de 42 l.",
    assurances: "Tem uma garantia de 5 anos e possui a certificação OEKO-TEX Standard 100.",
    contents: "Inclui rain cover, hydration sleeve e hip-belt pockets.",
    scalar: "Outros dados: cor olive.",
    text: "Cuidados: Lavar à mão.",
    rating: "Os clientes dão-lhe uma avaliação de 4,6 em 5 (312 avaliações).",
    questions: [
      "De que marca é Trailblazer 42?",
      "Qual é a capacidade de Trailblazer 42?",
      "Qual é o peso de Trailblazer 42?",
      "Trailblazer 42 é impermeável?",
      "Que garantia tem Trailblazer 42?",
      "Que certificação tem Trailblazer 42?",
      "Como avaliam os clientes Trailblazer 42?",
      "O que inclui Trailblazer 42?",
    ],
  },
  pl: {
    lead: "Produkt Trailblazer 42 marki Summit Gear należy do kategorii Backpacks.",
    property: "wodoodporny",
    figures: "Produkt Trailblazer 42 jest wodoodporny, waży 1,35 kg i ma pojemność 42 l.",
    assurances: "Jest objęty gwarancją na 5 lat i posiada certyfikat OEKO-TEX Standard 100.",
    contents: "Wyposażenie: rain cover, hydration sleeve i hip-belt pockets.",
    scalar: "Pozostałe dane: kolor olive.",
    text: "Pielęgnacja: Prać ręcznie.",
    rating: "Średnia ocena klientów to 4,6 na 5 (312 opinii).",
    questions: [
      "Jakiej marki jest produkt Trailblazer 42?",
      "Jaka jest pojemność produktu Trailblazer 42?",
      "Jaka jest waga produktu Trailblazer 42?",
      "Czy produkt Trailblazer 42 jest wodoodporny?",
      "Jaką gwarancję ma produkt Trailblazer 42?",
      "Jaki certyfikat ma produkt Trailblazer 42?",
      "Jak klienci oceniają produkt Trailblazer 42?",
      "W co jest wyposażony produkt Trailblazer 42?",
    ],
  },
  sv: {
    lead: "Trailblazer 42 från Summit Gear hör till kategorin Backpacks.",
    property: "vattentät",
    figures: "Trailblazer 42 är vattentät, väger 1,35 kg och har en volym på 42 l.",
    assurances: "Den har 5 års garanti och är certifierad enligt OEKO-TEX Standard 100.",
    contents: "Den är utrustad med rain cover, hydration sleeve och hip-belt pockets.",
    scalar: "Övriga uppgifter: färg olive.",
    text: "Skötsel: Handtvätt.",
    rating: "Kunderna ger den betyget 4,6 av 5 (312 omdömen).",
    questions: [
      "Från vilket märke kommer Trailblazer 42?",
      "Vilken volym har Trailblazer 42?",
      "Vilken vikt har Trailblazer 42?",
      "Är Trailblazer 42 vattentät?",
      "Hur lång garanti har Trailblazer 42?",
      "Vilken certifiering har Trailblazer 42?",
      "Vad tycker kunderna om Trailblazer 42?",
      "Vad är Trailblazer 42 utrustad med?",
    ],
  },
};

/** Words of a text, to check that a shortened text only holds whole words of its source. */
const wordsOf = (text: string) => text.split(/[\s,.;:|!?¿¡«»„“”"]+/u).filter(Boolean);

describe("built-in writer", () => {
  it("writes the same content for the same input", async () => {
    expect(await writer.generate(backpack, "fr")).toEqual(await writer.generate(backpack, "fr"));
  });

  it("writes the nine languages", () => {
    expect(BUILTIN_LANGUAGES).toEqual(Object.keys(PHRASING));
  });

  it.each(Object.keys(PHRASING))("phrases every fact kind natively in %s", async (language) => {
    const content = await writer.generate(backpack, language);
    const { questions, property: _, ...sentences } = PHRASING[language]!;
    for (const [kind, sentence] of Object.entries(sentences)) expect(content.description_html, kind).toContain(sentence);
    expect(content.faq.map((entry) => entry.question)).toEqual(questions);
    // A false boolean states nothing; identifiers and prices stay out of the prose.
    const prose = `${content.short_description} ${content.description_html.replace(/<h2>.*/, "")}`;
    expect(prose).not.toMatch(/dishwasher|Spülmaschine|lave-vaisselle|lavavajillas|lavastoviglie|vaatwas|louça|zmywark|disk/i);
    expect(prose).not.toMatch(/4006381333931|149/);
    expect(findDefects(content, backpack, language)).toEqual([]);
  });

  it.each(Object.keys(PHRASING))(
    "keeps %s within the length rules, with the strongest facts in the meta description",
    async (language) => {
      const content = await writer.generate(backpack, language);
      expect(content.meta_title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(content.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(content.meta_description).toMatch(/\.$/);
      expect(content.meta_description).toContain("42 l");
      expect(content.meta_description).toContain(PHRASING[language]!.property);
    },
  );

  it("writes English lists with their articles, units in each language's conventions and years as durations", async () => {
    const english = await writer.generate(backpack, "en");
    expect(english.description_html).toContain("It comes with a rain cover, a hydration sleeve and hip-belt pockets.");
    expect(english.bullets).toEqual(expect.arrayContaining(["Waterproof", "42 l capacity", "1.35 kg weight", "5-year warranty"]));
    const german = await writer.generate(backpack, "de");
    expect(german.bullets).toEqual(expect.arrayContaining(["Gewicht 1,35 kg", "5 Jahre Garantie"]));
    const polish = await writer.generate({ ...backpack, sourceData: { warranty_years: 2, rating: 4, review_count: 3 } }, "pl");
    expect(polish.description_html).toContain("Produkt Trailblazer 42 jest objęty gwarancją na 2 lata.");
    expect(polish.description_html).toContain("Średnia ocena klientów to 4 na 5 (3 opinie).");
  });

  it("takes another subject rather than open a third sentence in a row with the same word", async () => {
    const jacket = {
      sku: "J-1",
      name: "Ridge Jacket",
      brand: null,
      category: null,
      sourceData: {
        waterproof: true,
        warranty_years: 2,
        features: ["Hood", "Chest pocket"],
        colors: ["Red", "Blue"],
        materials: ["Nylon", "Polyester"],
      },
    };
    const english = await writer.generate(jacket, "en");
    expect(english.description_html).toContain(
      "<p>Discover the Ridge Jacket. The Ridge Jacket is waterproof. It is backed by a 2-year warranty and comes with a hood and a chest pocket.</p><p>It is available in red and blue. This product is made of nylon and polyester.</p>",
    );
    for (const language of BUILTIN_LANGUAGES) {
      const content = await writer.generate(jacket, language);
      expect(
        findDefects(content, jacket, language).filter((defect) => defect.kind === "repeated_opening"),
        language,
      ).toEqual([]);
    }
  });

  it("writes search phrases as keywords, never a bare value", async () => {
    const english = await writer.generate(backpack, "en");
    expect(english.keywords).toEqual([
      "trailblazer 42",
      "summit gear backpacks",
      "waterproof backpacks",
      "backpacks oeko-tex standard 100",
    ]);
    for (const language of BUILTIN_LANGUAGES) {
      const { keywords } = await writer.generate(backpack, language);
      for (const keyword of keywords) expect(keyword, language).not.toMatch(/^(yes|no|ja|oui|sí|sim|tak|olive|\d+(\.\d+)?)$/);
    }
  });

  it("gives the structured data offers, identifiers, brand and rating from the data", async () => {
    const { json_ld } = await writer.generate(
      {
        ...backpack,
        sourceData: {
          ...backpack.sourceData,
          availability: "in_stock",
          mpn: "SG-42",
          reviews: [{ text: "Dry after two days of rain.", author: "Outdoor Weekly" }],
        },
      },
      "en",
    );
    expect(json_ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Trailblazer 42",
      sku: "TB-42",
      brand: { "@type": "Brand", name: "Summit Gear" },
      category: "Outdoor > Backpacks",
      gtin: "4006381333931",
      mpn: "SG-42",
      offers: { "@type": "Offer", price: 149.9, priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, bestRating: 5, reviewCount: 312 },
      review: [
        { "@type": "Review", reviewBody: "Dry after two days of rain.", author: { "@type": "Person", name: "Outdoor Weekly" } },
      ],
    });
    expect(json_ld).not.toHaveProperty("image");
  });

  it("quotes reviews only from the data, in each language's quotation marks", async () => {
    const quoted = { ...backpack, sourceData: { reviews: [{ text: "Dry after two days of rain.", author: "Outdoor Weekly" }] } };
    expect((await writer.generate(quoted, "de")).description_html).toContain("„Dry after two days of rain.“ — Outdoor Weekly");
    expect((await writer.generate(backpack, "en")).description_html).not.toContain("blockquote");
  });

  it("takes a localized column's value in the language only, and leaves it out where the data has none", async () => {
    const partly = { ...backpack, sourceData: { care: { en: "Hand wash cold", de: "Kalt von Hand waschen" } } };
    expect((await writer.generate(partly, "de")).description_html).toContain("Kalt von Hand waschen");
    expect((await writer.generate(partly, "pl")).description_html).not.toMatch(/Hand wash|Kalt von Hand|pielęgnacja/i);
  });

  it("never states a property the data does not give", async () => {
    const plain = { sku: "MUG-1", name: "Stoneware mug", brand: null, category: null, sourceData: { color: "white" } };
    for (const language of BUILTIN_LANGUAGES) {
      const text = JSON.stringify(await writer.generate(plain, language)).toLowerCase();
      for (const invented of ["material", "materiał", "matière", "weight", "gewicht", "warranty", "garantie", "cm", " g,"]) {
        expect(text, `${language}: ${invented}`).not.toContain(invented);
      }
      const numbers = text.replace(/<\/?h2>/g, "").match(/\d+/g) ?? [];
      for (const number of numbers) expect(JSON.stringify(plain), `${language}: ${number}`).toContain(number);
    }
  });

  it("cuts long names at word boundaries in the meta fields", async () => {
    const long = {
      ...backpack,
      name: "Extraordinarily comfortable ribbed merino wool crew neck sweater with reinforced elbows and cuffs for cold days",
    };
    for (const language of BUILTIN_LANGUAGES) {
      const content = await writer.generate(long, language);
      expect(content.meta_title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      const source = new Set(wordsOf(`${long.name} ${long.brand}`));
      for (const word of wordsOf(content.meta_title)) expect(source.has(word), `${language}: "${word}"`).toBe(true);
      expect(content.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(
        findDefects(content, long, language).filter((defect) => defect.kind === "cut_word"),
        language,
      ).toEqual([]);
    }
  });

  it("reports a language it has no phrasing for, instead of writing English", async () => {
    await expect(writer.generate(backpack, "ja")).rejects.toMatchObject({ code: "unsupported_language" });
  });
});

describe("fitToLength", () => {
  it("shortens at a word boundary and drops trailing separators", () => {
    expect(fitToLength("Merino sweater | Acme Knitwear", 16)).toBe("Merino sweater");
    expect(fitToLength("short", 60)).toBe("short");
    expect(fitToLength("Merino, wool sweater", 8)).toBe("Merino");
  });
});
