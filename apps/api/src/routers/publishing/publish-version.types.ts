import { z } from "zod";
import { MAX_VERSION } from "@proseo/core";
import { exampleProduct, productIdInput, productSchema } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const publishVersionMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/publish",
    summary: "Publish a version",
    description:
      "Serves the given version of the product record (any version it has, older ones included) and records a publish event. Status becomes published when that version is the newest; publishing an older version while a newer one exists leaves the status generated. Publishing the version already served changes nothing and records no event. Content that fails the quality gate is published too; when the version holds the record's current content, its event records the checks it fails (failed_checks). Optional Idempotency-Key: a retry replays the first answer.",
    tags: ["Publishing"],
    protect: true,
    successDescription: "The product, with its published_version and status as they are now.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      404: "No such product in this organization (or it was deleted), or the product has no such version (not_found; the message names the newest version).",
      422: "The body is not {version} with version an integer from 1 to 2147483647, or the Idempotency-Key is invalid or was used with another payload or endpoint; see error.details.",
    },
  },
  examples: {
    request: { version: 2 },
    response: { ...exampleProduct, status: "published", published_version: 2 },
  },
};

/**
 * trpc-to-openapi turns every number field of an input into a coercing one, body included, so that
 * `{"version": "2"}` would pass; it leaves a pipe alone, which keeps text in a body a 422.
 */
const version = z
  .number()
  .int()
  .min(1)
  .max(MAX_VERSION)
  .pipe(z.number())
  .describe("The version to serve (see GET /v1/products/{id}/revisions).");

export const publishVersionInput = z.object({ version }).strict().extend(productIdInput.shape);

export const publishVersionOutput = productSchema;
