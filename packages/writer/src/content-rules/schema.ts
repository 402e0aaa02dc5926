// The content rules' schemas. Imports no database or Node code, so that the console validates a draft with the same
// schema as the API, through the package entry "@proseo/core/content-rules/schema".
import { z } from "zod";
import { LANGUAGE_CODE, LANGUAGE_CODE_HINT, LENGTHS, RULE_LIMITS, TONES } from "../constants.js";

export const languageCode = z.string().regex(LANGUAGE_CODE, LANGUAGE_CODE_HINT);

// The messages are sentences a member reads beside the field, in the console and in a 422's details.
const phrase = z.string().trim().min(1).max(RULE_LIMITS.phraseMax, `At most ${RULE_LIMITS.phraseMax} characters each.`);
const phrases = z.array(phrase).max(RULE_LIMITS.phrasesMax, `At most ${RULE_LIMITS.phrasesMax} entries.`);
const bulletsCount = `A whole number from ${RULE_LIMITS.minBullets} to ${RULE_LIMITS.maxBullets}.`;

/**
 * Forbidden words for every language (a list) or per language (`{"en": ["cheap"], "de": ["billig"]}`), at most
 * RULE_LIMITS.forbiddenWordsMax in all. Which languages a list may name is the organization's (core's checkRules).
 */
export const forbiddenWordsSchema = z
  .union([phrases, z.record(languageCode, phrases)])
  .refine(
    (words) => (Array.isArray(words) ? words : Object.values(words).flat()).length <= RULE_LIMITS.forbiddenWordsMax,
    `At most ${RULE_LIMITS.forbiddenWordsMax} forbidden words in all languages together.`,
  );
export type ForbiddenWords = z.infer<typeof forbiddenWordsSchema>;

/** Every field set: what a text is written to. */
export const contentRulesSchema = z
  .object({
    tone: z.enum(TONES),
    length: z.enum(LENGTHS),
    bullets: z
      .number(bulletsCount)
      .int(bulletsCount)
      .min(RULE_LIMITS.minBullets, bulletsCount)
      .max(RULE_LIMITS.maxBullets, bulletsCount)
      .nullable()
      .describe("null: as many bullets as the product's facts give."),
    forbidden_words: forbiddenWordsSchema,
    required_attributes: phrases,
    keywords: phrases,
    call_to_action: z.boolean(),
    instructions: z
      .string()
      .max(RULE_LIMITS.instructionsMax, `At most ${RULE_LIMITS.instructionsMax.toLocaleString("en")} characters.`),
  })
  .strict();
export type ContentRules = z.infer<typeof contentRulesSchema>;
export type RuleField = keyof ContentRules;

/** A layer of rules: the fields it sets replace those of the layers before it (`bullets` cannot be null in a layer). */
export const partialRulesSchema = contentRulesSchema
  .extend({ bullets: contentRulesSchema.shape.bullets.unwrap() })
  .partial()
  .strict();
export type PartialRules = z.infer<typeof partialRulesSchema>;
