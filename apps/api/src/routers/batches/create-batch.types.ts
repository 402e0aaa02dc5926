import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { batchSchema, exampleBatch } from "../../contract/batch.js";
import { requestRules } from "../../contract/content-rules.js";
import { keepInput } from "../../contract/generation.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createBatchMeta: ProcedureMeta = {
  scope: "generate",
  role: "editor",
  successStatus: 201,
  openapi: {
    method: "POST",
    path: "/v1/batches",
    summary: "Submit a batch of descriptions",
    description:
      "Writes every product in every language of the organization, asynchronously and at the batch price; filter.stale writes only the stale languages of stale products, mode missing only the languages without content, and a person's texts and locked fields are kept as a generation keeps them (preserve, overwrite). The whole batch is reserved now, for the descriptions it writes; poll GET /v1/batches/{id} every 30 to 60 seconds: the poll that finds the provider finished records the results, charges the successes and refunds the rest. A retry with the same Idempotency-Key returns the same batch and reserves nothing more.",
    tags: ["Batches"],
    protect: true,
    successDescription: "The batch, submitted.",
    requestHeaders: idempotencyKeyHeader(true),
    errorResponses: {
      400: "No entry of product_ids is a live product of this organization with a language to write, or with filter.stale no product is stale (no_valid_products); nothing was reserved.",
      402: "Insufficient credits for the whole batch; nothing was reserved.",
      422: "Neither product_ids nor filter, an empty list or more than 500 entries, an unknown field in overwrite, or bad rules (an unknown field or tone, bullets out of 3–10, a forbidden word over 100 characters, an unknown attribute code in required_attributes), or an Idempotency-Key used before with a different body; see error.details. Nothing is reserved.",
      429: "The organization's daily AI spending cap is reached (daily_spend_cap, no Retry-After), or the key's rate limit (Retry-After).",
      503: "AI calls are paused for this organization, or the API is paused (service_paused); nothing was charged.",
    },
  },
  examples: {
    request: { product_ids: ["prod_7Qx2mVb9LkT4sW1nZp8c", "prod_2Lm8Xq4vBn9KsT3wP7dR"], rules: { tone: "friendly" } },
    response: exampleBatch,
  },
};

export const createBatchInput = z
  .object({
    product_ids: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(LIMITS.productsPerBatch)
      .optional()
      .describe(
        "The products to describe, 1 to 500; each is written in every language of the organization (but those mode missing, filter.stale or kept fields leave out).",
      ),
    filter: z
      .object({
        stale: z
          .literal(true)
          .describe(
            "Only products with a stale language (stale_facts), each in its stale languages only: those of product_ids, or without product_ids the first 500 of the organization by id.",
          ),
      })
      .strict()
      .optional(),
    rules: requestRules,
    ...keepInput,
  })
  .strict()
  .refine((input) => input.product_ids !== undefined || input.filter !== undefined, {
    message: "send product_ids, filter, or both",
    path: ["product_ids"],
  });

export const createBatchOutput = batchSchema;
