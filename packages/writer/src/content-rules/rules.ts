import { escapeRegExp } from "../regexp.js";
import { categoryPath } from "../category.js";
import type { ContentRules, PartialRules, RuleField } from "./schema.js";

export { LENGTH_BANDS, LENGTHS, RULE_LIMITS, TONES, type Length, type Tone } from "../constants.js";

export {
  type ContentRules,
  contentRulesSchema,
  type ForbiddenWords,
  forbiddenWordsSchema,
  type PartialRules,
  partialRulesSchema,
  type RuleField,
} from "./schema.js";

export const DEFAULT_RULES: ContentRules = {
  tone: "neutral",
  length: "medium",
  bullets: null,
  forbidden_words: [],
  required_attributes: [],
  keywords: [],
  call_to_action: false,
  instructions: "",
};

/** Where a merged field came from. */
export type RuleSource = "default" | "organization" | `category:${string}` | "request";

export interface RulesApplied {
  rules: ContentRules;
  sources: Record<RuleField, RuleSource>;
}

export interface RuleLayer {
  source: RuleSource;
  rules: PartialRules;
}

/** The defaults, then each layer in order: a later layer replaces the fields it sets. */
export function mergeRules(layers: RuleLayer[]): RulesApplied {
  const rules: ContentRules = { ...DEFAULT_RULES };
  const sources = Object.fromEntries(Object.keys(DEFAULT_RULES).map((field) => [field, "default"])) as Record<
    RuleField,
    RuleSource
  >;
  for (const layer of layers) {
    for (const [field, value] of Object.entries(layer.rules) as [RuleField, unknown][]) {
      if (value === undefined) continue;
      (rules as unknown as Record<RuleField, unknown>)[field] = value;
      sources[field] = layer.source;
    }
  }
  return { rules, sources };
}

/** The defaults alone: what a text is written to when no layer sets a rule. */
export const DEFAULT_APPLIED: RulesApplied = mergeRules([]);

const segmentsOf = (category: string) => categoryPath(category).map((segment) => segment.toLocaleLowerCase());

/** How category prefixes compare: by segments, case-insensitively ("Outdoor/Backpacks" is "outdoor / backpacks"). */
export const categoryKey = (category: string) => segmentsOf(category).join("/");

/**
 * The category overrides that apply to a product's category, least specific first, so that merged in order the
 * most specific prefix wins: "Outdoor" and "Outdoor/Backpacks" both apply to "Outdoor/Backpacks/Daypacks".
 */
export function categoryLayers(category: string | null, overrides: { category: string; rules: PartialRules }[]): RuleLayer[] {
  const path = segmentsOf(category ?? "");
  return overrides
    .map((override) => ({ override, prefix: segmentsOf(override.category) }))
    .filter(
      ({ prefix }) => prefix.length > 0 && prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]),
    )
    .sort((a, b) => a.prefix.length - b.prefix.length)
    .map(({ override }) => ({ source: `category:${override.category}` as const, rules: override.rules }));
}

/** The forbidden words that hold in a language ("de-CH" takes those of "de-CH", else of "de"). */
export function forbiddenWordsFor(rules: ContentRules, language: string): string[] {
  const words = rules.forbidden_words;
  if (Array.isArray(words)) return words;
  return words[language] ?? words[language.split("-")[0]!] ?? [];
}

/** A word or phrase on word boundaries, case-insensitively, any run of spaces between its words. */
export const forbiddenPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.trim().split(/\s+/).map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{N}])`, "iu");

/** The forbidden words a text contains, as the rules write them. */
export const forbiddenIn = (text: string, words: string[]): string[] => words.filter((word) => forbiddenPattern(word).test(text));
