import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { productFields } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

export const upsertProductsMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/products",
    summary: "Upsert products by SKU",
    description:
      "Creates or updates up to 500 products by SKU in one transaction. Sent fields replace stored ones, omitted fields stay. Re-sending the same batch changes nothing (counted as skipped); a soft-deleted SKU is revived (counted as updated). Optional Idempotency-Key: a retry replays the first answer, and a key reused with a different batch returns the first batch's counts without writing.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "How many distinct SKUs were created, updated or left as they were.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      422: "Invalid batch (0 or over 500 items, unknown or invalid fields); see error.details.",
    },
  },
  examples: {
    request: { products: [{ sku: "SW-1", name: "Merino sweater", brand: "Acme", source_data: { color: "navy" } }] },
    response: { total: 1, created: 1, updated: 0, skipped: 0 },
  },
};

export const upsertProductsInput = z
  .object({
    products: z
      .array(
        z
          .object({
            sku: productFields.sku,
            name: productFields.name,
            brand: productFields.brand.optional(),
            category: productFields.category.optional(),
            source_data: productFields.source_data.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(LIMITS.productsPerUpsert)
      .describe("1 to 500 products; a repeated SKU: the last wins."),
  })
  .strict();

export const upsertProductsOutput = z.object({
  total: z.number().int().describe("Distinct SKUs in the request."),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int().describe("Identical to what is stored: no write, no revision."),
});
