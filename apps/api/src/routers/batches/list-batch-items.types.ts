import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { batchIdInput, batchItemSchema, exampleBatchItem } from "../../contract/batch.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listBatchItemsMeta: ProcedureMeta = {
  scope: "generate",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/batches/{id}/items",
    summary: "List a batch's per-product outcomes",
    description:
      "The batch's products in the order they were submitted, each with every language's outcome: pending until a poll of GET /v1/batches/{id} ingests the results, then succeeded or failed (with the error's code and message), or cancelled; and what each description was charged or given back. Page with cursor. Reading the items does not poll.",
    tags: ["Batches"],
    protect: true,
    successDescription: "One page of the batch's products.",
    errorResponses: {
      404: "No such batch in this organization.",
      422: "Invalid query (limit outside 1 to 100, unknown parameter, a cursor this list did not give out); see error.details.",
    },
  },
  examples: { response: { items: [exampleBatchItem], total: 2, limit: 20, next_cursor: null } },
};

export const listBatchItemsInput = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.batchItemPage.max)
      .default(LIMITS.batchItemPage.default)
      .describe("Products per page, 1 to 100 (default 20)."),
    cursor: z
      .string()
      .max(200)
      .optional()
      .describe("The next_cursor of the previous page: this page continues after it. Opaque."),
  })
  .strict()
  .extend(batchIdInput.shape);

export const listBatchItemsOutput = z.object({
  items: z.array(batchItemSchema),
  total: z.number().int().describe("Products in the batch."),
  limit: z.number().int(),
  next_cursor: z.string().nullable().describe("Pass as cursor to get the next page; null on the last page."),
});
