import { exampleProduct, productIdInput, productSchema } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const unpublishProductMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/unpublish",
    summary: "Stop serving the record",
    description:
      "Clears published_version and published_at and records an unpublish event for the version that was served; status becomes generated (pending when the record has no content values; failed stays failed). GET /published answers 404 afterwards. No body. Optional Idempotency-Key: a retry replays the first answer instead of answering 409 not_published.",
    tags: ["Publishing"],
    protect: true,
    successDescription: "The product, nothing of it published.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      404: "No such product in this organization (or it was deleted).",
      422: "A body with any field (this route takes none), or an Idempotency-Key that is not 1 to 255 visible ASCII characters or was used with another payload or endpoint; see error.details.",
      409: "Nothing is published, so there is nothing to unpublish (not_published). Or a request with this Idempotency-Key is still running; retry shortly (idempotency_in_flight).",
    },
  },
  examples: { response: { ...exampleProduct, status: "generated", published_version: null } },
};

export const unpublishProductInput = productIdInput.strict();
export const unpublishProductOutput = productSchema;
