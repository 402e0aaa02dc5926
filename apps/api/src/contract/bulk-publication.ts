import { z } from "zod";
import { LIMITS, type BulkResult } from "@proseo/core";
import { idempotencyKeyHeader } from "../idempotency.js";
import { failedCheckSchema } from "./publish-event.js";

export const bulkPublicationInput = z
  .object({
    product_ids: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(LIMITS.productsPerBulkAction)
      .describe("The products to act on, 1 to 500. An id given twice is acted on once; each occurrence gets its result."),
  })
  .strict();

const bulkResultSchema = z
  .object({
    product_id: z.string().describe("As given in product_ids."),
    outcome: z
      .enum(["published", "unpublished", "no_candidate", "not_published", "not_found", "skipped_failing"])
      .describe(
        "published or unpublished: the product changed. no_candidate, not_published, not_found: it was left as it was, for the reason the single-product action answers with (another organization's products and deleted ones are not_found). skipped_failing (approve only): its candidate fails the quality gate and the request did not say include_failing; failed_checks names the checks.",
      ),
    version: z
      .number()
      .int()
      .optional()
      .describe("When the product changed: its newest version (for published, the version now served)."),
    error: z
      .object({ code: z.string(), message: z.string() })
      .optional()
      .describe(
        "When the product was left as it was: the error the single-product action answers with; for skipped_failing, a message naming each failed check and its hint.",
      ),
    failed_checks: z
      .array(failedCheckSchema)
      .optional()
      .describe("For skipped_failing: the quality checks the candidate fails, per language."),
  })
  .meta({ id: "BulkPublicationResult" });

export const bulkPublicationOutput = z.object({
  results: z.array(bulkResultSchema).describe("One result per entry of product_ids, in the same order."),
});

export const bulkPublicationView = (results: BulkResult[]): z.infer<typeof bulkPublicationOutput> => ({
  results: results.map(({ productId, failedChecks, ...result }) => ({
    product_id: productId,
    ...result,
    ...(failedChecks ? { failed_checks: failedChecks } : {}),
  })),
});

/** What the two bulk actions' OpenAPI entries share. */
export const bulkPublicationOpenapi = {
  method: "POST" as const,
  tags: ["Publishing"],
  protect: true,
  successDescription: "One result per product id given, in the request's order.",
  requestHeaders: idempotencyKeyHeader(false),
  errorResponses: {
    422: "product_ids missing, empty, over 500 entries or holding something other than ids of 1 to 100 characters, another field in the body, or an Idempotency-Key that is not 1 to 255 visible ASCII characters or was used with another payload or endpoint; see error.details. Nothing changed.",
  },
};

export const exampleBulkRequest = { product_ids: ["prod_7Qx2mVb9LkT4sW1nZp8c", "prod_2Lm8Xq4vBn9KsT3wP7dR", "prod_unknown"] };
