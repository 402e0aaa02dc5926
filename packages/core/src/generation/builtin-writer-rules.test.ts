import { describe, expect, it } from "vitest";
import { LENGTH_BANDS, LENGTHS, mergeRules, type PartialRules, TONES } from "../content-rules/rules.js";
import { BuiltinWriter } from "./builtin-writer.js";
import { stripHtml } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { packFor } from "./languages/index.js";
import { scoreQuality } from "./quality.js";
import { descriptionWords, ruleViolations, textFields, unmentionedAttributes } from "./rule-compliance.js";

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
      expect(mugBullets).toContain("Mugs");
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
        expect(count, `${language} ${length}`).toBeGreaterThanOrEqual(LENGTH_BANDS[length].min);
        expect(count, `${language} ${length}`).toBeLessThanOrEqual(LENGTH_BANDS[length].max);
        expect(ruleViolations(content, applied({ length }), backpack, language)).toEqual([]);
        words.push(count);
      }
      expect(words[0]).toBeLessThan(words[2]!);
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
      ["de", ["Garantie", "Kategorie"]],
      ["fr", ["garantie", "catégorie"]],
      ["pl", ["gwarancja", "kategorii"]],
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
      expect(stripHtml(content.description_html)).toContain("42");
    }
  });

  it("keeps a product's name as its title when the name holds a forbidden word, and leaves it out of every other field", async () => {
    const named = { ...backpack, name: "Cheap Trail 42" };
    const rules = applied({ forbidden_words: ["cheap"] });
    for (const language of ["en", "de", "fr"]) {
      const content = await writer.generate(named, language, rules);
      expect(content.title).toContain("Cheap Trail 42");
      for (const [field, text] of textFields(content).filter(([field]) => field !== "title" && field !== "meta_title")) {
        expect(text, `${language} ${field}`).not.toMatch(/cheap/i);
      }
      expect(ruleViolations(content, rules, named, language)).toEqual([]);
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

  it("works a keyword that fits the product into the keywords and once into the text, and leaves out one that does not", async () => {
    for (const language of ["en", "de"]) {
      const content = await writer.generate(backpack, language, applied({ keywords: ["waterproof backpack", "gift idea"] }));
      expect(content.keywords[0]).toBe("waterproof backpack");
      expect(content.keywords).not.toContain("gift idea");
      const text = stripHtml(content.description_html).toLowerCase();
      expect(text.split("waterproof backpack").length - 1).toBe(1);
      expect(text).not.toContain("gift idea");
      expect(scoreQuality(content, backpack, language).checks.find((check) => check.check === "no_stuffing")?.passed).toBe(true);
    }
  });

  it("closes with a call to action in the language and the tone only when asked", async () => {
    for (const language of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
      for (const tone of language === "en" || language === "de" || language === "fr" ? TONES : (["neutral"] as const)) {
        const pack = packFor(language)!;
        const call = (pack.tones[tone] ?? pack.tones.neutral).callToAction;
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
