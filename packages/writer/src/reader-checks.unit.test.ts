import { describe, expect, it } from "vitest";
import type { QualityCheckName } from "./constants.js";
import type { GeneratedContent } from "./content.js";
import { scoreQuality } from "./quality.js";
import { publishableSweater, sweater } from "./testing/publishable-sweater.js";

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"];
type Product = Omit<typeof sweater, "sourceData"> & { sourceData: Record<string, unknown> };

const verdict = (check: QualityCheckName, content: GeneratedContent, language: string, product: Product = sweater) =>
  scoreQuality(content, product, language).checks.find((entry) => entry.check === check)!;
const withParagraph = (content: GeneratedContent, sentence: string) => ({
  ...content,
  description_html: `${content.description_html}<p>${sentence}</p>`,
});

describe("the checks a reader's defects name", () => {
  it("pass a text a shop would publish unread, in every language", () => {
    for (const language of LANGUAGES) {
      const quality = scoreQuality(publishableSweater[language]!, sweater, language);
      expect(
        quality.checks.filter((entry) => !entry.passed),
        language,
      ).toEqual([]);
      expect(quality.passed, language).toBe(true);
    }
  });

  it("page_language: fails a sentence in another language, naming it, but not a neighbour's look-alike", () => {
    const english = "This sweater keeps you warm on cold mornings and layers easily under any coat you own.";
    for (const language of LANGUAGES.filter((entry) => entry !== "en")) {
      const result = verdict("page_language", withParagraph(publishableSweater[language]!, english), language);
      expect(result, language).toMatchObject({ passed: false });
      expect(result.hint, language).toContain(`description_html "${english}": written in en, not ${language}`);
    }
    // Spanish and Portuguese, Italian and Spanish: a sentence franc tells as the neighbour is no other language.
    const spanish = "Te presentamos el jersey de Acme: pesa 320 g y es de lana merino.";
    expect(verdict("page_language", withParagraph(publishableSweater.es!, spanish), "es").passed).toBe(true);
  });

  it("page_language: fails the data's words copied in another language and English units on another page", () => {
    const product = { ...sweater, sourceData: { ...sweater.sourceData, care_label: "hand wash cold" } };
    const copied = withParagraph(publishableSweater.fr!, "Entretien : hand wash cold.");
    expect(verdict("page_language", copied, "fr", product)).toMatchObject({ passed: false });
    expect(verdict("page_language", copied, "fr", product).hint).toContain("copies the data's words in another language");
    const inches = withParagraph(publishableSweater.de!, "Die Ärmel messen 25 in.");
    expect(verdict("page_language", inches, "de").hint).toContain("English unit");
    expect(verdict("page_language", withParagraph(publishableSweater.en!, "The sleeves measure 25 in."), "en").passed).toBe(true);
    // Dutch writes inches as "inch"; the plural is English.
    expect(verdict("page_language", withParagraph(publishableSweater.nl!, "De mouwen meten 25 inch."), "nl").passed).toBe(true);
    expect(verdict("page_language", withParagraph(publishableSweater.nl!, "De mouwen meten 25 inches."), "nl").passed).toBe(
      false,
    );
  });

  it("page_language: takes a label's name the data capitalizes for a name, not words it writes in lower case", () => {
    const labelled = {
      ...sweater,
      sourceData: {
        ...sweater.sourceData,
        labels: "Responsible Wool Standard",
        label_tags: "en:responsible-wool-standard",
        care_label: "hand wash cold",
      },
    };
    expect(
      verdict(
        "page_language",
        withParagraph(publishableSweater.de!, "Die Wolle trägt das Siegel Responsible Wool Standard."),
        "de",
        labelled,
      ).passed,
    ).toBe(true);
    expect(
      verdict("page_language", withParagraph(publishableSweater.de!, "Pflege: Hand Wash Cold."), "de", labelled).passed,
    ).toBe(false);
  });

  it("page_language: takes the name written with other punctuation (a handle) for the name, not for the data's words", () => {
    const product = {
      ...sweater,
      name: "Acme - Merino sweater - Navy",
      sourceData: { ...sweater.sourceData, handle: "acme-merino-sweater" },
    };
    const content = { ...publishableSweater.de!, title: "Acme Merino sweater in Marineblau" };
    expect(verdict("page_language", content, "de", product).passed).toBe(true);
    // The data's other English words still do not stand on a German page.
    const copied = withParagraph(content, "Pflege: hand wash cold.");
    const careful = { ...product, sourceData: { ...product.sourceData, care_label: "hand wash cold" } };
    expect(verdict("page_language", copied, "de", careful).hint).toContain("copies the data's words in another language");
  });

  it("page_language: fails a title keeping the data's colour or small words on another language's page", () => {
    const product = { ...sweater, name: "Acme Merino sweater with hood - Black" };
    const kept = { ...publishableSweater.fr!, title: "Acme Merino sweater with hood - Black" };
    expect(verdict("page_language", kept, "fr", product).hint).toContain('keeps the data\'s words "Black", "with"');
    const written = { ...kept, title: "Pull Acme en mérinos à capuche, noir" };
    expect(verdict("page_language", written, "fr", product).passed).toBe(true);
    // The brand is a name; an English page keeps the English words.
    const brand = { ...sweater, brand: "Black Sheep", name: "Black Sheep Merino sweater" };
    expect(verdict("page_language", { ...publishableSweater.de!, title: "Black Sheep Merinopullover" }, "de", brand).passed).toBe(
      true,
    );
    expect(verdict("page_language", { ...publishableSweater.en!, title: product.name }, "en", product).passed).toBe(true);
  });

  it("page_language: fails a measure written with a decimal point on a page whose language writes a decimal comma", () => {
    const point = withParagraph(publishableSweater.de!, "Die Ärmel messen 64.5 cm.");
    expect(verdict("page_language", point, "de").hint).toContain(
      '"Die Ärmel messen 64.5 cm.": writes "64.5" with a decimal point',
    );
    expect(verdict("page_language", withParagraph(publishableSweater.de!, "Die Ärmel messen 64,5 cm."), "de").passed).toBe(true);
    // A point before three figures groups thousands, and a version number carries no unit.
    expect(verdict("page_language", withParagraph(publishableSweater.de!, "Die Wolle wiegt 1.250 g."), "de").passed).toBe(true);
    expect(verdict("page_language", withParagraph(publishableSweater.de!, "Das Etikett folgt Norm 2.1 Plus."), "de").passed).toBe(
      true,
    );
    expect(verdict("page_language", withParagraph(publishableSweater.en!, "The sleeves measure 64.5 cm."), "en").passed).toBe(
      true,
    );
  });

  it("no_codes: fails snake_case values, language tags, category paths, the data's field names and qualifiers, and HTML", () => {
    const product = {
      ...sweater,
      sourceData: { ...sweater.sourceData, "Chest width (numeric)": 52, variants: [{ option1: "navy" }] },
    };
    const base = publishableSweater.en!;
    const cases: [GeneratedContent, string][] = [
      [withParagraph(base, "It comes in anthracite_copper."), "underscores"],
      [withParagraph(base, "It is certified en:organic."), "tagged value"],
      [withParagraph(base, "Find it under Apparel > Sweaters."), "category path"],
      [withParagraph(base, "Chest width (numeric): 52."), "field name or qualifier"],
      [withParagraph(base, "Variants option1: navy."), "field name or qualifier"],
      [{ ...base, bullets: ["<strong>Merino</strong> wool", ...base.bullets.slice(1)] }, "HTML tags"],
      [{ ...base, description_html: `${base.description_html}<p>Open` }, "tags left open"],
    ];
    for (const [content, fix] of cases) {
      const result = verdict("no_codes", content, "en", product);
      expect(result, fix).toMatchObject({ passed: false });
      expect(result.hint, fix).toContain(fix);
    }
  });

  it("no_codes: lets a qualifier of acronyms stand, which names a network or a standard, not the schema", () => {
    const product = {
      ...sweater,
      sourceData: { ...sweater.sourceData, "Shrinkage (EU)": "under 3 %", "Wash temperature (max)": "30 °C" },
    };
    const named = withParagraph(publishableSweater.en!, "Shrinkage (EU): under 3 % after a wash.");
    expect(verdict("no_codes", named, "en", product).passed).toBe(true);
    const coded = withParagraph(publishableSweater.en!, "Wash temperature (max): 30 °C.");
    expect(verdict("no_codes", coded, "en", product).hint).toContain("field name or qualifier");
  });

  it("no_codes: lets the data's qualifier stand after a figure, where it says which value is which", () => {
    const product = { ...sweater, sourceData: { ...sweater.sourceData, "Length (front)": "64 cm", "Length (back)": "68 cm" } };
    const after = withParagraph(publishableSweater.en!, "Length: 64 cm (front), 68 cm (back).");
    expect(verdict("no_codes", after, "en", product).passed).toBe(true);
    const labelled = withParagraph(publishableSweater.en!, "Length (front): 64 cm.");
    expect(verdict("no_codes", labelled, "en", product).hint).toContain('"Length (front): 64 cm.": shows the data\'s field name');
  });

  it("no_repetition: fails a field repeating another and the name or brand said again, naming the sentence", () => {
    const base = publishableSweater.de!;
    const firstParagraph = "Der Merino sweater von Acme wärmt, ohne aufzutragen.";
    const repeated = { ...base, short_description: firstParagraph };
    expect(verdict("no_repetition", repeated, "de").hint).toContain(
      `short_description "${firstParagraph}": repeats the description`,
    );
    const titleAnswer = { ...base, faq: [{ question: "Wie heißt er?", answer: base.title }, ...base.faq] };
    expect(verdict("no_repetition", titleAnswer, "de")).toMatchObject({ passed: false });
    const branded = { ...sweater, name: "Acme Merino sweater" };
    const stutter = { ...publishableSweater.en!, title: "Acme Merino sweater by Acme" };
    expect(verdict("no_repetition", stutter, "en", branded).hint).toContain('drop "Acme"');
    const reopened = withParagraph(base, "Entdecken Sie Merino sweater. Merino sweater wiegt 320 g.");
    expect(verdict("no_repetition", reopened, "de").hint).toContain('"Merino sweater wiegt 320 g."');
  });

  it("no_repetition: fails a short description one of whose sentences the description says word for word, naming it", () => {
    const base = publishableSweater.en!;
    const shared = "Its wool carries the Woolmark certification, a mark shoppers know from wool garments.";
    const short = { ...base, short_description: `A navy Merino sweater that is easy to layer. ${shared}` };
    const result = verdict("no_repetition", short, "en");
    expect(result.passed).toBe(false);
    expect(result.hint).toContain(`short_description "${shared}": repeats the description`);
    expect(scoreQuality(short, sweater, "en").passed).toBe(false);
    // Its own words beside the description's pass.
    expect(
      verdict("no_repetition", { ...short, short_description: "A navy Merino sweater that is easy to layer." }, "en").passed,
    ).toBe(true);
  });

  it("no_repetition: fails a short description that says a sentence of the description again in other words", () => {
    const base = publishableSweater.en!;
    // bench/quality/grading/2026-12-01a: "The Bag weighs 500 g." above "The Bag has a weight of 500 g.", on every text.
    const bag = { ...sweater, name: "Bag", sourceData: { weight_g: 500 } };
    const restated = {
      ...base,
      short_description: "The Bag weighs 500 g and comes with a shoulder strap.",
      description_html: "<p>The Bag has a weight of 500 g and comes with a long shoulder strap.</p><p>It closes with a zip.</p>",
    };
    const result = verdict("no_repetition", restated, "en", bag);
    expect(result.passed).toBe(false);
    expect(result.hint).toContain('short_description "The Bag weighs 500 g and comes with a shoulder strap.": repeats');
    const weighed = {
      ...base,
      short_description: "The Bag weighs 500 g.",
      description_html: "<p>The Bag has a weight of 500 g.</p>",
    };
    expect(verdict("no_repetition", weighed, "en", bag).passed).toBe(false);
    // A short description leading into the description, sharing a word or two with it, is no restatement.
    const leading = { ...restated, short_description: "A roomy everyday bag with a shoulder strap." };
    expect(verdict("no_repetition", leading, "en", bag).passed).toBe(true);
  });

  it("natural_language: a raw value in the prose fails the text whatever its score, naming the sentence", () => {
    const product = { ...sweater, sourceData: { ...sweater.sourceData, machine_washable: true } };
    const raw = withParagraph(publishableSweater.en!, "Machine washable: yes.");
    const quality = scoreQuality(raw, product, "en");
    expect(quality.score).toBeGreaterThanOrEqual(80);
    expect(quality.passed).toBe(false);
    expect(verdict("natural_language", raw, "en", product).hint).toContain('description_html "');
    expect(verdict("natural_language", raw, "en", product).hint).toContain("Machine washable: yes.");
    expect(verdict("natural_language", publishableSweater.en!, "en", product).passed).toBe(true);
  });

  it("natural_language: fails a short description that is the name with a line of values, not a lead naming it", () => {
    // The built-in writer's old summary line, which bench/quality/grading/2026-11-30g's readers read as a data sheet's row.
    const line = { ...publishableSweater.en!, short_description: `${sweater.name}: 100% merino wool, navy and hand wash.` };
    const quality = scoreQuality(line, sweater, "en");
    expect(quality.passed).toBe(false);
    expect(verdict("natural_language", line, "en").hint).toContain(`short_description "${sweater.name}:`);
    // A tone's lead naming the product before a colon is a sentence of its own.
    const lead = {
      ...publishableSweater.en!,
      short_description: `Meet the ${sweater.name}: it keeps you warm on cold mornings.`,
    };
    expect(verdict("natural_language", lead, "en").passed).toBe(true);
  });

  it("natural_language: fails an English sentence putting a singular verb after the product's plural name", () => {
    // The readers of bench/quality/grading/2026-11-30a–d: "The VELOFANT - Pedalstraps has a width of 5 cm."
    const socks = { ...sweater, name: "Merino socks" };
    const sentence = "The Merino socks by Acme keep you warm without bulk.";
    const plural = withParagraph(publishableSweater.en!, sentence);
    for (const wrong of [
      "The Merino socks by Acme is soft.",
      "Merino socks has a weight of 320 g.",
      "The Merino socks weighs 320 g.",
    ]) {
      const result = verdict("natural_language", withParagraph(publishableSweater.en!, wrong), "en", socks);
      expect(result.passed, wrong).toBe(false);
      expect(result.hint, wrong).toContain(`description_html "${wrong}": puts a singular verb after the product's plural name`);
    }
    expect(verdict("natural_language", plural, "en", socks).passed).toBe(true);
    // A name ending on no plural type, and other languages, are not judged.
    for (const name of ["Anchor Bracelet Mens", "Canvas Tote", "Merino sweater"]) {
      const singular = withParagraph(publishableSweater.en!, `The ${name} is soft.`);
      expect(verdict("natural_language", singular, "en", { ...sweater, name }).passed, name).toBe(true);
    }
  });

  it("food_information: fails a food's page without the ingredients or allergens its data gives, in the page's words or not", () => {
    // Open Food Facts' shape (bench/quality/corpus/food): the statement in the data's language only.
    const tea = {
      sku: "0638097545939",
      name: "Grey detox",
      brand: "terra Darwin",
      category: "Hot drinks",
      // A row of bench/quality/corpus/food/products.json (Open Food Facts, ODbL), cut to the fields the check reads.
      sourceData: {
        code: "0638097545939",
        lc: "fr",
        product_name: "Grey detox",
        quantity: "100 g",
        ingredients_text: "thé vert.petales de tournesol.petales de bleuets.arome nature",
        ingredients_text_fr: "thé vert.petales de tournesol.petales de bleuets.arome nature",
      },
    };
    const page = (description: string): GeneratedContent => ({
      ...publishableSweater.en!,
      title: "terra Darwin Grey detox green tea",
      short_description: "A green tea from terra Darwin.",
      description_html: `<p>${description}</p>`,
      bullets: [],
      faq: [],
    });
    const without = verdict("food_information", page("This green tea from terra Darwin brews a light cup."), "en", tea);
    expect(without.passed).toBe(false);
    expect(without.hint).toContain("thé vert, petales de tournesol, petales de bleuets, arome nature");
    const translated = page("Ingredients: green tea, sunflower petals, cornflower petals and natural flavouring.");
    expect(verdict("food_information", translated, "en", tea).passed).toBe(true);
    const french = {
      ...page("Ingrédients : thé vert, pétales de tournesol, pétales de bleuets et arôme naturel."),
      title: "Grey detox",
    };
    expect(verdict("food_information", french, "fr", tea).passed).toBe(true);
    expect(verdict("food_information", page("Un thé vert de terra Darwin."), "fr", tea).passed).toBe(false);
    // No food, nothing owed.
    expect(verdict("food_information", publishableSweater.en!, "en").passed).toBe(true);
  });

  it("no_repetition: lets one FAQ answer quote a sentence of the description, but not a FAQ made of them", () => {
    const base = publishableSweater.en!;
    const quoted = { question: "Does it go under a coat?", answer: "At 320 g it layers easily under a coat." };
    const one = { ...base, description_html: `${base.description_html}<p>${quoted.answer}</p>`, faq: [...base.faq, quoted] };
    expect(verdict("no_repetition", one, "en").passed).toBe(true);
    const again = { question: "What is it made of?", answer: "Its wool carries the Woolmark certification." };
    const made = { ...one, description_html: `${one.description_html}<p>${again.answer}</p>`, faq: [quoted, again] };
    expect(verdict("no_repetition", made, "en").hint).toContain(
      `faq[0].answer "${quoted.answer}": repeats the title or the description`,
    );
  });

  it("faq_adds_facts: fails a FAQ whose answers say only the question, the name or the brand, per language", () => {
    const filler: Record<string, GeneratedContent["faq"]> = {
      en: [
        { question: "Who makes the Merino sweater?", answer: "Acme makes the Merino sweater." },
        { question: "Is the Merino sweater a sweater?", answer: "Yes, the Merino sweater is a sweater." },
      ],
      de: [
        { question: "Wer stellt Merino sweater her?", answer: "Acme stellt Merino sweater her." },
        { question: "Ist Merino sweater ein Pullover?", answer: "Ja, Merino sweater ist ein Pullover." },
      ],
      fr: [
        { question: "Qui fabrique Merino sweater ?", answer: "Acme fabrique Merino sweater." },
        { question: "Merino sweater est-il un pull ?", answer: "Oui, Merino sweater est un pull." },
      ],
    };
    for (const [language, faq] of Object.entries(filler)) {
      const result = verdict("faq_adds_facts", { ...publishableSweater[language]!, faq }, language);
      expect(result, language).toMatchObject({ passed: false });
      expect(result.hint, language).toContain(`faq[0].question "${faq[0]!.question}"`);
      // One plain question among useful ones is a small fix, not filler.
      const mixed = { ...publishableSweater[language]!, faq: [...publishableSweater[language]!.faq, faq[0]!] };
      expect(verdict("faq_adds_facts", mixed, language).passed, language).toBe(true);
    }
    // An answer that states a fact, even one the page states too, is what a FAQ is for.
    const stated = [{ question: "What does the Merino sweater weigh?", answer: "It weighs 320 g." }];
    expect(verdict("faq_adds_facts", { ...publishableSweater.en!, faq: stated }, "en").passed).toBe(true);
  });

  it("keywords_searchable: fails the bare brand and a category path as keywords, naming them", () => {
    const content = { ...publishableSweater.en!, keywords: ["acme", "apparel > sweaters", "merino sweater"] };
    const result = verdict("keywords_searchable", content, "en");
    expect(result).toMatchObject({ passed: false });
    expect(result.hint).toContain('"acme", "apparel > sweaters"');
    expect(verdict("keywords_searchable", publishableSweater.en!, "en").passed).toBe(true);
  });

  it("structured_data: fails an offer with a price and no currency, whatever the data gives", () => {
    const { currency: _, ...sourceData } = sweater.sourceData;
    const product = { ...sweater, sourceData };
    const ld = publishableSweater.en!.json_ld;
    const content = { ...publishableSweater.en!, json_ld: { ...ld, offers: { "@type": "Offer", price: 89 } } };
    expect(verdict("structured_data", content, "en", product).hint).toContain("offers.priceCurrency");
    // No offer at all is right for a price whose currency the data does not give.
    const { offers: _offers, ...withoutOffers } = ld as Record<string, unknown>;
    const unpriced = { ...publishableSweater.en!, json_ld: withoutOffers };
    expect(verdict("structured_data", unpriced, "en", product).passed).toBe(true);
    expect(verdict("structured_data", unpriced, "en").hint).toContain("offers.price");
  });

  it("no_codes: fails bullets that are a data sheet's lines and the category in brackets after the name", () => {
    // bench/quality/grading/2026-11-29i: nutrient lines as every bullet, "The brogueshoe (Shoes) comes in at 900 g."
    const sheet = {
      ...publishableSweater.en!,
      bullets: ["Weight: 320 g", "Material: merino wool", "Colour: navy", "Warm on cold days"],
    };
    expect(verdict("no_codes", sheet, "en").hint).toContain("data sheet's lines");
    const leaf = sweater.category.split("/").at(-1)!;
    const bracketed = withParagraph(publishableSweater.en!, `The ${sweater.name} (${leaf}) weighs 320 g.`);
    expect(verdict("no_codes", bracketed, "en").hint).toContain(`(${leaf})`);
  });

  it("no_repetition: fails a word twice in a row and a snippet stating one figure twice", () => {
    expect(verdict("no_repetition", withParagraph(publishableSweater.en!, "It keeps the the cold out."), "en").hint).toContain(
      '"the" twice',
    );
    const meta = {
      ...publishableSweater.en!,
      meta_description: "A merino sweater of 320 g. Knitted from merino wool, the sweater weighs 320 g.",
    };
    expect(verdict("no_repetition", meta, "en").hint).toContain('"320g" twice');
  });

  it("keywords_searchable: fails a keyword no one types: a spec sheet's words or its marks", () => {
    const long = { ...publishableSweater.en!, keywords: ["merino sweater navy crew neck 320 g wool knit"] };
    expect(verdict("keywords_searchable", long, "en").passed).toBe(false);
    const marked = { ...publishableSweater.en!, keywords: ["acme merino® sweater"] };
    expect(verdict("keywords_searchable", marked, "en").passed).toBe(false);
  });
});
