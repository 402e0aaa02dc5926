import { z } from "zod";
import { LIMITS, PRODUCT_SORTS, QUALITY_CHECK_NAMES } from "@proseo/core";
import { ProductStatus } from "@proseo/db";
import { exampleProduct, productSchema } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listProductsMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products",
    summary: "List products",
    description: `Newest first by default; soft-deleted products never appear. Page with cursor: pass the answer's next_cursor to get the next page, which stays fast however deep it is and neither repeats nor skips a product that existed throughout. offset is kept for compatibility; it reads and skips every product before the page, so deep offsets are slow. total counts matches exactly up to ${LIMITS.productTotalCap.toLocaleString("en")}; beyond that it is ${LIMITS.productTotalCap.toLocaleString("en")} and total_capped is true. Over 200 per page is 422.`,
    tags: ["Catalog"],
    protect: true,
    successDescription: "One page of the organization's live products.",
    errorResponses: {
      422: "Invalid query (limit outside 1 to 200, unknown status, sort or parameter, a cursor this list did not give out, cursor with offset, a cursor with another sort, has_candidate other than true or false, quality_below outside 1 to 101, an unknown failed_check, or stale other than true or false); see error.details.",
    },
  },
  examples: {
    response: { products: [exampleProduct], total: 1, total_capped: false, limit: 50, offset: 0, next_cursor: null },
  },
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
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .default(0)
      .describe("Products to skip; kept for compatibility (slow when deep). Not with cursor."),
    cursor: z
      .string()
      .max(1000)
      .optional()
      .describe("The next_cursor of the previous page: this page starts right after it. Opaque; not with offset."),
    sort: z
      .enum(PRODUCT_SORTS)
      .optional()
      .describe("-created_at (newest first, the default), -updated_at (last changed first) or sku (A to Z)."),
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Case-insensitive substring of sku, name or brand; % and _ are plain characters."),
    status: z.enum(ProductStatus).optional().describe("Only products in this status."),
    category: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .optional()
      .describe("Only this category and those below it: Apparel keeps Apparel and Apparel/Knitwear (case matters)."),
    brand: z.string().trim().min(1).max(255).optional().describe("Only this brand, whatever its case."),
    updated_since: z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Only products changed at or after this time (ISO 8601)."),
    sku: z.string().trim().min(1).max(255).optional().describe("Only the product with exactly this SKU."),
    has_candidate: z
      .enum(["true", "false"])
      .optional()
      .describe(
        "true: only products with a candidate, content whose newest version is not the one published (what POST /v1/publishing/approve would publish); false: only the others.",
      ),
    quality_below: z.coerce
      .number()
      .int()
      .min(1)
      .max(101)
      .optional()
      .describe(
        "Only products whose newest content scores below this (1 to 101) in at least one language: the lowest quality score among its languages, as last scored. Products without scored content never match.",
      ),
    failed_check: z
      .enum(QUALITY_CHECK_NAMES)
      .optional()
      .describe("Only products whose newest content fails this quality check in at least one language, as last scored."),
    stale: z
      .enum(["true", "false"])
      .optional()
      .describe(
        "true: only products with a stale language, one whose facts (name, brand, category, a source_data column other than the platform's bookkeeping) changed after its text was written (stale_facts names them); false: only the others.",
      ),
  })
  .strict();

export const listProductsOutput = z.object({
  products: z.array(productSchema),
  total: z
    .number()
    .int()
    .describe(
      `Products matching the filters, counted exactly up to ${LIMITS.productTotalCap.toLocaleString("en")}; when more match it is ${LIMITS.productTotalCap.toLocaleString("en")} and total_capped is true.`,
    ),
  total_capped: z
    .boolean()
    .describe(`True when more than ${LIMITS.productTotalCap.toLocaleString("en")} products match: total is then a lower bound.`),
  limit: z.number().int(),
  offset: z.number().int(),
  next_cursor: z.string().nullable().describe("Pass as cursor to get the next page; null on the last page."),
});
