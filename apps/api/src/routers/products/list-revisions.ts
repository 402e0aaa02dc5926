import { z } from "zod";
import { listRevisions, revisionsQuery } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { productIdInput } from "./schemas.js";

export const listRevisionsProcedure = orgProcedure
  .meta({
    scope: "catalog:read",
    openapi: {
      method: "GET",
      path: "/v1/products/{id}/revisions",
      summary: "List a product's revisions",
      description: "Newest first; page backwards with before_version. A deleted product's history stays readable.",
      tags: ["Catalog"],
      protect: true,
      errorResponses: { 404: "No such product.", 422: "Invalid query." },
    },
  })
  .input(revisionsQuery.extend(productIdInput.shape))
  .output(
    z.object({
      revisions: z.array(
        z.object({
          version: z.number().int(),
          reason: z.enum(["import", "update", "delete", "restore", "generation"]),
          created_at: z.string().describe("ISO 8601 UTC."),
          changes: z
            .record(z.string(), z.unknown())
            .describe(
              "Differences against the previous version; empty for the first. base: {field: [old, new]}; values: {attribute: {language: [[old values], [new values]]}}; source_data: {changed: [column names]}; categories: [old levels, new levels]; deleted: [old, new]. A cut section carries _truncated: {kept, total}.",
            ),
        }),
      ),
      total: z.number().int(),
      limit: z.number().int(),
    }),
  )
  .query(({ ctx, input: { id, ...query } }) => listRevisions(ctx.services.deps, ctx.org.id, id, query));
