import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { CERTIFIED, COMPATIBLE, EXCLUSIVE_VALUES, INCLUDED, type Term, TERMS } from "./claim-terms.js";
import { negatedBefore } from "./vocabulary.js";

/** The patterns of claim-terms.ts's words, per language: what the claims in words and the data's support read. */
export const base = (language: string): string => language.split("-")[0]!;
export const bounded = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "giu");
/**
 * A language's words, and English ones, which shops mix into every language ("BPA-free", "Made in"); English
 * everyday words ("fits", "includes") are a claim in English only: "Slim Fit" is German too.
 */
export const wordsOf = (words: Partial<Record<string, string>>, language: string, english = true) =>
  [...new Set([words[base(language)], english ? words.en : undefined])]
    .filter((source): source is string => Boolean(source))
    .join("|");

const termPatterns = new Map<string, { term: Term; pattern: RegExp }[]>();
/** Every term's pattern in a language (and English). */
export function termsOf(language: string): { term: Term; pattern: RegExp }[] {
  let entry = termPatterns.get(language);
  if (!entry) {
    entry = TERMS.map((term) => ({ term, pattern: bounded(wordsOf(term.words, language)) }));
    termPatterns.set(language, entry);
  }
  return entry;
}

const exclusivePatterns = new Map<string, { property: string; value: string; pattern: RegExp }[]>();
/** Every value of claim-terms.ts's EXCLUSIVE_VALUES with its pattern in a language (and English), built once. */
export function exclusiveValuesOf(language: string): { property: string; value: string; pattern: RegExp }[] {
  let entry = exclusivePatterns.get(language);
  if (!entry) {
    entry = EXCLUSIVE_VALUES.flatMap(({ property, values }) =>
      Object.entries(values).map(([value, words]) => ({ property, value, pattern: bounded(wordsOf(words, language)) })),
    );
    exclusivePatterns.set(language, entry);
  }
  return entry;
}

/** The concepts a text states (and whether it speaks of what is included or compatible), in any of the nine languages, not denied ("not waterproof", "nicht wasserdicht"). */
export function conceptsIn(text: string): Set<string> {
  const found = new Set<string>();
  const stated = (pattern: RegExp, language: string) =>
    [...text.matchAll(pattern)].some((match) => !negatedBefore(text.slice(0, match.index), language));
  for (const language of BUILTIN_LANGUAGES) {
    for (const { term, pattern } of termsOf(language)) if (stated(pattern, language)) found.add(term.concept);
    if (stated(bounded(wordsOf(INCLUDED, language)), language)) found.add("included");
    if (stated(bounded(wordsOf(COMPATIBLE, language)), language)) found.add("compatibility");
  }
  return found;
}

const certifiedPatterns = new Map<string, RegExp>();
/** Words of a certification in a language ("certified", "zertifiziert", "homologué"). */
export function certifiedPattern(language: string): RegExp {
  let pattern = certifiedPatterns.get(language);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${wordsOf(CERTIFIED, language)})(?![\\p{L}\\p{N}])`, "iu");
    certifiedPatterns.set(language, pattern);
  }
  return pattern;
}
