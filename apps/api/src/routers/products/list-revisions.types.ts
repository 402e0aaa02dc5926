import { z } from "zod";
import { LIMITS, MAX_VERSION } from "@proseo/core";
import { productIdInput } from "../../contract/product.js";
import { revisionSchema } from "../../contract/revision.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listRevisionsMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products/{id}/revisions",
    summary: "List a product's revisions",
    description:
      "Newest first; page backwards with cursor (the answer's next_cursor) or before_version. A deleted product's history stays readable. Each version lists the publishing events that concern it (who published, approved or unpublished it, and when).",
    tags: ["Catalog"],
    protect: true,
    successDescription: "One page of versions, newest first.",
    errorResponses: {
      404: "No such product in this organization.",
      422: "Invalid query (limit outside 1 to 50, before_version not an integer from 1 to 2147483647, a cursor this list did not give out, or cursor with before_version); see error.details.",
    },
  },
  examples: {
    response: {
      revisions: [
        {
          version: 3,
          reason: "update",
          created_at: "2026-11-21T09:05:00.000Z",
          changes: { base: { name: ["Merino sweater", "Merino crew-neck sweater"] } },
          publishing: [],
        },
        {
          version: 2,
          reason: "generation",
          created_at: "2026-11-21T09:01:00.000Z",
          changes: { values: { title: { en: [[], ["Acme Merino sweater in navy"]] } } },
          publishing: [
            { action: "approve", actor: { type: "api_key", id: "key_3Fq8LmZ2xWc9VbN4kT7s" }, at: "2026-11-21T09:02:00.000Z" },
          ],
        },
      ],
      total: 3,
      limit: 20,
      next_cursor: null,
    },
  },
};

export const listRevisionsInput = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.revisionPage.max)
      .default(LIMITS.revisionPage.default)
      .describe("Page size, 1 to 50 (default 20)."),
    before_version: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_VERSION)
      .optional()
      .describe("Only versions below this one: pass the lowest version already received. Not with cursor."),
    cursor: z
      .string()
      .max(200)
      .optional()
      .describe(
        "The next_cursor of the previous page: this page continues with older versions. Opaque; not with before_version.",
      ),
  })
  .strict()
  .extend(productIdInput.shape);

export const listRevisionsOutput = z.object({
  revisions: z.array(revisionSchema),
  total: z.number().int().describe("All versions of the product."),
  limit: z.number().int(),
  next_cursor: z.string().nullable().describe("Pass as cursor to get older versions; null on the last page."),
});
