// Targeted detectors of template defects, for any engine's content: a plural attribute used with a
// singular verb in a FAQ ("What is the features"), a raw data value in prose or keywords ("waterproof
// yes", "warranty years 5", the keyword "yes"), a meta field cut short, and monotonous prose (three
// sentences in a row opening with the same word, or three one-fact stubs in a row: "It is waterproof.
// It has a capacity of 42 l. It is backed by a 5-year warranty."). The quality checks and the evaluation
// (bench/quality) both count them.
import { decodeHTML } from "entities";
import { META_DESCRIPTION_MAX, type GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { endsOnPlural } from "./facts/product-types.js";
import { PLURAL_VERBS } from "./languages/en.js";
import { packFor } from "./languages/index.js";
import { escapeRegExp } from "./regexp.js";

export type DefectKind = "agreement" | "plural_name" | "raw_value" | "cut_word" | "repeated_opening" | "choppy_sentences";

export interface Defect {
  kind: DefectKind;
  field: string;
  text: string;
}

/** Singular copulas and the articles that may stand between them and a noun, per language. */
const COPULAS: Record<string, { copula: string; articles: string }> = {
  en: { copula: "is|was", articles: "the" },
  de: { copula: "ist", articles: "der|die|das" },
  fr: { copula: "est", articles: "le|la|l’|l'" },
  es: { copula: "es", articles: "el|la" },
  it: { copula: "è", articles: "il|lo|la|l’|l'" },
  nl: { copula: "is", articles: "de|het" },
  pt: { copula: "é", articles: "o|a" },
  pl: { copula: "jest", articles: "" },
};
const RAW_WORDS = ["yes", "no", "true", "false"];
/** A sentence of at most this many words states one short fact. */
const STUB_WORDS = 8;
/** A labelled line ("Ingredients: cocoa mass and cane sugar.") lists data; it is no prose stub. */
const LABELLED = /^[^.:!?]{1,40}\s?:\s/u;
const KEY_UNIT = /_(mm|cm|m|km|g|kg|ml|l|w|kw|v|mah|gb|tb|in|oz|lb|h|hours|days|months|years|pct)$/i;

const humanize = (key: string) => key.replace(/[_-]+/g, " ").trim().toLowerCase();
export const stripHtml = (html: string) => decodeHTML(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];

/** Every text of a content a shopper reads, each with its field. */
export const textFields = (content: GeneratedContent): [string, string][] => [
  ["title", content.title],
  ["meta_title", content.meta_title],
  ["meta_description", content.meta_description],
  ["short_description", content.short_description],
  ["description_html", stripHtml(content.description_html)],
  ...content.bullets.map((bullet, index): [string, string] => [`bullets[${index}]`, bullet]),
  ...content.faq.flatMap((entry, index): [string, string][] => [
    [`faq[${index}].question`, entry.question],
    [`faq[${index}].answer`, entry.answer],
  ]),
  ...content.keywords.map((keyword, index): [string, string] => [`keywords[${index}]`, keyword]),
];

/** The prose fields of a content, by name: its texts but the meta title and the keywords. */
const proseOf = (content: GeneratedContent) =>
  textFields(content).filter(([field]) => field !== "meta_title" && !field.startsWith("keywords"));

/** A plural attribute (a list column) as the subject of a singular verb. */
function agreementDefects(content: GeneratedContent, product: ProductFacts, language: string): Defect[] {
  const grammar = COPULAS[language.split("-")[0]!];
  if (!grammar) return [];
  // The column's own name, when it is a plural noun: what a template that interpolates it writes.
  const labels = Object.entries(product.sourceData)
    .filter(([key, value]) => Array.isArray(value) && /[^s]s$/i.test(key))
    .map(([key]) => humanize(key));
  if (!labels.length) return [];
  const label = `(?:${labels.map(escapeRegExp).join("|")})`;
  const article = grammar.articles ? `(?:(?:${grammar.articles})\\s*)?` : "";
  const copula = `(?:${grammar.copula})`;
  const patterns = [
    new RegExp(`(?<![\\p{L}])${copula}\\s+${article}[«„“"‘]?\\s*${label}(?![\\p{L}])`, "iu"),
    new RegExp(`^${article}${label}\\s[^.?!]*(?<![\\p{L}])${copula}(?![\\p{L}])`, "iu"),
  ];
  return content.faq.flatMap((entry, index) =>
    (["question", "answer"] as const)
      .filter((part) => patterns.some((pattern) => pattern.test(entry[part])))
      .map((part) => ({ kind: "agreement" as const, field: `faq[${index}].${part}`, text: entry[part] })),
  );
}

/** English verbs in the form a single subject takes, as product texts use them after a product's name. */
const SINGULAR_VERBS = Object.keys(PLURAL_VERBS).join("|");

/**
 * A plural product name with a singular verb ("The VELOFANT - Pedalstraps has a width of 5 cm."), which the readers
 * of bench/quality/grading/2026-11-30a–d named in every English text of the built-in writer for the pedal straps.
 * The name may take its maker after it ("… by VELOFANT is"); as the subject of its sentence only ("The material of
 * the VELOFANT - Pedalstraps is nylon" agrees).
 */
function pluralNameDefects(content: GeneratedContent, product: ProductFacts, language: string): Defect[] {
  if (language.split("-")[0] !== "en" || !endsOnPlural(product.name)) return [];
  const pattern = new RegExp(
    `(?:^|,\\s)(?:the\\s+)?${escapeRegExp(product.name)}(?:\\s+(?:by|from)(?:\\s+[^\\s,.;:!?]+){1,3}?)?\\s+(?:${SINGULAR_VERBS})(?![\\p{L}])`,
    "iu",
  );
  return proseOf(content).flatMap(([field, text]) =>
    sentencesOf(text)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => ({ kind: "plural_name" as const, field, text: sentence })),
  );
}

/** The most words a search phrase holds ("waterproof hiking backpack 30 l" is five). */
const MAX_KEYWORD_WORDS = 6;

/** Nobody types a spec sheet: a phrase of more words than a search holds, or one with its brackets and marks. */
export const unsearchable = (keyword: string): boolean =>
  keyword.trim().split(/\s+/u).length > MAX_KEYWORD_WORDS || /[()®™]/u.test(keyword);

/**
 * A text that opens on the product's name: "Trailblazer 42 by Summit Gear", not a tone's lead naming it ("Meet the
 * Canvas Tote", "Cacao Norte apresenta Dark Chocolate 85%").
 */
const opensOnName = (text: string, product: ProductFacts) => {
  const [first] = wordsOf(product.name);
  return first !== undefined && wordsOf(text)[0] === first;
};

/** Booleans written as yes/no after their column, column names with their unit, a short description that is the name with a line of values, and keywords that are bare values, the bare brand or a category path. */
function rawValueDefects(content: GeneratedContent, product: ProductFacts, language: string): Defect[] {
  const pack = packFor(language);
  const raw = [...new Set([...RAW_WORDS, ...(pack ? [pack.yes, pack.no] : [])])];
  const rawWord = `(?:${raw.map(escapeRegExp).join("|")})`;
  const columns = Object.entries(product.sourceData);
  const booleanLabels = columns
    .filter(([, value]) => typeof value === "boolean")
    .flatMap(([key]) => [humanize(key), pack?.properties[key.toLowerCase()]?.toLowerCase()])
    .filter((label): label is string => Boolean(label));
  const patterns = [
    ...(booleanLabels.length
      ? [new RegExp(`(?:${booleanLabels.map(escapeRegExp).join("|")})\\s*:?\\s*${rawWord}(?![\\p{L}])`, "iu")]
      : []),
    // "warranty years 5": a column name with its unit suffix, read out as words.
    ...columns
      .filter(([key]) => KEY_UNIT.test(key))
      .map(([key]) => new RegExp(`(?<![\\p{L}])${escapeRegExp(humanize(key))}(?![\\p{L}])`, "iu")),
  ];
  // Each sentence that shows one, so that a check names it.
  const prose = proseOf(content).flatMap(([field, text]) =>
    sentencesOf(text)
      .filter((sentence) => patterns.some((pattern) => pattern.test(sentence)))
      .map((sentence) => ({ kind: "raw_value" as const, field, text: sentence })),
  );
  // A short description that is the product's name with a line of its values ("VELOFANT - Pedalstraps: 5 cm width
  // and certified to OEKO-TEX"), read by bench/quality/grading/2026-11-30g's readers as a data sheet's row.
  const [summary = ""] = sentencesOf(content.short_description);
  const head = LABELLED.exec(summary)?.[0].replace(/\s?:\s$/u, "");
  const labelled =
    head && opensOnName(head, product) ? [{ kind: "raw_value" as const, field: "short_description", text: summary }] : [];
  // The product's name and brand are search phrases, whichever column repeats them (Shopify's Title, Vendor).
  const named = new Set([product.name, product.brand].filter(Boolean).map((text) => String(text).toLowerCase()));
  const values = new Set(
    columns.flatMap(([, value]) =>
      (typeof value === "string" || typeof value === "number") && !named.has(String(value).toLowerCase())
        ? [String(value).toLowerCase()]
        : [],
    ),
  );
  const keywords = content.keywords
    .map((keyword, index) => ({ keyword, field: `keywords[${index}]` }))
    .filter(
      ({ keyword }) =>
        new RegExp(`^${rawWord}$`, "iu").test(keyword.trim()) ||
        /^[\d\s.,%]+$/u.test(keyword) ||
        values.has(keyword.trim().toLowerCase()) ||
        // The brand alone is no search for a product, nor is a path of categories.
        keyword.trim().toLowerCase() === product.brand?.trim().toLowerCase() ||
        /\p{L}\s*[>/]\s*\p{L}/u.test(keyword) ||
        unsearchable(keyword),
    )
    .map(({ keyword, field }) => ({ kind: "raw_value" as const, field, text: keyword }));
  return [...prose, ...labelled, ...keywords];
}

/** A meta field that ends on the start of a word of the content or the data (a cut word), or mid-sentence at its limit. */
function cutWordDefects(content: GeneratedContent, product: ProductFacts): Defect[] {
  const known = new Set(
    wordsOf(
      [
        content.title,
        content.short_description,
        stripHtml(content.description_html),
        ...content.bullets,
        ...content.faq.flatMap((entry) => [entry.question, entry.answer]),
        product.name,
        product.brand ?? "",
        product.category ?? "",
        JSON.stringify(product.sourceData),
      ].join(" "),
    ),
  );
  const defects: Defect[] = [];
  for (const field of ["meta_title", "meta_description"] as const) {
    const text = content[field];
    const last = wordsOf(text).at(-1);
    if (last && !known.has(last) && [...known].some((word) => word.startsWith(last))) {
      defects.push({ kind: "cut_word", field, text });
    }
  }
  // A description that fills its length without ending a sentence was cut short.
  const meta = content.meta_description.trim();
  if (meta.length >= META_DESCRIPTION_MAX - 15 && !/[.!?…]$/u.test(meta)) {
    defects.push({ kind: "cut_word", field: "meta_description", text: content.meta_description });
  }
  return defects;
}

/** The sentences of a text, ended by . ! ? or … before a space or by a line; a full stop inside a number ("1.35") ends none. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * Three sentences in a row opening with the same word, or three short prose stubs in a row, in the short
 * description or the paragraphs.
 */
function monotonyDefects(content: GeneratedContent): Defect[] {
  // The paragraphs only: quotations are the data's words, and headings and lists are no sentences.
  const paragraphs = [...content.description_html.replace(/<blockquote>.*?<\/blockquote>/gsu, "").matchAll(/<p>(.*?)<\/p>/gsu)]
    .map((match) => stripHtml(match[1]!))
    .join(" ");
  const defects: Defect[] = [];
  for (const [field, text] of [
    ["short_description", content.short_description],
    ["description_html", paragraphs],
  ] as const) {
    const sentences = sentencesOf(text).map((sentence) => ({ sentence, words: wordsOf(sentence) }));
    const runs = sentences.slice(2).map((_, index) => sentences.slice(index, index + 3));
    const repeated = runs.find((run) => run.every(({ words }) => words[0] === run[0]!.words[0]));
    const choppy = runs.find((run) => run.every(({ sentence, words }) => words.length <= STUB_WORDS && !LABELLED.test(sentence)));
    if (repeated) defects.push({ kind: "repeated_opening", field, text: repeated.map(({ sentence }) => sentence).join(" ") });
    if (choppy) defects.push({ kind: "choppy_sentences", field, text: choppy.map(({ sentence }) => sentence).join(" ") });
  }
  return defects;
}

/** Every targeted defect in one language's content. */
export function findDefects(content: GeneratedContent, product: ProductFacts, language: string): Defect[] {
  return [
    ...agreementDefects(content, product, language),
    ...pluralNameDefects(content, product, language),
    ...rawValueDefects(content, product, language),
    ...cutWordDefects(content, product),
    ...monotonyDefects(content),
  ];
}
