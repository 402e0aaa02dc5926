import { z } from "zod";
import { LIMITS } from "@proseo/core";
import { ProductStatus } from "@proseo/db";
import { exampleProduct, productSchema } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listProductsMeta: ProcedureMeta = {
  scope: "catalog:read",
  openapi: {
    method: "GET",
    path: "/v1/products",
    summary: "List products",
    description: "Newest first; soft-deleted products never appear. Over 200 per page is 422.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "One page of the organization's live products.",
    errorResponses: { 422: "Invalid query (limit outside 1 to 200, unknown status or parameter); see error.details." },
  },
  examples: { response: { products: [exampleProduct], total: 1, limit: 50, offset: 0 } },
};

export const listProductsInput = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.productPage.max)
      .default(LIMITS.productPage.default)
      .describe("Page size, 1 to 200 (default 50)."),
    offset: z.coerce.number().int().min(0).default(0).describe("Products to skip."),
    q: z.string().trim().max(200).optional().describe("Case-insensitive search in sku, name and brand."),
    status: z.enum(ProductStatus).optional().describe("Only products in this status."),
  })
  .strict();

export const listProductsOutput = z.object({
  products: z.array(productSchema),
  total: z.number().int().describe("Products matching the filters."),
  limit: z.number().int(),
  offset: z.number().int(),
});
