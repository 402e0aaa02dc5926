import { describe, expect, it } from "vitest";
import { pageText } from "./testing/page-text.js";
import { LENGTHS, mergeRules, type PartialRules, TONES } from "./content-rules/rules.js";
import { BuiltinWriter } from "./builtin-writer.js";
import { findDefects, stripHtml } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { packFor } from "./languages/index.js";
import { scoreQuality } from "./quality.js";
import { textFields } from "./defects.js";
import { descriptionWords, lengthBand, ruleViolations, unmentionedAttributes } from "./rule-compliance.js";
import { keywordFits } from "./rules-fit.js";

const writer = new BuiltinWriter();
const applied = (rules: PartialRules) => mergeRules([{ source: "request", rules }]);

const backpack: ProductFacts = {
  sku: "TB-42",
  name: "Trailblazer 42",
  brand: "Summit Gear",
  category: "Outdoor/Backpacks",
  sourceData: {
    features: ["Rain cover", "Hydration sleeve", "Hip-belt pockets"],
    capacity_l: 42,
    weight_kg: 1.35,
    waterproof: true,
    warranty_years: 5,
    color: "Olive",
    care: { en: "Hand wash cold", de: "Kalt von Hand waschen", fr: "Laver à la main", pl: "Prać ręcznie" },
    certifications: ["OEKO-TEX Standard 100"],
    rating: 4.6,
    review_count: 312,
    reviews: [{ text: "Kept my gear dry through two days of rain.", author: "Outdoor Weekly" }],
    gtin: "4006381333931",
    price: { amount: 149.9, currency: "EUR" },
  },
};
/** Two facts: too few for five bullets of facts alone. */
const mug: ProductFacts = {
  sku: "MUG-1",
  name: "Ceramic Mug",
  brand: "Potter & Co",
  category: "Home/Kitchen/Mugs",
  sourceData: { capacity_ml: 350, color: "White" },
};
/** Yes/no attributes beside two measures. */
const buds: ProductFacts = {
  sku: "SB-1",
  name: "Sonic Buds",
  brand: "Acme",
  category: "Audio/Headphones",
  sourceData: { wireless: true, battery_hours: 30, noise_cancelling: true, dishwasher_safe: true, weight_g: 50 },
};
const sentencesOf = (html: string) =>
  stripHtml(html)
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

describe("built-in writer: content rules", () => {
  it("writes exactly the number of bullets asked for, each once, from the data when its facts are too few", async () => {
    for (const language of ["en", "de", "fr", "pl", "sv"]) {
      for (const product of [backpack, mug]) {
        for (const count of [3, 5, 10]) {
          const { bullets } = await writer.generate(product, language, applied({ bullets: count }));
          expect(bullets, `${product.sku} ${language} ${count}`).toHaveLength(count);
          expect(new Set(bullets.map((bullet) => bullet.toLowerCase())).size).toBe(count);
        }
      }
      const mugBullets = (await writer.generate(mug, language, applied({ bullets: 5 }))).bullets.join(" ");
      expect(mugBullets).toContain("Potter & Co");
      // The category's path is the shop's filing, no bullet of the product's.
      expect(mugBullets).not.toMatch(/Kitchen/);
      // Without the rule, as many as the facts give.
      expect((await writer.generate(mug, language)).bullets.length).toBeLessThan(5);
    }
  });

  it("fits the description body to each length band in every language, from the data only", async () => {
    for (const language of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
      const words: number[] = [];
      for (const length of LENGTHS) {
        const content = await writer.generate(backpack, language, applied({ length }));
        const count = descriptionWords(content);
        // The band the facts the page can state fill (an English feature is no fact of a Swedish page).
        const band = lengthBand(applied({ length }).rules, backpack.sourceData, language);
        expect(count, `${language} ${length}`).toBeGreaterThanOrEqual(band.min);
        expect(count, `${language} ${length}`).toBeLessThanOrEqual(band.max);
        expect(ruleViolations(content, applied({ length }), backpack, language)).toEqual([]);
        words.push(count);
      }
      // Where the facts fill no more than the short band, a long text is no longer: never filler.
      expect(words[0]).toBeLessThanOrEqual(words[2]!);
    }
  });

  it("keeps today's text when no layer sets a rule", async () => {
    for (const language of ["en", "de", "fr"]) {
      expect(await writer.generate(backpack, language, mergeRules([]))).toEqual(await writer.generate(backpack, language));
    }
  });

  it("leaves a forbidden word the default text uses out of every field, rephrasing or dropping what held it", async () => {
    const cases: [string, string[]][] = [
      ["en", ["warranty", "comes with"]],
      ["de", ["Garantie"]],
      ["fr", ["garantie"]],
      ["pl", ["gwarancja"]],
    ];
    for (const [language, words] of cases) {
      const before = textFields(await writer.generate(backpack, language))
        .map(([, text]) => text)
        .join(" ");
      for (const word of words) expect(before.toLowerCase(), `${language} ${word}`).toContain(word.toLowerCase());
      const rules = applied({ forbidden_words: { [language]: words }, bullets: 5, length: "medium" });
      const content = await writer.generate(backpack, language, rules);
      for (const [field, text] of textFields(content)) {
        for (const word of words) expect(text.toLowerCase(), `${language} ${field}`).not.toContain(word.toLowerCase());
      }
      expect(ruleViolations(content, rules, backpack, language)).toEqual([]);
      // The facts that did not hold the word are still stated.
      expect(stripHtml(pageText(content))).toContain("42");
      // The opening is said in another shape (here: without the category) rather than left out.
      expect(sentencesOf(pageText(content))[0], language).toContain("Summit Gear");
    }
  });

  it("names a product whose name holds a forbidden word as it is called in every field, and uses the word nowhere else", async () => {
    const named = { ...backpack, name: "Cheap Trail 42" };
    const rules = applied({ forbidden_words: ["cheap"] });
    for (const language of ["en", "de", "fr"]) {
      const content = await writer.generate(named, language, rules);
      expect(content.title).toContain("Cheap Trail 42");
      // The sentences naming the product stay: its name is no use of the word.
      expect(sentencesOf(pageText(content))[0], language).toContain("Cheap Trail 42");
      const fields: [string, string][] = [...textFields(content), ["json_ld", JSON.stringify(content.json_ld)]];
      for (const [field, text] of fields)
        expect(text.replace(/cheap trail 42/giu, ""), `${language} ${field}`).not.toMatch(/cheap/i);
      expect(ruleViolations(content, rules, named, language)).toEqual([]);
    }
  });

  it("exempts the product's name, however cased, in every field, and only the name", async () => {
    const named = { ...backpack, name: "Cheap Trail 42" };
    const rules = applied({ forbidden_words: ["cheap"] });
    const content = await writer.generate(named, "en");
    // A short description that is the name alone, as the writer falls back to, and a keyword of the name.
    const bare = { ...content, short_description: "Cheap Trail 42", keywords: ["cheap trail 42"] };
    expect(ruleViolations(bare, rules, named, "en")).toEqual([]);
    const broken = { ...bare, short_description: "Cheap Trail 42: a cheap pack.", keywords: ["cheap trail 420"] };
    expect(ruleViolations(broken, rules, named, "en").map((violation) => violation.message)).toEqual([
      'short_description uses the forbidden "cheap"; rephrase without it.',
      'keywords[0] uses the forbidden "cheap"; rephrase without it.',
    ]);
  });

  it("leaves a property, the brand, the category and a review holding a forbidden word out of the structured data", async () => {
    // The English features ("Rain cover") have no French words: they stand on the English page only.
    const cases: [string, string[]][] = [
      ["en", ["olive", "summit", "rain", "outdoor"]],
      // "Outdoor/Backpacks" is no French category name: the French structured data leaves it out.
      ["fr", ["olive", "summit"]],
    ];
    for (const [language, words] of cases) {
      const rules = applied({ forbidden_words: words });
      const unruled = JSON.stringify((await writer.generate(backpack, language)).json_ld);
      for (const word of words) expect(unruled.toLowerCase()).toContain(word);
      const { json_ld } = await writer.generate(backpack, language, rules);
      expect(JSON.stringify(json_ld), language).not.toMatch(new RegExp(words.join("|"), "i"));
      // The other properties stay.
      expect(JSON.stringify(json_ld)).toContain('"value":42');
    }
  });

  it("states a required yes/no attribute as what it makes the product, never as a raw yes", async () => {
    // One flag, stated with the measures only.
    const wireless = { ...buds, sourceData: { wireless: true, battery_hours: 30, weight_g: 50 } };
    // The words of every sentence that states the flag in the default text: the requirement restates it.
    const cases: [string, string[], RegExp][] = [
      ["en", ["battery", "hours", "weighs"], /the sonic buds is wireless/i],
      ["es", ["batería", "horas", "pesa"], /sonic buds es inalámbrico/i],
      ["de", ["Akku", "Stunden", "wiegt"], /sonic buds ist kabellos/i],
    ];
    for (const [language, words, stated] of cases) {
      const rules = applied({ forbidden_words: words, required_attributes: ["wireless"] });
      const content = await writer.generate(wireless, language, rules);
      expect(stripHtml(content.description_html), language).toMatch(stated);
      expect(
        findDefects(content, wireless, language).filter((defect) => defect.kind === "raw_value"),
        language,
      ).toEqual([]);
      expect(ruleViolations(content, rules, wireless, language), language).toEqual([]);
    }
  });

  it("pads a long text without opening three sentences in a row with the same word where the data gives enough", async () => {
    for (const language of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
      const content = await writer.generate(buds, language, applied({ length: "long" }));
      const repeated = findDefects(content, buds, language).filter((defect) => defect.kind === "repeated_opening");
      expect(repeated, language).toEqual([]);
    }
  });

  it("fits a keyword only by whole words of the product's data or text, a plural or singular counting", () => {
    const product = (sourceData: Record<string, unknown>): ProductFacts => ({
      sku: "K-1",
      name: "Power Bank",
      brand: null,
      category: "Electronics/Power banks",
      sourceData,
    });
    expect(keywordFits("100 mah", product({ battery: "1000 mAh" }), "")).toBe(false);
    expect(keywordFits("1000 mah", product({ battery: "1000 mAh" }), "")).toBe(true);
    expect(keywordFits("wool cover", product({ material: "Woolen cover" }), "")).toBe(false);
    expect(keywordFits("leather case", product({ case: "Leatherette case" }), "")).toBe(false);
    expect(keywordFits("power bank cases", product({ case: "Leather case" }), "")).toBe(true);
    expect(keywordFits("leather power banks", product({ case: "Leather case" }), "")).toBe(true);
    expect(keywordFits("slim power bank", product({}), "It is slim.")).toBe(true);
  });

  it("leaves out every sentence, row and bullet stating a data value that holds a forbidden word, even a required one", async () => {
    const rules = applied({ forbidden_words: ["olive"], required_attributes: ["color"], bullets: 6, length: "short" });
    for (const language of ["en", "fr"]) {
      const content = await writer.generate(backpack, language, rules);
      for (const [field, text] of textFields(content)) expect(text, `${language} ${field}`).not.toMatch(/olive/i);
      expect(content.bullets).toHaveLength(6);
      // The forbidden word wins over the requirement, and the check says so.
      expect(ruleViolations(content, rules, backpack, language).map((violation) => violation.rule)).toEqual([
        "required_attributes",
      ]);
    }
  });

  it("mentions every required attribute the product has in the description, even in a short text", async () => {
    const rules = applied({ length: "short", required_attributes: [...Object.keys(backpack.sourceData), "material"] });
    for (const language of ["en", "de", "fr", "pl"]) {
      const unruled = await writer.generate(backpack, language, applied({ length: "short" }));
      expect(unmentionedAttributes(unruled, rules.rules, backpack, language).length, language).toBeGreaterThan(0);
      const content = await writer.generate(backpack, language, rules);
      expect(unmentionedAttributes(content, rules.rules, backpack, language), language).toEqual([]);
      expect(ruleViolations(content, rules, backpack, language)).toEqual([]);
    }
  });

  it("holds a required column of an attribute pair to the fact its pair gives: WooCommerce's value column by its name", async () => {
    const can: ProductFacts = {
      sku: "WC-1",
      name: "Watering can",
      brand: "Acme",
      category: "Garden",
      sourceData: {
        "Attribute 1 name": "Color",
        "Attribute 1 value(s)": "Turquoise",
        "Meta: material": "zinc",
        "Tax status": "taxable",
      },
    };
    const rules = applied({ required_attributes: ["Attribute 1 value(s)", "Tax status"] });
    const content = await writer.generate(can, "en", rules);
    expect(stripHtml(content.description_html)).toMatch(/turquoise/i);
    expect(unmentionedAttributes(content, rules.rules, can, "en")).toEqual([]);
    // The colour left out, the check names the column; the platform's bookkeeping asks nothing of a text.
    const without = { ...content, description_html: content.description_html.replace(/turquoise/gi, "blue") };
    expect(unmentionedAttributes(without, rules.rules, can, "en")).toEqual(["Attribute 1 value(s)"]);
  });

  it("works a keyword that fits the product into the keywords and once into the text, and leaves out one that does not", async () => {
    const fitting: Record<string, string> = { en: "waterproof backpack", de: "summit gear backpacks" };
    for (const language of ["en", "de"]) {
      const keyword = fitting[language]!;
      const content = await writer.generate(
        { ...backpack, sourceData: { ...backpack.sourceData, dishwasher_safe: false } },
        language,
        applied({ keywords: [keyword, "gift idea", "dishwasher safe backpack"] }),
      );
      expect(content.keywords[0]).toBe(keyword);
      expect(content.keywords).not.toContain("gift idea");
      // A column set to false is no word of the product's.
      expect(content.keywords).not.toContain("dishwasher safe backpack");
      const text = stripHtml(content.description_html).toLowerCase();
      expect(text.split(keyword).length - 1, language).toBe(1);
      expect(text).not.toContain("gift idea");
      expect(scoreQuality(content, backpack, language).checks.find((check) => check.check === "no_stuffing")?.passed).toBe(true);
    }
  });

  it("closes with a call to action in the language and the tone only when asked", async () => {
    for (const language of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
      for (const tone of language === "en" || language === "de" || language === "fr" ? TONES : (["neutral"] as const)) {
        const pack = packFor(language)!;
        const call = pack.tones[tone].callToAction;
        const spaced = (text: string) => text.replace(/\s+/gu, " ");
        const calls = [0, 1].map((variant) => spaced(call(backpack.name, variant)));
        const asked = await writer.generate(backpack, language, applied({ tone, call_to_action: true }));
        const last = spaced(stripHtml(asked.description_html.match(/<p>([^<]*)<\/p>$/u)![1]!));
        expect(calls, `${language} ${tone}`).toContain(last);
        const unasked = await writer.generate(backpack, language, applied({ tone }));
        for (const text of calls) expect(spaced(stripHtml(unasked.description_html))).not.toContain(text);
      }
    }
  });

  it("phrases each tone its own way: openings, verbs and closings, not one template", async () => {
    for (const language of ["en", "de", "fr"]) {
      const texts = new Map<string, string[]>();
      for (const tone of TONES) {
        const content = await writer.generate(backpack, language, applied({ tone, call_to_action: true }));
        texts.set(tone, sentencesOf(content.description_html.split(/<h2>|<blockquote>/u)[0]!));
      }
      const openings = [...texts.values()].map((sentences) => sentences[0]);
      expect(new Set(openings).size, language).toBe(TONES.length);
      for (const tone of TONES.filter((tone) => tone !== "neutral")) {
        const neutral = new Set(texts.get("neutral"));
        const own = texts.get(tone)!;
        const shared = own.filter((sentence) => neutral.has(sentence)).length;
        expect(shared / own.length, `${language} ${tone}: ${own.join(" ")}`).toBeLessThanOrEqual(0.25);
      }
    }
  });
});
