import { z } from "zod";
import { CLAIM_KINDS, CONTENT_FIELDS, QUALITY_CHECK_NAMES, QUALITY_PASS_SCORE, type GenerationOutcome } from "@proseo/core";
import { GenerationStatus } from "@proseo/db";
import { exampleRulesApplied, rulesAppliedSchema } from "./content-rules.js";

const lengthCheck = z.object({ value: z.number().int(), max: z.number().int(), ok: z.boolean() });

const qualityCheckSchema = z
  .object({
    check: z.enum(QUALITY_CHECK_NAMES).describe("The check's name; new checks may be added."),
    passed: z.boolean(),
    hint: z.string().describe("What the check found, or what to change."),
  })
  .meta({ id: "QualityCheck" });

const unsupportedClaimSchema = z
  .object({
    claim: z.string().describe("The claim as the text writes it."),
    kind: z.enum(CLAIM_KINDS),
    field: z.string().describe("The field it stands in: description_html, bullets[2], faq[0].answer, json_ld.description, ..."),
    sentence: z.string().describe("The sentence it stands in."),
  })
  .meta({ id: "UnsupportedClaim" });

const conflictSchema = z
  .object({
    concept: z.string().describe("What the values are of: weight, power, price, ..."),
    values: z
      .array(z.object({ key: z.string().describe("The source_data key the value was read from."), value: z.string() }))
      .describe("Each value the data gives, with where it gives it."),
  })
  .meta({ id: "DataConflict" });

export const qualitySchema = z
  .object({
    score: z.number().describe("0 to 100: the weights of the checks passed; the same scorer for every engine."),
    passed: z
      .boolean()
      .describe(
        `The score reaches ${QUALITY_PASS_SCORE}, the product has enough data to write from, every claim is grounded, the text keeps the content rules applied and the data does not contradict itself.`,
      ),
    checks: z.array(qualityCheckSchema).describe("Every check of the scorer, with pass or fail and a short hint."),
    meta_title_length: lengthCheck,
    meta_description_length: lengthCheck,
    keyword_coverage: z.object({
      value: z.number().describe("Share of the product's key terms found in the text, 0 to 1."),
      covered: z.array(z.string()),
      missing: z.array(z.string()),
    }),
    readability: z.object({
      formula: z.string().describe("The reading-ease formula of the language (flesch, amstad, lix, ...)."),
      value: z.number(),
      normalized: z.number().describe("0 to 100, higher is easier."),
    }),
    has_faq: z.boolean(),
    has_structured_data: z.boolean(),
    grounding: z
      .object({
        grounded: z.boolean().describe("Every claim of the text is supported by the product's data."),
        unsupported: z
          .array(unsupportedClaimSchema)
          .describe("Each figure, name or quotation the product's name, brand, category and source_data do not support."),
      })
      .optional()
      .describe("The grounding check (the `grounded` check); absent from results recorded before it existed."),
    conflicts: z
      .array(conflictSchema)
      .optional()
      .describe(
        "Concepts the product's data gives two different values for: no text states either, and the `consistent_data` check fails until the data is fixed. Absent from results recorded before it existed.",
      ),
  })
  .meta({ id: "Quality" });

/** The texts an engine writes for one language. */
export const generatedContentOutput = z.object({
  title: z.string(),
  meta_title: z.string().describe("At most 60 characters, no cut words."),
  meta_description: z.string().describe("At most 155 characters, no cut words."),
  short_description: z.string(),
  description_html: z.string(),
  bullets: z.array(z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  keywords: z.array(z.string()),
  json_ld: z.record(z.string(), z.unknown()).describe("A schema.org Product object."),
});

/** A text of one language's content, as results, edits, overwrite and locks name it. */
export const contentField = z.enum(CONTENT_FIELDS);

/** What a generation does with a person's texts and with languages that have content (docs/contract.md "Keeping a person's texts"). */
export const keepInput = {
  preserve: z
    .enum(["edited", "none"])
    .optional()
    .describe(
      "edited: each field a person wrote in a language is kept and the engine writes the others to agree with it; none: every field not locked is written again. Omitted: the organization's preserve_edits.",
    ),
  overwrite: z
    .array(contentField)
    .max(CONTENT_FIELDS.length)
    .optional()
    .describe("Fields written again even where a person wrote them (never a locked field)."),
  mode: z
    .enum(["all", "missing"])
    .optional()
    .describe(
      "all (default): every requested language is written; missing: only the languages with no content yet, the others skipped and not charged.",
    ),
};

const outcome = z.enum(["kept", "written", "overwritten"]);
export const fieldOutcomes = z
  .object({
    title: outcome,
    meta_title: outcome,
    meta_description: outcome,
    short_description: outcome,
    description_html: outcome,
    bullets: outcome,
    faq: outcome,
    keywords: outcome,
  } satisfies Record<(typeof CONTENT_FIELDS)[number], typeof outcome>)
  .describe(
    "Per field: kept (a person's or a locked text, as it was), written (by the engine), overwritten (the engine wrote over a person's text). Absent from results recorded before it existed and from an edit's.",
  );

export const generationResultSchema = z
  .object({
    language: z.string(),
    status: z.enum(GenerationStatus),
    credits_charged: z.number().int().describe("0 for a failed language."),
    ...generatedContentOutput.partial().shape,
    quality: qualitySchema.optional(),
    rules_applied: rulesAppliedSchema.describe("The content rules the language was written to (failed ones too)."),
    fields: fieldOutcomes.optional(),
    error: z
      .object({ code: z.string(), message: z.string() })
      .optional()
      .describe(
        "Why a language failed (rules_broken: an answer still broke a content rule after its repair request; invalid_answer: the answer was empty or not the content schema, again after its repair request).",
      ),
  })
  .meta({ id: "GenerationResult", description: "One language's result." });

export const generationSchema = z
  .object({
    results: z.array(generationResultSchema),
    written_by: z
      .string()
      .nullable()
      .describe(
        "Who wrote the results: builtin (the built-in writer) or openai:<model> (the model of the OpenAI-compatible server); null in the replay of an answer given before it was recorded.",
      ),
    total_credits_charged: z.number().int(),
    balance: z.number().int().describe("Balance after the charges."),
    version: z
      .number()
      .int()
      .nullable()
      .describe("Record version written (the current one when nothing was written); null when no language succeeded."),
    skipped: z
      .array(z.string())
      .describe(
        "Requested languages not written and not charged: mode missing found content in them, or every field of them is kept.",
      ),
  })
  .meta({ id: "Generation" });

export const generationView = (outcome: GenerationOutcome): z.infer<typeof generationSchema> => ({
  results: outcome.results,
  // An answer recorded for Idempotency-Key replays before writtenBy was kept has none.
  written_by: outcome.writtenBy ?? null,
  total_credits_charged: outcome.totalCreditsCharged,
  balance: outcome.balance,
  version: outcome.version,
  // An answer recorded for Idempotency-Key replays before skipped was kept skipped nothing.
  skipped: outcome.skipped ?? [],
});

// An example shown in the OpenAPI document; the contract tests check it against its schema.
export const exampleSucceededResult = {
  language: "en",
  status: "succeeded",
  credits_charged: 2,
  rules_applied: exampleRulesApplied,
  title: "Acme Merino sweater in navy",
  meta_title: "Acme Merino sweater in navy | Apparel",
  meta_description: "Merino sweater by Acme in navy. Hand wash.",
  short_description: "A navy Merino sweater by Acme.",
  description_html: "<p>A navy Merino sweater by Acme.</p>",
  bullets: ["Colour: navy", "Care: hand wash"],
  faq: [{ question: "How do I wash it?", answer: "By hand." }],
  keywords: ["merino sweater", "acme"],
  json_ld: { "@context": "https://schema.org", "@type": "Product", name: "Merino sweater" },
  quality: {
    score: 85,
    passed: true,
    checks: [
      { check: "meta_title_length", passed: true, hint: "37 of 60 characters." },
      {
        check: "meta_description",
        passed: false,
        hint: "Write 70–155 characters of the product's strongest facts, as whole sentences, not filler.",
      },
      { check: "statistics", passed: true, hint: "States 1 of the data's 1 figures." },
      { check: "grounded", passed: true, hint: "Every figure, name and quotation is supported by the product's data." },
    ],
    meta_title_length: { value: 37, max: 60, ok: true },
    meta_description_length: { value: 43, max: 155, ok: true },
    keyword_coverage: { value: 1, covered: ["merino", "sweater"], missing: [] },
    readability: { formula: "flesch", value: 71.2, normalized: 71.2 },
    has_faq: true,
    has_structured_data: true,
    grounding: { grounded: true, unsupported: [] },
  },
};
