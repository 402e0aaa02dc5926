import {
  type ContentRules,
  forbiddenIn,
  forbiddenPattern,
  forbiddenWordsFor,
  LENGTH_BANDS,
  type RulesApplied,
} from "./content-rules/rules.js";
import type { GeneratedContent } from "./content.js";
import { stripHtml, textFields } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { factLabel, formatNumber, localizeWord } from "./facts/format.js";
import { statedColumnFacts } from "./facts/column-label.js";
import { describesProduct, type Fact, readFacts } from "./facts/read.js";
import { jsonLdTexts } from "./grounding/json-ld-texts.js";

/** A rule a text breaks, as a sentence an engine can act on. */
export interface RuleViolation {
  rule: "bullets" | "length" | "forbidden_words" | "required_attributes";
  message: string;
}

/** Words of the description body: the text of description_html. */
/**
 * The words description_html holds: the rules' band, shrunk to what the product's facts can fill (about 25 words
 * a fact, and as few as 10) so that thin data gets a short honest text rather than filler. The offer (price, GTIN)
 * and the parcel a platform ships in are no facts a description describes.
 */
export function lengthBand(
  rules: ContentRules,
  sourceData: Record<string, unknown>,
  language: string,
): { min: number; max: number } {
  const described = readFacts(sourceData, language).filter(describesProduct);
  // A food's nutrition table is one thing a description says (with a value or two of it), however many rows it has.
  const facts = described.filter((fact) => !isNutrition(fact)).length + Number(described.some(isNutrition));
  const band = LENGTH_BANDS[rules.length];
  const fill = 30 + 25 * facts;
  return fill >= band.max ? band : { min: Math.min(band.min, Math.max(10, 10 * facts)), max: Math.max(fill, 40) };
}

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
