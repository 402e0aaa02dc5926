import { batchIdInput, batchSchema, exampleBatch } from "../../contract/batch.js";
import type { ProcedureMeta } from "../../trpc.js";

export const cancelBatchMeta: ProcedureMeta = {
  scope: "generate",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/batches/{id}/cancel",
    summary: "Cancel a batch",
    description:
      "Only while the batch is submitted: refunds the reservation but for the descriptions already recorded and charged (the engine provider's, recorded while the batch runs) and cancels it at the provider. Answers the batch, status cancelled.",
    tags: ["Batches"],
    protect: true,
    successDescription: "The batch, cancelled, with what was not charged refunded.",
    errorResponses: {
      404: "No such batch in this organization.",
      409: "The batch has ended, was cancelled or is being ingested (batch_not_cancellable).",
    },
  },
  examples: {
    response: { ...exampleBatch, status: "cancelled", credits_refunded: 4, ended_at: "2026-11-21T09:00:30.000Z" },
  },
};

export const cancelBatchInput = batchIdInput;
export const cancelBatchOutput = batchSchema;
