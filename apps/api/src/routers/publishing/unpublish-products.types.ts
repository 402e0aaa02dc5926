import {
  bulkPublicationInput,
  bulkPublicationOpenapi,
  bulkPublicationOutput,
  exampleBulkRequest,
} from "../../contract/bulk-publication.js";
import type { ProcedureMeta } from "../../trpc.js";

export const unpublishProductsMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    ...bulkPublicationOpenapi,
    path: "/v1/publishing/unpublish",
    summary: "Stop serving many products",
    description:
      "Unpublishes each product as POST /v1/products/{id}/unpublish does (the same unpublish event, webhook and actor), each product in its own transaction: one refused product leaves the others done. Outcomes: unpublished, not_published (nothing of it was published), not_found. Optional Idempotency-Key: a retry replays the first answer. An unexpected failure (500) stops the call with the products before it done and no results; nothing is stored for the key, so a retry runs again and reports those products as not_published.",
  },
  examples: {
    request: exampleBulkRequest,
    response: {
      results: [
        { product_id: "prod_7Qx2mVb9LkT4sW1nZp8c", outcome: "unpublished", version: 3 },
        {
          product_id: "prod_2Lm8Xq4vBn9KsT3wP7dR",
          outcome: "not_published",
          error: { code: "not_published", message: "Nothing to unpublish: no version of this product is published." },
        },
        { product_id: "prod_unknown", outcome: "not_found", error: { code: "not_found", message: "No such product." } },
      ],
    },
  },
};

export const unpublishProductsInput = bulkPublicationInput;
export const unpublishProductsOutput = bulkPublicationOutput;
