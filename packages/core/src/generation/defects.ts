// Targeted detectors of template defects, for any engine's content: a plural attribute used with a
// singular verb in a FAQ ("What is the features"), a raw data value in prose or keywords ("waterproof
// yes", "warranty years 5", the keyword "yes"), and a meta field cut short. The quality checks and the
// evaluation (bench/quality) both count them.
import { META_DESCRIPTION_MAX, type GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { packFor } from "./languages/index.js";

export type DefectKind = "agreement" | "raw_value" | "cut_word";

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
const KEY_UNIT = /_(mm|cm|m|km|g|kg|ml|l|w|kw|v|mah|gb|tb|in|oz|lb|h|hours|days|months|years|pct)$/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const humanize = (key: string) => key.replace(/[_-]+/g, " ").trim().toLowerCase();
export const stripHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;/g, " ")
    .replace(/\s+/g, " ");
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];

/** The prose fields of a content, by name. */
function proseOf(content: GeneratedContent): [string, string][] {
  return [
    ["title", content.title],
    ["meta_description", content.meta_description],
    ["short_description", content.short_description],
    ["description_html", stripHtml(content.description_html)],
    ...content.bullets.map((bullet, index): [string, string] => [`bullets[${index}]`, bullet]),
    ...content.faq.flatMap((entry, index): [string, string][] => [
      [`faq[${index}].question`, entry.question],
      [`faq[${index}].answer`, entry.answer],
    ]),
  ];
}

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

/** Booleans written as yes/no after their column, column names with their unit, and keywords that are bare values. */
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
  const prose = proseOf(content)
    .filter(([, text]) => patterns.some((pattern) => pattern.test(text)))
    .map(([field, text]) => ({ kind: "raw_value" as const, field, text }));
  const values = new Set(
    columns.flatMap(([, value]) => (typeof value === "string" || typeof value === "number" ? [String(value).toLowerCase()] : [])),
  );
  const keywords = content.keywords
    .map((keyword, index) => ({ keyword, field: `keywords[${index}]` }))
    .filter(
      ({ keyword }) =>
        new RegExp(`^${rawWord}$`, "iu").test(keyword.trim()) ||
        /^[\d\s.,%]+$/u.test(keyword) ||
        values.has(keyword.trim().toLowerCase()),
    )
    .map(({ keyword, field }) => ({ kind: "raw_value" as const, field, text: keyword }));
  return [...prose, ...keywords];
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

/** Every targeted defect in one language's content. */
export function findDefects(content: GeneratedContent, product: ProductFacts, language: string): Defect[] {
  return [
    ...agreementDefects(content, product, language),
    ...rawValueDefects(content, product, language),
    ...cutWordDefects(content, product),
  ];
}
