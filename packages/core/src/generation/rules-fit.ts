// How the built-in writer holds its text to the content rules (content-rules/rules.ts): the description body fitted
// to its length band from what the data gives, exactly the number of bullets asked for, no forbidden word, the
// required attributes and the keywords stated. Nothing here writes a fact: it chooses, restates and drops the
// writer's own sentences.
import { type ContentRules, forbiddenIn, forbiddenWordsFor, LENGTH_BANDS } from "../content-rules/rules.js";
import type { GeneratedContent } from "./content.js";
import { stripHtml } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { capitalize, type QA } from "./languages/pack.js";
import { descriptionWords, unmentionedAttributes } from "./rule-compliance.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const paragraph = (sentences: string[]) => {
  const text = sentences.filter(Boolean).join(" ");
  return text ? `<p>${escapeHtml(text)}</p>` : "";
};

/** The description body in its parts, each a list of sentences (quotes and detail rows: one entry each). */
export interface Body {
  opening: string[];
  more: string[];
  rating: string[];
  /** Sentences added to reach the length band, the required attributes and the keywords. */
  also: string[];
  /** Questions of the FAQ restated in the body when the data gives too little else for a long text. */
  questions: QA[];
  quotes: { text: string; author: string | null }[];
  details: [string, string][];
  closing: string[];
}

export interface BodyStyle {
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

/** Whether a text is free of the rules' forbidden words in a language. */
export const cleanOf = (rules: ContentRules, language: string) => {
  const forbidden = forbiddenWordsFor(rules, language);
  return (text: string) => !forbidden.length || !forbiddenIn(text, forbidden).length;
};

const lower = (text: string) => text.toLocaleLowerCase();
const wordsOfPhrase = (phrase: string) => lower(phrase).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether a keyword fits the product: each of its words is found in the product's own data or in what the writer
 * wrote from it (a plural or singular form counts), so that working it in states nothing the data does not.
 */
export function keywordFits(keyword: string, product: ProductFacts, written: string): boolean {
  const corpus = lower(
    [product.name, product.brand ?? "", product.category ?? "", JSON.stringify(product.sourceData), written].join(" "),
  );
  const words = wordsOfPhrase(keyword);
  return (
    words.length > 0 &&
    words.every((word) => corpus.includes(word) || (word.length > 4 && corpus.includes(word.replace(/(es|s|en|e|n)$/u, ""))))
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
  /** The FAQ, whose questions and answers come after them. */
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
    questions: [],
    quotes: input.body.quotes.filter((quote) => clean(quote.text) && clean(quote.author ?? "")),
    // A forbidden word in a heading leaves out its section.
    details: clean(style.heading) ? input.body.details.filter(([label, value]) => clean(`${label} ${value}`)) : [],
    closing: input.body.closing.filter(clean),
  };
  const html = () => renderBody(body, style);
  const text = () => lower(stripHtml(html()));
  const unmentioned = () => unmentionedAttributes({ description_html: html() } as GeneratedContent, rules, product, language);
  for (const code of unmentioned()) body.also.push(...input.required(code).filter(clean));
  const missing = input.keywords.filter((keyword) => !text().includes(lower(keyword)));
  const line = missing.length ? input.keywordLine(missing) : "";
  if (line && clean(line)) body.also.push(line);
  if (!input.banded) return body;

  const band = LENGTH_BANDS[rules.length];
  const words = () => descriptionWords({ description_html: html() });
  for (const sentence of input.expansions) {
    if (words() >= band.min) break;
    if (!clean(sentence) || text().includes(lower(sentence))) continue;
    body.also.push(sentence);
    if (words() > band.max) body.also.pop();
  }
  for (const entry of clean(style.faqHeading) ? input.questions : []) {
    if (words() >= band.min) break;
    body.questions.push(entry);
    if (words() > band.max) body.questions.pop();
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
  if (count === null) return unique(lines.map((line) => capitalize(line.text))).slice(0, max);
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
