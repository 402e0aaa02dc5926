import { exampleProduct, productIdInput, productSchema } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const approveCandidateMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/approve",
    summary: "Approve the candidate",
    description:
      "Publishes the candidate, the newest version of the record when it is above the published one (or nothing is published), and records an approve event; status becomes published. A person's decision: a candidate whose content fails the quality gate is approved too, and its event records the checks it fails (failed_checks in GET /v1/products/{id}/revisions); POST /v1/publishing/approve skips such candidates unless told otherwise. No body. Optional Idempotency-Key: a retry replays the first answer instead of answering 409 no_candidate.",
    tags: ["Publishing"],
    protect: true,
    successDescription: "The product, its newest version now published.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      404: "No such product in this organization (or it was deleted).",
      422: "A body with any field (this route takes none), or an Idempotency-Key that is not 1 to 255 visible ASCII characters or was used with another payload or endpoint; see error.details.",
      409: "There is no candidate: the newest version is already the published one (no_candidate). Or a request with this Idempotency-Key is still running; retry shortly (idempotency_in_flight).",
    },
  },
  examples: { response: { ...exampleProduct, status: "published", published_version: 2 } },
};

export const approveCandidateInput = productIdInput.strict();
export const approveCandidateOutput = productSchema;
