// The content measures on one engine's texts (shared by `pnpm eval:quality` and the API's contract tests): how a text reads product data as shops and PIMs send
// it. Each counts something a shop would not publish; `TARGETS` gives what each must reach.
import type { GeneratedContent } from "./content.js";
import { escapeRegExp } from "./regexp.js";
import { stripHtml } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { factLabel, formatFactValue, formatNumber } from "./facts/format.js";
import { GLOSSARY_WORDS } from "./facts/glossary.js";
import { LABELS as FACT_LABELS } from "./facts/labels.js";
import { describesProduct, type Fact, readFacts } from "./facts/read.js";
import type { Quality } from "./quality.js";

export interface Written {
  product: ProductFacts;
  content: GeneratedContent;
  quality: Quality;
}

export interface Measures {
  /** Texts with a prose sentence carrying four or more of the product's values. */
  crowdedTexts: number;
  /** Raw labels: underscores, source prefixes, unit codes, `Unit`/`Amount`, mis-cased acronyms. */
  rawLabels: number;
  /** Share of products with 3+ facts whose text passes the scorer's meta description and FAQ checks. */
  metaAndFaqPass: number;
  /** English labels or common colour and material words in another language's text. */
  englishWords: number;
  /** Decimals written with the other language's separator. */
  wrongDecimals: number;
  /** Years written as quantities ("2,025", "2025 years"). */
  yearsAsQuantities: number;
  /** Share of English prose sentences whose skeleton recurs in three or more products (English only). */
  recurringSkeletons: number | null;
  /** Products with no fact but a name (and brand) whose text passes the quality bar. */
  thinPassing: number;
  examples: string[];
}

export const TARGETS: Record<Exclude<keyof Measures, "examples">, { max?: number; min?: number }> = {
  crowdedTexts: { max: 0 },
  rawLabels: { max: 0 },
  metaAndFaqPass: { min: 1 },
  englishWords: { max: 0 },
  wrongDecimals: { max: 0 },
  yearsAsQuantities: { max: 0 },
  recurringSkeletons: { max: 0.25 },
  thinPassing: { max: 0 },
};

const descriptive = (facts: Fact[]) => facts.filter(describesProduct);
/** The paragraphs of the description, without quotations, headings or the detail list. */
const paragraphs = (html: string) =>
  [...html.replace(/<blockquote>.*?<\/blockquote>/gsu, "").matchAll(/<p>(.*?)<\/p>/gsu)].map((match) => stripHtml(match[1]!));
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d«„“"])/u).filter((sentence) => sentence.trim());
/** Every text a shopper reads: prose, bullets, FAQ and the detail list. */
const everything = (content: GeneratedContent) =>
  [
    content.title,
    content.meta_description,
    content.short_description,
    stripHtml(content.description_html),
    ...content.bullets,
    ...content.faq.flatMap((entry) => [entry.question, entry.answer]),
  ].join("\n");
/** The labels a text gives attributes: the detail list's and the bullets' "Label: value". */
const labelsOf = (content: GeneratedContent) => [
  ...[...content.description_html.matchAll(/<strong>([^<]+?):<\/strong>/gu)].map((match) => match[1]!),
  ...content.bullets.flatMap((bullet) => (/^([^:]{1,40}):\s/u.exec(bullet)?.[1] ? [/^([^:]{1,40}):\s/u.exec(bullet)![1]!] : [])),
];
/** The product's own words (name, brand, category), which a text repeats as they are. */
const ownWords = (product: ProductFacts) =>
  [product.name, product.brand ?? "", ...(product.category?.split("/") ?? [])].filter(Boolean);
const mask = (text: string, words: string[], by = " ") =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .reduce((masked, word) => (word ? masked.replace(new RegExp(escapeRegExp(word), "giu"), by) : masked), text);

/** How many of the values a sentence states, each counted once: a value found is masked before the next is sought. */
function valueCount(sentence: string, values: string[]): number {
  let rest = sentence;
  let count = 0;
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    // A short value ("CE", "M") counts as written, so that "Ce produit" is no certification.
    const flags = value.length <= 3 ? "gu" : "giu";
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, flags);
    if (pattern.test(rest)) {
      count += 1;
      rest = rest.replace(pattern, " ");
    }
  }
  return count;
}

/** The values a fact gives a text in a language: its formatted value, and each item of a list. */
function valuesOf(fact: Fact, language: string): string[] {
  const formatted = formatFactValue(fact, language);
  if (fact.value.type === "list") {
    const items = fact.value.items.map((item) => formatFactValue({ ...fact, value: { type: "text", text: item } }, language));
    return [...items, ...fact.value.items];
  }
  if (fact.value.type === "groups") return fact.value.groups.flatMap((group) => group.items);
  return [formatted];
}

const PIM_UNIT_CODES =
  /\b(GRAM|KILOGRAM|INCH|CENTIMETER|MILLIMETER|METER|MILLILITER|LITER|WATT|VOLT|HOUR|MILLIAMPEREHOUR|GIGABYTE)\b/;
const RAW_LABEL = /\w_\w|\bpa_|\bOption\s?\d|\battribute_|^(Unit|Amount)$/i;
const MISCASED = /\b(Os|Ram|Ssd|Usb|Hdmi|Oled|Led|Lcd|Wifi|Wi-fi|Ean|Gtin|Nfc|Gps)\b|\b\dg\b/;

/** The English words of the glossary a language's text must not keep: labels and colour and material words it translates. */
function englishWordsFor(language: string): string[] {
  // A word the language writes the same way ("beige", "olive" in French) is no English word in its text.
  const glossary = (word: string) =>
    formatFactValue({ key: word, concept: "color", kind: "colour", value: { type: "text", text: word }, labels: {} }, language);
  const own = new Set(
    [...Object.values(FACT_LABELS).map((labels) => labels[language]?.word ?? ""), ...GLOSSARY_WORDS.map(glossary)]
      .flatMap((word) => word.toLowerCase().split(/[\s-]+/))
      .filter(Boolean),
  );
  const english = [...Object.values(FACT_LABELS).map((labels) => labels.en?.word ?? ""), ...GLOSSARY_WORDS].filter(
    (word) =>
      word.length > 3 &&
      !word
        .toLowerCase()
        .split(/\s+/)
        .some((part) => own.has(part)),
  );
  return [...new Set(english.map((word) => word.toLowerCase()))];
}

export function measure(written: Written[], language: string): Measures {
  const result: Measures = {
    crowdedTexts: 0,
    rawLabels: 0,
    metaAndFaqPass: 0,
    englishWords: 0,
    wrongDecimals: 0,
    yearsAsQuantities: 0,
    recurringSkeletons: null,
    thinPassing: 0,
    examples: [],
  };
  const example = (sku: string, what: string) => {
    if (result.examples.length < 4) result.examples.push(`${sku}: ${what}`);
  };
  const english = language === "en" ? [] : englishWordsFor(language);
  let described = 0;
  let metaAndFaq = 0;
  const skeletons: { sku: string; skeleton: string }[] = [];
  for (const { product, content, quality } of written) {
    const facts = readFacts(product.sourceData, language);
    const own = descriptive(facts);
    const values = [...new Set(own.flatMap((fact) => valuesOf(fact, language)))].filter((value) => value.length > 1);
    const prose = paragraphs(content.description_html).flatMap(sentencesOf);
    const text = everything(content);

    const crowded = prose.find((sentence) => valueCount(mask(sentence, ownWords(product)), values) >= 4);
    if (crowded) {
      result.crowdedTexts += 1;
      example(product.sku, `4+ values: ${crowded}`);
    }

    const raw = labelsOf(content).find((label) => RAW_LABEL.test(label) || MISCASED.test(label) || PIM_UNIT_CODES.test(label));
    const rawInProse = [...prose, ...content.faq.map((entry) => entry.answer)].find(
      (sentence) => PIM_UNIT_CODES.test(sentence) || /\w_\w|\bpa_\w|\bOption\d/.test(mask(sentence, ownWords(product))),
    );
    if (raw || rawInProse) {
      result.rawLabels += 1;
      example(product.sku, `raw label: ${raw ?? rawInProse}`);
    }

    if (own.length >= 3) {
      described += 1;
      const passes = (name: string) => quality.checks.find((check) => check.check === name)?.passed;
      if (passes("meta_description") && passes("faq")) metaAndFaq += 1;
      else
        example(
          product.sku,
          `meta/faq: ${quality.checks
            .filter((check) => !check.passed)
            .map((check) => check.check)
            .join(", ")}`,
        );
    }

    if (english.length) {
      // Values the glossary does not translate (a feature's words, a name) stay as the data gives them.
      const kept = facts.flatMap((fact) =>
        fact.value.type === "list"
          ? fact.value.items
          : fact.value.type === "text"
            ? [fact.value.text]
            : fact.value.type === "groups"
              ? fact.value.groups.flatMap((group) => group.items)
              : [],
      );
      // Columns the glossary has no name for keep their own, readable name ("bit depth").
      const unnamed = facts.filter((fact) => !FACT_LABELS[fact.concept]).map((fact) => factLabel(fact, language));
      const untranslated = kept.filter((value) => /\s|\d/.test(value) || !GLOSSARY_WORDS.includes(value.toLowerCase()));
      const masked = mask(text, [...ownWords(product), ...untranslated, ...unnamed]).toLowerCase();
      const found = english.find((word) => new RegExp(`(?<![\\p{L}-])${escapeRegExp(word)}(?![\\p{L}-])`, "u").test(masked));
      if (found) {
        result.englishWords += 1;
        example(product.sku, `English "${found}"`);
      }
    }

    const amounts = facts.flatMap(({ value }) =>
      value.type === "quantity"
        ? [value.amount]
        : value.type === "range"
          ? [value.min, value.max]
          : value.type === "dimensions"
            ? value.parts.map((part) => part.amount)
            : value.type === "rating"
              ? [value.value]
              : [],
    );
    const sentAsText = facts.flatMap((fact) => (fact.value.type === "text" ? [fact.value.text] : []));
    const withoutData = mask(text, [...ownWords(product), ...sentAsText]);
    const wrong = amounts
      .filter((amount) => !Number.isInteger(amount))
      .map((amount) => (language === "en" ? String(amount).replace(".", ",") : String(amount)))
      .find((spelling) => new RegExp(`(?<![\\d.,])${escapeRegExp(spelling)}(?![\\d])`).test(withoutData));
    if (wrong) {
      result.wrongDecimals += 1;
      example(product.sku, `decimal "${wrong}"`);
    }

    const years = facts.flatMap((fact) => (fact.value.type === "year" ? [fact.value.year] : []));
    const asQuantity = years.find(
      (year) =>
        (formatNumber(year, language) !== String(year) && text.includes(formatNumber(year, language))) ||
        /(?:^|\s)(2[.,\s]0\d\d)\b/.test(text) ||
        new RegExp(`${year}\\s+(years?|Jahre|ans|años|anni|jaar|anos|lat|år)\\b`, "i").test(text),
    );
    if (asQuantity) {
      result.yearsAsQuantities += 1;
      example(product.sku, `year ${asQuantity} as a quantity`);
    }

    if (own.length === 0 && quality.passed) {
      result.thinPassing += 1;
      example(product.sku, "passes with nothing but its name");
    }

    if (language === "en") {
      const masks = [...ownWords(product), ...values, ...facts.map((fact) => formatFactValue(fact, language))];
      for (const sentence of prose) {
        const skeleton = mask(sentence, masks, "<v>")
          .replace(/\d+([.,]\d+)?/g, "#")
          .replace(/\s+/g, " ")
          .toLowerCase()
          .trim();
        skeletons.push({ sku: product.sku, skeleton });
      }
    }
  }
  result.metaAndFaqPass = described ? metaAndFaq / described : 1;
  if (language === "en" && skeletons.length) {
    const products = new Map<string, Set<string>>();
    for (const { sku, skeleton } of skeletons) products.set(skeleton, (products.get(skeleton) ?? new Set()).add(sku));
    const recurring = skeletons.filter(({ skeleton }) => products.get(skeleton)!.size >= 3);
    result.recurringSkeletons = recurring.length / skeletons.length;
    const common = [...products].sort((a, b) => b[1].size - a[1].size).slice(0, 3);
    for (const [skeleton, skus] of common) result.examples.push(`skeleton in ${skus.size} products: ${skeleton}`);
  }
  return result;
}

/** Whether a measure reaches its target. */
export function meets(name: keyof typeof TARGETS, value: number | null): boolean {
  const target = TARGETS[name];
  if (value === null) return true;
  return (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
}
