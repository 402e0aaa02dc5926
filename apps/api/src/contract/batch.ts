import { z } from "zod";
import { fieldOutcomes } from "./generation.js";
import { exampleRulesApplied, rulesAppliedSchema } from "./content-rules.js";
import type { BatchProductItem } from "@proseo/core";
import { BatchStatus, type Batch } from "@proseo/db";

export const batchSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(BatchStatus)
      .describe(
        "submitted until a poll finds the provider finished; ingesting while a poll records the results; then ended. cancelled after a cancel.",
      ),
    total: z.number().int().describe("Number of products in the batch (the entries that resolved)."),
    succeeded_count: z
      .number()
      .int()
      .describe(
        "Products that received at least one description, as recorded so far: at the end, or while the batch runs for a provider that gives its descriptions as it writes them (engine).",
      ),
    failed_count: z
      .number()
      .int()
      .describe("Products that received none, as recorded so far (a product counts once all of its descriptions are)."),
    progress: z
      .object({
        completed: z.number().int().describe("Descriptions the provider has written so far."),
        failed: z.number().int().describe("Descriptions the provider has failed to write so far."),
        total: z.number().int().describe("Descriptions in the batch: each product in each of its languages."),
      })
      .describe(
        "How far the batch provider has got, per language description, as of the last poll; once the batch is ingesting or ended, completed + failed = total (a description the provider never wrote counts as failed).",
      ),
    engine: z
      .string()
      .nullable()
      .describe(
        "Who writes the batch's descriptions: builtin (the built-in writer) or openai:<model> (the model of the OpenAI-compatible server: OpenAI, vLLM, Ollama, llama.cpp; through its chat completions, or OpenAI's Batch API); null for a batch submitted before it was recorded.",
      ),
    languages: z
      .array(z.string())
      .describe(
        "The organization's languages at submission: every product is written in each of these, but those filter.stale, mode missing or kept fields leave out (see GET /v1/batches/{id}/items).",
      ),
    product_ids: z.array(z.string()).describe("The entries that resolved to a live product."),
    unresolved_ids: z
      .array(z.string())
      .describe("The entries that did not resolve to a live product of the organization; not charged."),
    credits_reserved: z
      .number()
      .int()
      .describe("Reserved at submission: the descriptions (a product in a language) x the batch price."),
    credits_charged: z.number().int().describe("Charged for the descriptions that succeeded, as recorded so far."),
    credits_refunded: z.number().int().describe("Given back: every failed description, or on cancel everything not charged."),
    created_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: "Batch", description: "An asynchronous batch of descriptions." });

export const batchIdInput = z.object({ id: z.string().min(1).describe("The batch id.") });

export const batchView = (batch: Batch): z.infer<typeof batchSchema> => ({
  id: batch.id,
  status: batch.status,
  total: batch.total,
  succeeded_count: batch.succeededCount,
  failed_count: batch.failedCount,
  progress: { completed: batch.providerCompleted, failed: batch.providerFailed, total: batch.descriptions },
  engine: batch.engine,
  languages: batch.languages,
  product_ids: batch.productIds,
  unresolved_ids: batch.unresolvedIds,
  credits_reserved: batch.creditsReserved,
  credits_charged: batch.creditsCharged,
  credits_refunded: batch.creditsRefunded,
  created_at: batch.createdAt.toISOString(),
  ended_at: batch.endedAt?.toISOString() ?? null,
});

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleBatch = {
  id: "batch_4kD9wQ2xVn7LmB3sT8pZ",
  status: "submitted",
  total: 2,
  succeeded_count: 0,
  failed_count: 0,
  progress: { completed: 0, failed: 0, total: 4 },
  engine: "openai:qwen2.5:7b-instruct",
  languages: ["en", "de"],
  product_ids: ["prod_7Qx2mVb9LkT4sW1nZp8c", "prod_2Lm8Xq4vBn9KsT3wP7dR"],
  unresolved_ids: [],
  credits_reserved: 4,
  credits_charged: 0,
  credits_refunded: 0,
  created_at: "2026-11-21T09:00:00.000Z",
  ended_at: null,
};

export const exampleEndedBatch = {
  ...exampleBatch,
  status: "ended",
  succeeded_count: 2,
  progress: { completed: 4, failed: 0, total: 4 },
  credits_charged: 4,
  ended_at: "2026-11-21T09:01:00.000Z",
};

/** One product of a batch: each language's outcome, why it failed, and what it was charged or given back. */
export const batchItemSchema = z
  .object({
    product_id: z.string(),
    sku: z.string(),
    name: z.string(),
    results: z.array(
      z.object({
        language: z.string(),
        status: z
          .enum(["pending", "succeeded", "failed", "cancelled"])
          .describe("pending until a poll ingests the results; cancelled when the batch was cancelled first."),
        error: z
          .object({ code: z.string(), message: z.string() })
          .nullable()
          .describe(
            "Why the description failed (e.g. engine_timeout, unsupported_language, missing_result, product_deleted); null otherwise.",
          ),
        credits_charged: z.number().int().describe("The batch price when it succeeded; 0 otherwise."),
        credits_refunded: z
          .number()
          .int()
          .describe(
            "Its reservation given back: when it failed (once the batch ended or was cancelled) or was cancelled; 0 otherwise.",
          ),
        rules_applied: rulesAppliedSchema
          .nullable()
          .describe("The content rules the description was written to (failed ones too); null until the results are recorded."),
        written_by: z
          .string()
          .nullable()
          .describe(
            "Who wrote the description (the batch's engine: builtin or openai:<model>) once it succeeded; null otherwise.",
          ),
        fields: fieldOutcomes
          .nullable()
          .describe(
            "Per field, kept (a person's or a locked text), written or overwritten (a person's text written again), once it succeeded; null otherwise.",
          ),
      }),
    ),
  })
  .meta({ id: "BatchItem", description: "A product of a batch with the outcome of each language." });

export const batchItemView = (item: BatchProductItem): z.infer<typeof batchItemSchema> => ({
  product_id: item.productId,
  sku: item.sku,
  name: item.name,
  results: item.results.map((result) => ({
    language: result.language,
    status: result.status,
    error: result.error,
    credits_charged: result.creditsCharged,
    credits_refunded: result.creditsRefunded,
    rules_applied: result.rulesApplied,
    written_by: result.writtenBy,
    fields: result.fields,
  })),
});

export const exampleBatchItem = {
  product_id: "prod_7Qx2mVb9LkT4sW1nZp8c",
  sku: "SW-001",
  name: "Merino sweater",
  results: [
    {
      language: "en",
      status: "succeeded",
      error: null,
      credits_charged: 1,
      credits_refunded: 0,
      rules_applied: exampleRulesApplied,
      written_by: "openai:qwen2.5:7b-instruct",
      fields: {
        title: "kept",
        meta_title: "written",
        meta_description: "written",
        short_description: "written",
        description_html: "overwritten",
        bullets: "written",
        faq: "written",
        keywords: "written",
      },
    },
    {
      language: "de",
      status: "failed",
      error: { code: "engine_timeout", message: "The text engine did not answer in time." },
      credits_charged: 0,
      credits_refunded: 1,
      rules_applied: exampleRulesApplied,
      written_by: null,
      fields: null,
    },
  ],
};
