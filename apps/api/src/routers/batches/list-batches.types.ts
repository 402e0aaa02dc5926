import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { BatchStatus } from "@proseo/db";
import { batchSchema, exampleBatch } from "../../contract/batch.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listBatchesMeta: ProcedureMeta = {
  scope: "generate",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/batches",
    summary: "List batches",
    description:
      "The organization's batches, newest first. Page with cursor: pass the answer's next_cursor to get the next page. Listing does not poll: a batch's status changes only through GET /v1/batches/{id}.",
    tags: ["Batches"],
    protect: true,
    successDescription: "One page of batches, newest first.",
    errorResponses: {
      422: "Invalid query (limit outside 1 to 100, unknown status or parameter, a cursor this list did not give out); see error.details.",
    },
  },
  examples: { response: { batches: [exampleBatch], limit: 20, next_cursor: null } },
};

export const listBatchesInput = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.batchPage.max)
      .default(LIMITS.batchPage.default)
      .describe("Page size, 1 to 100 (default 20)."),
    cursor: z
      .string()
      .max(200)
      .optional()
      .describe("The next_cursor of the previous page: this page continues with older batches. Opaque."),
    status: z.enum(BatchStatus).optional().describe("Only batches in this status."),
  })
  .strict();

export const listBatchesOutput = z.object({
  batches: z.array(batchSchema),
  limit: z.number().int(),
  next_cursor: z.string().nullable().describe("Pass as cursor to get older batches; null on the last page."),
});
