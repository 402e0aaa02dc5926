import { productIdInput } from "../../contract/product.js";
import { examplePublishedRecord, publishedRecordSchema } from "../../contract/published-record.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getPublishedMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products/{id}/published",
    summary: "Get the served record",
    description:
      "The snapshot of the published version: base fields and content values as they were at that version. A newer generation or edit does not change it until that version is published.",
    tags: ["Publishing"],
    protect: true,
    successDescription: "The record as served.",
    errorResponses: {
      404: "No such product in this organization (or it was deleted), or nothing of it is published (not_found; the message says which).",
    },
  },
  examples: { response: examplePublishedRecord },
};

export const getPublishedInput = productIdInput;
export const getPublishedOutput = publishedRecordSchema;
