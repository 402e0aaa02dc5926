import { describe, expect, it } from "vitest";
import { DEFAULT_APPLIED, type RulesApplied, type Tone, TONES } from "../content-rules/rules.js";
import { BuiltinWriter } from "../builtin-writer.js";
import { findDefects, stripHtml } from "../defects.js";
import type { ProductFacts } from "../engine.js";
import { scoreQuality } from "../quality.js";

const writer = new BuiltinWriter();
/** The languages whose tones this file covers: each phrases the five tones its own way. */
const LANGUAGES = ["es", "it", "nl", "pt", "pl", "sv"];

const product = (sku: string, name: string, brand: string | null, category: string | null, sourceData: object) =>
  ({ sku, name, brand, category, sourceData }) as ProductFacts;
/** Products as a PIM sends them for pages in these languages: values with no glossary word localized. */
const PRODUCTS = [
  product("TB-42", "Trailblazer 42", "Summit Gear", "Outdoor/Backpacks", {
    features: {
      en: ["Rain cover", "Hydration sleeve", "Hip-belt pockets"],
      es: ["funda impermeable", "bolsa de hidratación", "bolsillos en el cinturón"],
      it: ["copertura antipioggia", "tasca per idratazione", "tasche sulla cintura"],
      nl: ["regenhoes", "hydratatiehoes", "heupgordelzakken"],
      pt: ["capa de chuva", "bolsa de hidratação", "bolsos no cinto"],
      pl: ["pokrowiec przeciwdeszczowy", "kieszeń na bukłak", "kieszenie na pasie biodrowym"],
      sv: ["regnskydd", "vätskeficka", "höftbältesfickor"],
    },
    capacity_l: 42,
    weight_kg: 1.35,
    waterproof: true,
    warranty_years: 5,
    color: "Olive",
    material: "Nylon",
    certifications: ["OEKO-TEX Standard 100"],
    rating: 4.6,
    review_count: 312,
  }),
  product("AURA-1", "Aura Wireless Headphones", "Sonance", "Electronics/Headphones", {
    battery_life_h: 30,
    weight_g: 250,
    wireless: true,
    foldable: true,
    warranty_months: 24,
    features: {
      en: ["Active noise cancelling", "Multipoint Bluetooth", "Built-in microphone"],
      es: ["cancelación activa de ruido", "Bluetooth multipunto", "micrófono integrado"],
      it: ["cancellazione attiva del rumore", "Bluetooth multipoint", "microfono integrato"],
      nl: ["actieve ruisonderdrukking", "multipoint-Bluetooth", "ingebouwde microfoon"],
      pt: ["cancelamento ativo de ruído", "Bluetooth multiponto", "microfone integrado"],
      pl: ["aktywna redukcja szumów", "Bluetooth multipoint", "wbudowany mikrofon"],
      sv: ["aktiv brusreducering", "multipoint-Bluetooth", "inbyggd mikrofon"],
    },
    colors: ["Black", "Silver"],
    rating: 4.5,
    review_count: 2140,
  }),
  product("CHOC-85", "Dark Chocolate 85%", "Cacao Norte", "Food/Chocolate", {
    weight_g: 100,
    vegan: true,
    gluten_free: true,
    ingredients: {
      en: ["Cocoa mass", "Cocoa butter", "Cane sugar"],
      it: ["massa di cacao", "burro di cacao", "zucchero di canna"],
      pt: ["massa de cacau", "manteiga de cacau", "açúcar de cana"],
      pl: ["miazga kakaowa", "tłuszcz kakaowy", "cukier trzcinowy"],
      sv: ["kakaomassa", "kakaosmör", "rörsocker"],
    },
    certifications: ["Rainforest Alliance"],
  }),
  product("MUG-1", "Ceramic Mug", "Potter Co", "Home/Mugs", {}),
  product("TOTE-1", "Canvas Tote", null, null, { material: "Cotton canvas", color: "Natural" }),
];

const rulesFor = (tone: Tone, callToAction = false): RulesApplied => ({
  ...DEFAULT_APPLIED,
  rules: { ...DEFAULT_APPLIED.rules, tone, call_to_action: callToAction },
});
/** The prose of a description: its paragraphs, without the quotations and the detail list. */
const proseOf = (html: string) =>
  [...html.replace(/<blockquote>.*?<\/blockquote>/gsu, "").matchAll(/<p>(.*?)<\/p>/gsu)].map((match) =>
    stripHtml(match[1]!).trim(),
  );
const sentencesOf = (html: string) => proseOf(html).flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=[\p{Lu}¡¿])/u));
/** A line that states a fact under its label ("Ingredienti: ..."): data in every tone, not phrasing. */
const LABELLED_FACT = /^[^.:!?]{1,40}:\s/u;
const figures = (html: string) =>
  new Set(
    stripHtml(html)
      .match(/\d+(?:[.,\s]\d+)*/gu)
      ?.map((figure) => figure.replace(/\s/g, "")),
  );

describe("tones of the built-in writer", () => {
  it.each(LANGUAGES)("phrases one product visibly differently in each of the five tones (%s)", async (language) => {
    for (const item of PRODUCTS.slice(0, 3)) {
      const texts = await Promise.all(TONES.map((tone) => writer.generate(item, language, rulesFor(tone))));
      const prose = texts.map((text) =>
        sentencesOf(`<p>${text.short_description}</p>${text.description_html}`).filter(
          (sentence) => !LABELLED_FACT.test(sentence),
        ),
      );
      // Every tone opens its own way, and two tones share at most one sentence of their prose.
      expect(new Set(prose.map((sentences) => sentences[0])).size, `${language} ${item.name}`).toBe(TONES.length);
      for (const [index, sentences] of prose.entries()) {
        for (const other of prose.slice(index + 1)) {
          const shared = sentences.filter((sentence) => other.includes(sentence));
          expect(shared.length, `${language} ${item.name}: ${shared.join(" | ")}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it.each(LANGUAGES)(
    "keeps every tone free of template defects and passing the checks the neutral text passes (%s)",
    async (language) => {
      for (const item of PRODUCTS) {
        const neutral = scoreQuality(await writer.generate(item, language), item, language);
        // A tone's phrasing makes the prose longer or shorter; `described` holds its length to a bar, not its phrasing.
        const passing = neutral.checks.filter((check) => check.passed && check.check !== "described").map((check) => check.check);
        for (const tone of TONES) {
          for (const callToAction of [false, true]) {
            const content = await writer.generate(item, language, rulesFor(tone, callToAction));
            const context = `${language} ${tone}${callToAction ? " with a call to action" : ""}: ${item.name}`;
            expect(findDefects(content, item, language), context).toEqual([]);
            const failed = scoreQuality(content, item, language).checks.filter((check) => !check.passed);
            expect(
              failed.filter((check) => passing.includes(check.check)),
              context,
            ).toEqual([]);
          }
        }
      }
    },
  );

  it.each(LANGUAGES)(
    "states the same figures in every tone: a tone changes how a fact is said, never the fact (%s)",
    async (language) => {
      for (const item of PRODUCTS) {
        // The figures of the facts: a tone may name the product ("Dark Chocolate 85%") where another says "it".
        const stated = (html: string) => figures(html.replaceAll(item.name, ""));
        const neutral = stated((await writer.generate(item, language)).description_html);
        for (const tone of TONES) {
          const { description_html } = await writer.generate(item, language, rulesFor(tone));
          expect(stated(description_html), `${language} ${tone}: ${item.name}`).toEqual(neutral);
        }
      }
    },
  );

  it.each(LANGUAGES)("closes with a call to action of the tone only when the rules ask for one (%s)", async (language) => {
    const [backpack] = PRODUCTS;
    const closings = [];
    for (const tone of TONES) {
      const without = await writer.generate(backpack!, language, rulesFor(tone));
      const withCall = await writer.generate(backpack!, language, rulesFor(tone, true));
      const [closing, ...before] = proseOf(withCall.description_html).reverse();
      expect(before.reverse(), `${language} ${tone}`).toEqual(proseOf(without.description_html));
      closings.push(closing);
    }
    expect(new Set(closings).size, language).toBe(TONES.length);
  });
});
