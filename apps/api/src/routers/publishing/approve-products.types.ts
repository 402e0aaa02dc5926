import { z } from "zod";
import {
  bulkPublicationInput,
  bulkPublicationOpenapi,
  bulkPublicationOutput,
  exampleBulkRequest,
} from "../../contract/bulk-publication.js";
import type { ProcedureMeta } from "../../trpc.js";

export const approveProductsMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    ...bulkPublicationOpenapi,
    path: "/v1/publishing/approve",
    summary: "Approve the candidates of many products",
    description:
      "Approves each product's candidate as POST /v1/products/{id}/approve does (the same approve event, webhook and actor), each product in its own transaction: one refused product leaves the others done. A candidate whose content fails the quality gate (quality.passed false in any language: a score below the pass mark, too little data, an unsupported claim, a broken content rule or contradicting data) is skipped unless the body says include_failing: true; the approve event of a failing candidate approved so records its failed checks and include_failing. Outcomes: published, skipped_failing (failed_checks and the error's message name the checks), no_candidate (the newest version is already the published one), not_found. Optional Idempotency-Key: a retry replays the first answer. An unexpected failure (500) stops the call with the products before it done and no results; nothing is stored for the key, so a retry runs again and reports those products as no_candidate.",
  },
  examples: {
    request: exampleBulkRequest,
    response: {
      results: [
        { product_id: "prod_7Qx2mVb9LkT4sW1nZp8c", outcome: "published", version: 3 },
        {
          product_id: "prod_2Lm8Xq4vBn9KsT3wP7dR",
          outcome: "skipped_failing",
          error: {
            code: "skipped_failing",
            message:
              "Not approved: the candidate fails the quality gate (include_failing: true approves it anyway). [en] consistent_data: The data contradicts itself, so no text states these: weight (weight_g: 320 g / weight: 450 g). Fix the data and generate again.",
          },
          failed_checks: [
            {
              language: "en",
              check: "consistent_data",
              hint: "The data contradicts itself, so no text states these: weight (weight_g: 320 g / weight: 450 g). Fix the data and generate again.",
            },
          ],
        },
        { product_id: "prod_unknown", outcome: "not_found", error: { code: "not_found", message: "No such product." } },
      ],
    },
  },
};

export const approveProductsInput = bulkPublicationInput.extend({
  // A pipe, so that trpc-to-openapi does not coerce it as it coerces query values ("no" would be true).
  include_failing: z
    .boolean()
    .pipe(z.boolean())
    .optional()
    .describe(
      "true: approve the candidates that fail the quality gate too (each approve event records it and their failed checks). Omitted or false: skip them (outcome skipped_failing).",
    ),
});
export const approveProductsOutput = bulkPublicationOutput;
