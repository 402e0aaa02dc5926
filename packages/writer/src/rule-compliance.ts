import {
  type ContentRules,
  forbiddenIn,
  forbiddenPattern,
  forbiddenWordsFor,
  LENGTH_BANDS,
  type RulesApplied,
} from "./content-rules/rules.js";
import type { GeneratedContent } from "./content.js";
import { sentencesOf, stripHtml, textFields } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { factLabel, formatNumber, localizeWord } from "./facts/format.js";
import { statedColumnFacts } from "./facts/column-label.js";
import { describesProduct, type Fact, readProduct } from "./facts/read.js";
import type { SupplierText } from "./facts/readers/reader.js";
import { jsonLdTexts } from "./grounding/json-ld-texts.js";

/** A rule a text breaks, as a sentence an engine can act on. */
export interface RuleViolation {
  rule: "bullets" | "length" | "forbidden_words" | "required_attributes";
  message: string;
}

/**
 * The words description_html holds: the rules' band, shrunk to what the product's data can fill (about 25 words a
 * fact, and as few as 10) so that thin data gets a short honest text rather than filler. The offer (price, GTIN) and
 * the parcel a platform ships in are no facts a description describes. The least it asks is what the facts the page
 * can state fill; the most also counts what an engine reads besides (factsToWriteFrom).
 */
export function lengthBand(
  rules: ContentRules,
  sourceData: Record<string, unknown>,
  language: string,
): { min: number; max: number } {
  const { stated, told } = factsToWriteFrom(sourceData, language);
  const band = LENGTH_BANDS[rules.length];
  const fill = (count: number) => 30 + 25 * count;
  return {
    min: fill(stated) >= band.max ? band.min : Math.min(band.min, Math.max(10, 10 * stated)),
    max: fill(told) >= band.max ? band.max : Math.max(fill(told), 40),
  };
}

/**
 * How many facts a description can be written from: those the page can state (`stated`), and with them what an
 * engine reads besides (`told`): the facts the glossary cannot say in the page's language and the supplier's prose,
 * about a fact in every two of its sentences.
 */
function factsToWriteFrom(sourceData: Record<string, unknown>, language: string): { stated: number; told: number } {
  const { facts, untranslated, supplierText } = readProduct(sourceData, language);
  return {
    stated: describedCount(facts),
    told: describedCount([...facts, ...untranslated]) + Math.floor(proseSentences(supplierText) / 2),
  };
}

/** Facts a description describes; a food's nutrition table is one thing it says (with a value or two of it). */
function describedCount(facts: Fact[]): number {
  const described = facts.filter(describesProduct);
  return described.filter((fact) => !isNutrition(fact)).length + Number(described.some(isNutrition));
}

/** Sentences and list lines of three words or more in the supplier's prose. */
const proseSentences = (prose: SupplierText[]): number =>
  prose.flatMap(({ text }) => sentencesOf(text)).filter((sentence) => sentence.split(/\s+/u).length >= 3).length;

const isNutrition = (fact: Fact) => fact.kind === "nutrition";

export const descriptionWords = (content: Pick<GeneratedContent, "description_html">): number =>
  stripHtml(content.description_html)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The forbidden words a text uses outside the product's name. The name is what the product is called: it is exempt
 * in every field, wherever and however it is cased, even where a forbidden word is part of it.
 */
export function forbiddenOutsideName(text: string, forbidden: string[], name: string): string[] {
  if (!forbidden.length) return [];
  const unnamed = name.trim() ? text.replace(new RegExp(forbiddenPattern(name).source, "giu"), " ") : text;
  return forbiddenIn(unnamed, forbidden);
}

/** What of a fact a text must contain to mention it: its numbers, its items, its words. */
function mentionForms(fact: Fact, language: string): string[] {
  const { value } = fact;
  const number = (amount: number) => formatNumber(amount, language);
  switch (value.type) {
    case "text":
      return [localizeWord(value.text, fact.kind, language)];
    case "list":
      return value.items.map((item) => localizeWord(item, fact.kind, language));
    case "flag":
      return [factLabel(fact, language)];
    case "quantity":
    case "money":
      return [number(value.amount)];
    case "range":
      return [number(value.min), number(value.max)];
    case "dimensions":
      return value.parts.map((part) => number(part.amount));
    case "year":
      return [String(value.year)];
    case "date":
      return [value.date.slice(0, 4)];
    case "rating":
      return [number(value.value)];
    case "quote":
      return [value.text];
    case "availability":
      return [];
    case "groups":
      return value.groups.flatMap((group) => group.items);
  }
}

/** The required attributes the product has a value for that the description does not mention. */
export function unmentionedAttributes(
  content: GeneratedContent,
  rules: ContentRules,
  product: ProductFacts,
  language: string,
): string[] {
  const text = stripHtml(content.description_html).toLocaleLowerCase();
  return rules.required_attributes.filter((code) => {
    const value = product.sourceData[code];
    if (value === undefined || value === null || value === "") return false;
    // The column read within its product, as its rules name it (facts/column-label.ts): an attribute pair's value by its name.
    const forms = statedColumnFacts(product.sourceData, code, language).flatMap((fact) => mentionForms(fact, language));
    return forms.some((form) => !text.includes(form.toLocaleLowerCase()));
  });
}

/**
 * The rules a content breaks: the number of bullets, the length band of the description body (when a layer asked
 * for a length: the default is what a writer aims at, not a reason to reject an answer), a forbidden word in any
 * text, the structured data's included (outside the product's own name), a required attribute the description leaves
 * out. Tone, keywords, the call to action and instructions are asked of the writer, not measured.
 */
export function ruleViolations(
  content: GeneratedContent,
  { rules, sources }: RulesApplied,
  product: ProductFacts,
  language: string,
): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (rules.bullets !== null && content.bullets.length !== rules.bullets) {
    violations.push({
      rule: "bullets",
      message: `bullets has ${content.bullets.length} entries; exactly ${rules.bullets} are required.`,
    });
  }
  const band = lengthBand(rules, product.sourceData, language);
  const words = descriptionWords(content);
  if (sources.length !== "default" && (words < band.min || words > band.max)) {
    violations.push({
      rule: "length",
      message: `description_html has ${words} words of text; the ${rules.length} length asks for ${band.min}–${band.max}.`,
    });
  }
  const forbidden = forbiddenWordsFor(rules, language);
  for (const [field, text] of [...textFields(content), ...jsonLdTexts(content.json_ld, language)]) {
    const found = forbiddenOutsideName(text, forbidden, product.name);
    if (found.length) {
      violations.push({
        rule: "forbidden_words",
        message: `${field} uses the forbidden ${found.map((word) => `"${word}"`).join(", ")}; rephrase without it.`,
      });
    }
  }
  const unmentioned = unmentionedAttributes(content, rules, product, language);
  if (unmentioned.length) {
    violations.push({
      rule: "required_attributes",
      message: `description_html does not mention the required ${unmentioned.join(", ")}; state each value from the data.`,
    });
  }
  return violations;
}
