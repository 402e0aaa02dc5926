import { z } from "zod";
import { languageCode } from "@proseo/core";
import { productSchema } from "../../contract/product.js";
import { listProductsInput, listProductsOutput } from "../products/list-products.types.js";
import type { ProcedureMeta } from "../../trpc.js";

const REVIEW_PAGE_SIZE = 20;

const { category, quality_below, failed_check, updated_since, stale } = listProductsInput.shape;

export const listReviewQueueInput = z
  .object({
    limit: z.number().int().min(1).max(100).default(REVIEW_PAGE_SIZE),
    cursor: z.string().max(1000).optional(),
    sort: z
      .enum(["-updated_at", "quality"])
      .default("-updated_at")
      .describe("-updated_at (last changed first) or quality (lowest score first, unscored content last)."),
    category,
    quality_below,
    quality_at_least: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe(
        "Only products whose newest content scores at least this (0 to 100) in every language, as last scored; unscored content never matches.",
      ),
    failed_check,
    language: languageCode.optional().describe("Only products with content in this language."),
    updated_since,
    stale,
  })
  .strict();

export const listReviewQueueOutput = listProductsOutput.omit({ offset: true }).extend({
  products: z.array(
    productSchema.extend({
      version: z.number().int().describe("The newest version: the candidate."),
      quality_min: z.number().int().nullable().describe("The lowest quality score among its languages; null: unscored."),
    }),
  ),
});

export const listReviewQueueMeta: ProcedureMeta = { role: "viewer" };
