// How the built-in writer holds its text to the content rules (content-rules/rules.ts): the description body fitted
// to its length band from what the data gives, exactly the number of bullets asked for, no forbidden word, the
// required attributes and the keywords stated. Nothing here writes a fact: it chooses, restates and drops the
// writer's own sentences.
import { type ContentRules, forbiddenWordsFor } from "./content-rules/rules.js";
import { boundedData } from "./facts/bounds.js";
import { contentWith, type GeneratedContent } from "./content.js";
import { findDefects, stripHtml } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { capitalize, type QA } from "./languages/pack.js";
import { descriptionWords, forbiddenOutsideName, lengthBand, unmentionedAttributes } from "./rule-compliance.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const paragraph = (sentences: string[]) => {
  const text = sentences.filter(Boolean).join(" ");
  return text ? `<p>${escapeHtml(text)}</p>` : "";
};

/** A content of the description body alone, for the checks that read it. */
const bodyOnly = (description_html: string): GeneratedContent => contentWith({ description_html });

export interface Body {
  opening: string[];
  more: string[];
  rating: string[];
  /** Sentences added to reach the length band, the required attributes and the keywords. */
  also: string[];
  /** The product's highlights as a list, then the FAQ's questions, restated when the data gives too little else. */
  highlights: string[];
  questions: QA[];
  quotes: { text: string; author: string | null }[];
  details: [string, string][];
  closing: string[];
}

interface BodyStyle {
  quoteMarks: [string, string];
  heading: string;
  faqHeading: string;
  colon: string;
}

export function renderBody(body: Body, style: BodyStyle): string {
  const [open, close] = style.quoteMarks;
  return [
    paragraph(body.opening),
    paragraph(body.more),
    paragraph(body.rating),
    paragraph(body.also),
    body.highlights.length ? `<ul>${body.highlights.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : "",
    body.questions.length
      ? `<h2>${escapeHtml(style.faqHeading)}</h2>${body.questions
          .map(({ question, answer }) => `<h3>${escapeHtml(question)}</h3><p>${escapeHtml(answer)}</p>`)
          .join("")}`
      : "",
    ...body.quotes.map(
      (quote) =>
        `<blockquote><p>${escapeHtml(`${open}${quote.text}${close}`)}${quote.author ? ` — ${escapeHtml(quote.author)}` : ""}</p></blockquote>`,
    ),
    body.details.length
      ? `<h2>${escapeHtml(style.heading)}</h2><ul>${body.details
          .map(
            ([label, value]) => `<li><strong>${escapeHtml(capitalize(label))}${style.colon}</strong> ${escapeHtml(value)}</li>`,
          )
          .join("")}</ul>`
      : "",
    paragraph(body.closing),
  ].join("");
}

/** Whether a text is free of the rules' forbidden words in a language, outside the product's name (exempt everywhere). */
export const cleanOf = (rules: ContentRules, language: string, name: string) => {
  const forbidden = forbiddenWordsFor(rules, language);
  return (text: string) => !forbiddenOutsideName(text, forbidden, name).length;
};

const lower = (text: string) => text.toLocaleLowerCase();
const wordsOfPhrase = (phrase: string) => lower(phrase).match(/[\p{L}\p{N}]+/gu) ?? [];

const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsIn)
        : [];
/**
 * The texts of a data value, not its keys: a column "dishwasher_safe" set to false says nothing is dishwasher safe;
 * as much of them as the writer reads (facts/bounds.ts).
 */
export const textsOf = (value: unknown): string[] => textsIn(boundedData(value));

const PLURAL_ENDINGS = ["es", "s", "en", "e", "n"];
/** A word and, when it has more than four letters, its forms without a plural ending ("cases": "case"; "Jacken": "jacke"). */
const singulars = (word: string) =>
  word.length > 4
    ? [word, ...PLURAL_ENDINGS.filter((ending) => word.endsWith(ending)).map((ending) => word.slice(0, -ending.length))]
    : [word];

/**
 * Whether a keyword fits the product: each of its words is a whole word of the product's name, brand, category, the
 * texts of its data or what the writer wrote from it (a plural or singular form of a word of more than four letters
 * counts), so that working it in states nothing the data does not: "100" does not fit "1000 mAh", nor "leather"
 * "leatherette".
 */
export function keywordFits(keyword: string, product: ProductFacts, written: string): boolean {
  const corpus = wordsOfPhrase(
    [product.name, product.brand ?? "", product.category ?? "", ...textsOf(product.sourceData), written].join(" "),
  );
  const words = new Set(corpus);
  const forms = new Set(corpus.flatMap(singulars));
  const phrase = wordsOfPhrase(keyword);
  return (
    phrase.length > 0 &&
    phrase.every((word) => words.has(word) || (word.length > 4 && singulars(word).some((form) => forms.has(form))))
  );
}

interface FitInput {
  body: Body;
  style: BodyStyle;
  rules: ContentRules;
  /** Whether a layer asked for the length: the default band is no reason to change today's texts. */
  banded: boolean;
  product: ProductFacts;
  language: string;
  clean: (text: string) => boolean;
  /** Honest restatements of the data, in the order to add them when the body is too short. */
  expansions: string[];
  /** The bullets of the product's facts, then the FAQ, restated after them. */
  highlights: string[];
  questions: QA[];
  /** A sentence stating each required attribute's value, by attribute code. */
  required: (code: string) => string[];
  /** The line working in the keywords the text does not state yet. */
  keywordLine: (keywords: string[]) => string;
  keywords: string[];
}

/**
 * The body with every sentence holding a forbidden word dropped, the required attributes and the keywords
 * stated, then fitted to its length band: the data's restatements added while too short, the detail rows,
 * quotes and later sentences taken out while too long (never one that states a required attribute or a keyword).
 */
export function fitBody(input: FitInput): Body {
  const { style, rules, product, language, clean } = input;
  const body: Body = {
    opening: input.body.opening.filter(clean),
    more: input.body.more.filter(clean),
    rating: input.body.rating.filter(clean),
    also: [],
    highlights: [],
    questions: [],
    quotes: input.body.quotes.filter((quote) => clean(quote.text) && clean(quote.author ?? "")),
    // A forbidden word in a heading leaves out its section.
    details: clean(style.heading) ? input.body.details.filter(([label, value]) => clean(`${label} ${value}`)) : [],
    closing: input.body.closing.filter(clean),
  };
  const html = () => renderBody(body, style);
  const text = () => lower(stripHtml(html()));
  const unmentioned = () => unmentionedAttributes(bodyOnly(html()), rules, product, language);
  for (const code of unmentioned()) body.also.push(...input.required(code).filter(clean));
  const missing = input.keywords.filter((keyword) => !text().includes(lower(keyword)));
  const line = missing.length ? input.keywordLine(missing) : "";
  if (line && clean(line)) body.also.push(line);
  if (!input.banded) return body;

  // The band the facts can fill: thin data gets a short honest text, not filler (rule-compliance.ts lengthBand).
  const band = lengthBand(rules, product.sourceData, language);
  const words = () => descriptionWords({ description_html: html() });
  const monotonous = () => findDefects(bodyOnly(html()), product, language).some((defect) => defect.kind === "repeated_opening");
  // Each addition must keep the body within its band; a first pass also leaves out what would open a third sentence
  // in a row with the same word, a second takes it should the body still be too short.
  const pad = <T>(entries: T[], part: T[], fits: (entry: T) => boolean, varied: boolean) => {
    for (const entry of entries) {
      if (words() >= band.min) break;
      if (part.includes(entry) || !fits(entry)) continue;
      const before = varied && monotonous();
      part.push(entry);
      if (words() > band.max || (varied && !before && monotonous())) part.pop();
    }
  };
  for (const varied of [true, false]) {
    pad(input.expansions, body.also, (sentence) => clean(sentence) && !text().includes(lower(sentence)), varied);
    pad(input.highlights, body.highlights, clean, varied);
    pad(clean(style.faqHeading) ? input.questions : [], body.questions, () => true, varied);
  }
  // Taken out in this order, each only while the body is too long and only if it leaves every required
  // attribute and keyword stated: detail rows from the last, quotes, then later sentences from the last.
  const stated = () => [unmentioned().length, input.keywords.filter((keyword) => !text().includes(lower(keyword))).length];
  const parts: unknown[][] = [body.details, body.quotes, body.more, body.rating, body.opening];
  for (const part of parts) {
    // The opening sentence stays: it names the product.
    const first = part === body.opening ? 1 : 0;
    for (let index = part.length - 1; index >= first && words() > band.max; index--) {
      const [unstated, unworked] = stated();
      const [removed] = part.splice(index, 1);
      const [nowUnstated, nowUnworked] = stated();
      if (nowUnstated! > unstated! || nowUnworked! > unworked!) part.splice(index, 0, removed);
    }
  }
  return body;
}

/** Bullet lines with their parts, so that a list can give one bullet per item when more bullets are asked for. */
export interface BulletLine {
  text: string;
  label?: string;
  items?: string[];
  /** A detail row's "Label: value" again: a bullet only where a rule asks for more bullets than the facts' phrases. */
  row?: boolean;
}

/**
 * Exactly `count` bullets, or as today when null: the product's lines, then its lists one item to a bullet, then
 * the further lines the data gives (brand, category, each extra fact), then sentences of the text; never the same
 * bullet twice, none holding a forbidden word.
 */
export function bulletsOf(
  lines: BulletLine[],
  further: string[],
  count: number | null,
  max: number,
  clean: (text: string) => boolean,
  join: (items: string[]) => string,
  colon: string,
): string[] {
  const unique = (texts: string[]) => {
    const seen = new Set<string>();
    return texts.filter((text) => {
      const key = lower(text);
      if (!text || seen.has(key) || !clean(text)) return false;
      seen.add(key);
      return true;
    });
  };
  // The readers of bench/quality/grading/2026-12-02a marked the details' rows said again as bullets ("Natrium: 0,19 g
  // pro 100 g" twice) as repetition: by default, the bullets are the facts' own phrases.
  if (count === null) return unique(lines.filter((line) => !line.row).map((line) => capitalize(line.text))).slice(0, max);
  let current = lines;
  let split = true;
  while (split && unique(current.map((line) => line.text)).length < count) {
    split = false;
    const needed = count - unique(current.map((line) => line.text)).length;
    const index = current.findIndex((line) => line.items && line.items.length > 1);
    if (index < 0) break;
    const { label, items } = current[index]!;
    const parts = Math.min(items!.length, needed + 1);
    const each = [...items!.slice(0, parts - 1).map((item) => [item]), items!.slice(parts - 1)];
    current = [
      ...current.slice(0, index),
      ...each.map((part) => ({ text: `${capitalize(label!)}${colon} ${join(part)}` })),
      ...current.slice(index + 1),
    ];
    split = true;
  }
  return unique([...current.map((line) => capitalize(line.text)), ...further.map(capitalize)]).slice(0, count);
}
