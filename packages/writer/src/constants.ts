// Constants of the texts the writer makes and checks, shared with the console through "@proseo/core/constants".
// This module imports nothing, so that browser code can use it.

/** A language code: two or three lowercase letters, optionally a region (pt-BR). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;
export const LANGUAGE_CODE_HINT = "a language code such as en, de or pt-BR";

/** How an organization wants its texts to sound and what they must or must not say (docs/contract.md "Content rules"). */
export const TONES = ["neutral", "friendly", "premium", "technical", "playful"] as const;
export type Tone = (typeof TONES)[number];

export const LENGTHS = ["short", "medium", "long"] as const;
export type Length = (typeof LENGTHS)[number];
/** Words of the description body (description_html as text) each length asks for. */
export const LENGTH_BANDS: Record<Length, { min: number; max: number }> = {
  short: { min: 50, max: 100 },
  medium: { min: 100, max: 200 },
  long: { min: 200, max: 400 },
};

export const RULE_LIMITS = {
  minBullets: 3,
  maxBullets: 10,
  phraseMax: 100,
  phrasesMax: 50,
  /** Forbidden words of one rule set, all languages together. */
  forbiddenWordsMax: 500,
  instructionsMax: 2000,
  /** Category overrides one organization keeps (and one preview draft carries). */
  categoriesMax: 200,
} as const;

/** A score from which content counts as passing (when it also passes every gate). */
export const QUALITY_PASS_SCORE = 80;
/** The named checks, each worth its weight in the score (they add up to 100). */
export const QUALITY_CHECKS = {
  meta_title_length: 5,
  meta_description: 10,
  keyword_coverage: 10,
  keywords_searchable: 15,
  readability: 10,
  varied_sentences: 5,
  statistics: 10,
  certifications: 10,
  faq: 10,
  structured_data: 10,
  no_stuffing: 5,
  /** A gate rather than a weight: content of a product with too little data never passes, whatever its score. */
  enough_data: 0,
  /** A gate too: content stating a claim the product's data does not support never passes. */
  grounded: 0,
  /** A gate too: a text that breaks the organization's content rules does not pass. */
  content_rules: 0,
  /** A gate too: data that gives two different values for one concept fails every text until it is fixed. */
  consistent_data: 0,
  /** A gate too: every sentence is in the page's language, none copies the data's words in another language. */
  page_language: 0,
  /** A gate too: no raw data value or data-sheet line in the prose ("waterproof yes", "Name: value, value"). */
  natural_language: 0,
  /** A gate too: no code, field name, category path or HTML tag shows in the prose. */
  no_codes: 0,
  /** A gate too: no field repeats another, no sentence names the product or brand again right after the last. */
  no_repetition: 0,
  /** A gate too: the FAQ answers what the page does not already say in a word or a figure. */
  faq_adds_facts: 0,
  /** A gate too: a food's page gives the ingredients and allergens its data gives (src/food-check.ts). */
  food_information: 0,
  /** A gate too: of data giving four figures or more, the page states at least half (src/quality.ts). */
  covers_figures: 0,
  /** A gate too: of data giving enough facts, the description tells of the product in prose, not a list alone. */
  described: 0,
} as const;
export type QualityCheckName = keyof typeof QUALITY_CHECKS;
export const QUALITY_CHECK_NAMES = Object.keys(QUALITY_CHECKS) as [QualityCheckName, ...QualityCheckName[]];
/** The checks a text must pass whatever its score: those of weight 0. */
export const QUALITY_GATES = QUALITY_CHECK_NAMES.filter((name) => QUALITY_CHECKS[name] === 0);
