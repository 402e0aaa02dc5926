import { categoryPath } from "../revisions/changes.js";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, type GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";

/**
 * Reading-ease formulas adapted to each language: score = base - perWord * words per sentence
 * - perSyllable * syllables per word (Flesch and its published adaptations). Swedish and
 * Polish use LIX (words per sentence + 100 * long words / words), mapped so higher is easier.
 */
const FORMULAS: Record<string, { name: string; base: number; perWord: number; perSyllable: number }> = {
  en: { name: "flesch", base: 206.835, perWord: 1.015, perSyllable: 84.6 },
  de: { name: "amstad", base: 180, perWord: 1, perSyllable: 58.5 },
  fr: { name: "kandel-moles", base: 207, perWord: 1.015, perSyllable: 73.6 },
  es: { name: "fernandez-huerta", base: 206.84, perWord: 1.02, perSyllable: 60 },
  it: { name: "franchina-vacca", base: 206, perWord: 1, perSyllable: 65 },
  nl: { name: "douma", base: 206.835, perWord: 0.93, perSyllable: 77 },
  pt: { name: "flesch-martins", base: 248.835, perWord: 1.015, perSyllable: 84.6 },
};

export type Quality = {
  /** 0 to 100; the same scorer for every engine, so engines can be compared. */
  score: number;
  meta_title_length: { value: number; max: number; ok: boolean };
  meta_description_length: { value: number; max: number; ok: boolean };
  keyword_coverage: { value: number; covered: string[]; missing: string[] };
  readability: { formula: string; value: number; normalized: number };
  has_faq: boolean;
  has_structured_data: boolean;
};

const stripHtml = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&[a-z]+;/g, " ");
const words = (text: string) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
const sentences = (text: string) => Math.max(1, (text.match(/[.!?…]+(\s|$)/g) ?? []).length);
const syllables = (word: string) =>
  Math.max(1, (word.toLowerCase().match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœąęó]+/g) ?? []).length);
const clamp = (value: number) => Math.max(0, Math.min(100, value));

export function readability(text: string, language: string): Quality["readability"] {
  const list = words(text);
  if (!list.length) return { formula: "none", value: 0, normalized: 0 };
  const perSentence = list.length / sentences(text);
  const formula = FORMULAS[language.split("-")[0]!];
  if (!formula) {
    const longWords = list.filter((word) => word.length > 6).length;
    const lix = perSentence + (100 * longWords) / list.length;
    // LIX 20 reads very easily, 60 very hard.
    return { formula: "lix", value: round(lix), normalized: round(clamp(((60 - lix) / 40) * 100)) };
  }
  const perWord = list.reduce((sum, word) => sum + syllables(word), 0) / list.length;
  const value = formula.base - formula.perWord * perSentence - formula.perSyllable * perWord;
  return { formula: formula.name, value: round(value), normalized: round(clamp(value)) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Scores any engine's content against the product it describes. */
export function scoreQuality(content: GeneratedContent, product: ProductFacts, language: string): Quality {
  const text = [content.title, content.short_description, stripHtml(content.description_html)].join(" ").toLowerCase();
  const leaf = categoryPath(product.category).at(-1);
  const terms = [product.name, product.brand, leaf].filter((term): term is string => Boolean(term));
  const covered = terms.filter((term) => text.includes(term.toLowerCase()));
  const metaTitle = { value: content.meta_title.length, max: META_TITLE_MAX, ok: content.meta_title.length <= META_TITLE_MAX };
  const metaDescription = {
    value: content.meta_description.length,
    max: META_DESCRIPTION_MAX,
    ok: content.meta_description.length <= META_DESCRIPTION_MAX && content.meta_description.length >= 50,
  };
  const coverage = terms.length ? covered.length / terms.length : 1;
  const reading = readability(`${content.short_description} ${stripHtml(content.description_html)}`, language);
  const hasFaq = content.faq.length > 0;
  const ld = content.json_ld;
  const hasStructuredData = ld["@type"] === "Product" && typeof ld.name === "string";
  const score =
    (metaTitle.ok ? 10 : 0) +
    (metaDescription.ok ? 10 : 0) +
    30 * coverage +
    0.2 * reading.normalized +
    (hasFaq ? 15 : 0) +
    (hasStructuredData ? 15 : 0);
  return {
    score: round(score),
    meta_title_length: metaTitle,
    meta_description_length: metaDescription,
    keyword_coverage: { value: round(coverage), covered, missing: terms.filter((term) => !covered.includes(term)) },
    readability: reading,
    has_faq: hasFaq,
    has_structured_data: hasStructuredData,
  };
}
