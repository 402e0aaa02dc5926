import { z } from "zod";
import { contentRulesSchema, LENGTH_BANDS, LENGTHS, partialRulesSchema, RULE_LIMITS, type RuleField, TONES } from "@proseo/core";

const bands = LENGTHS.map((length) => `${length} ${LENGTH_BANDS[length].min}–${LENGTH_BANDS[length].max}`).join(", ");

/** A layer of rules (the organization's, a category override, a request's): the fields it sets. */
export const partialRulesBody = partialRulesSchema.meta({
  id: "PartialContentRules",
  description: `The fields a layer sets; the rest come from the layers before it. tone: ${TONES.join(", ")}. length: words of the description body (${bands}). bullets: ${RULE_LIMITS.minBullets}–${RULE_LIMITS.maxBullets}. forbidden_words: a list for every language, or lists per language code (the organization's languages, or the base language of one); at most ${RULE_LIMITS.phraseMax} characters each, ${RULE_LIMITS.forbiddenWordsMax} in all, matched case-insensitively on word boundaries. required_attributes: source_data attribute codes the description must state when the product has a value. keywords: phrases worked in where they fit. call_to_action: end with one. instructions: up to ${RULE_LIMITS.instructionsMax} characters for LLM engines (the built-in writer does not apply them).`,
});

/** A request's own rules (POST /v1/generations, POST /v1/batches): applied last, part of the idempotency fingerprint. */
export const requestRules = partialRulesBody
  .optional()
  .describe(
    "Rules for this request only, applied after the organization's and its category overrides' (the fields sent replace theirs).",
  );

/** Every field set: the rules a text is written to. */
const contentRulesBody = contentRulesSchema.meta({
  id: "ContentRules",
  description: "Every rule, each field set (the defaults where no layer set it).",
});

const ruleSource = z
  .string()
  .describe("default, organization, category:<prefix> (the override's prefix as it was given) or request.");

export const rulesAppliedSchema = z
  .object({
    rules: contentRulesBody,
    sources: z.object(
      Object.fromEntries(Object.keys(contentRulesSchema.shape).map((field) => [field, ruleSource])) as Record<
        RuleField,
        typeof ruleSource
      >,
    ),
    not_applied: z
      .array(contentRulesSchema.keyof())
      .describe(
        "The fields set to something other than their default that the engine does not apply (the built-in writer: instructions).",
      ),
  })
  .meta({ id: "RulesApplied", description: "The merged rules a text was written to, and where each field came from." });

export const categoryRulesSchema = z
  .object({
    category: z.string().describe("The category prefix as it was given."),
    rules: partialRulesBody,
  })
  .meta({ id: "CategoryRules" });

export const contentRulesStateSchema = z
  .object({
    rules: contentRulesBody.describe("The organization's rules, every field set."),
    categories: z.array(categoryRulesSchema).describe("The category overrides, in the order they were first set."),
  })
  .meta({ id: "ContentRulesState" });

export const exampleRules = {
  tone: "premium",
  length: "medium",
  bullets: 5,
  forbidden_words: { en: ["cheap"], de: ["billig"] },
  required_attributes: ["material"],
  keywords: ["merino sweater"],
  call_to_action: true,
  instructions: "Address the reader as you.",
};

export const exampleRulesApplied = {
  rules: { ...exampleRules, bullets: 4 },
  sources: {
    tone: "organization",
    length: "organization",
    bullets: "category:Apparel/Knitwear",
    forbidden_words: "organization",
    required_attributes: "organization",
    keywords: "organization",
    call_to_action: "request",
    instructions: "organization",
  },
  not_applied: ["instructions"],
};

export const exampleCategoryRules = { category: "Apparel/Knitwear", rules: { bullets: 4 } };
