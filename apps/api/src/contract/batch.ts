import { z } from "zod";
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
    succeeded_count: z.number().int().describe("Products that received at least one description."),
    failed_count: z.number().int().describe("Products that received none."),
    languages: z
      .array(z.string())
      .describe("Every product is written in each of these (the organization's languages at submission)."),
    product_ids: z.array(z.string()).describe("The entries that resolved to a live product."),
    unresolved_ids: z
      .array(z.string())
      .describe("The entries that did not resolve to a live product of the organization; not charged."),
    credits_reserved: z.number().int().describe("Reserved at submission: products x languages x the batch price."),
    credits_charged: z.number().int().describe("Charged for the descriptions that succeeded."),
    credits_refunded: z.number().int().describe("Given back: every failed description, or everything on cancel."),
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
  credits_charged: 4,
  ended_at: "2026-11-21T09:01:00.000Z",
};
