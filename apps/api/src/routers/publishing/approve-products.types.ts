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
      "Approves each product's candidate as POST /v1/products/{id}/approve does (the same approve event, webhook and actor), each product in its own transaction: one refused product leaves the others done. Outcomes: published, no_candidate (the newest version is already the published one), not_found. Optional Idempotency-Key: a retry replays the first answer. An unexpected failure (500) stops the call with the products before it done and no results; nothing is stored for the key, so a retry runs again and reports those products as no_candidate.",
  },
  examples: {
    request: exampleBulkRequest,
    response: {
      results: [
        { product_id: "prod_7Qx2mVb9LkT4sW1nZp8c", outcome: "published", version: 3 },
        {
          product_id: "prod_2Lm8Xq4vBn9KsT3wP7dR",
          outcome: "no_candidate",
          error: { code: "no_candidate", message: "Nothing to approve: the newest version (2) is the one already published." },
        },
        { product_id: "prod_unknown", outcome: "not_found", error: { code: "not_found", message: "No such product." } },
      ],
    },
  },
};

export const approveProductsInput = bulkPublicationInput;
export const approveProductsOutput = bulkPublicationOutput;
