import { batchIdInput, batchSchema, exampleEndedBatch } from "../../contract/batch.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getBatchMeta: ProcedureMeta = {
  scope: "generate",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/batches/{id}",
    summary: "Poll a batch",
    description:
      "When the provider has finished, this poll ingests the results: one record version per product (reason generation), a charge per succeeded description, a refund of the rest; the batch ends. When the organization publishes automatically (auto_publish), each version written whose content passes the quality gate (quality.passed in every language) is published at once, recorded as a publish event by the key that submitted the batch; failing content stays the candidate. While the provider is still working, the poll records how many descriptions it has written so far (progress); with the text engine as the provider (engine), it also ingests, charges and counts (succeeded_count, failed_count, credits_charged) the products whose every description is written, each once. Status never changes without a poll.",
    tags: ["Batches"],
    protect: true,
    successDescription: "The batch; ended once a poll has ingested the results.",
    errorResponses: {
      404: "No such batch in this organization.",
      502: "The batch provider could not be asked (provider_error); nothing changed, poll again later.",
    },
  },
  examples: { response: exampleEndedBatch },
};

export const getBatchInput = batchIdInput;
export const getBatchOutput = batchSchema;
