import { z } from "zod";
import { productSchema } from "../../contract/product.js";
import { listProductsOutput } from "../products/list-products.types.js";
import type { ProcedureMeta } from "../../trpc.js";

const REVIEW_PAGE_SIZE = 20;

export const listReviewQueueInput = z.object({
  limit: z.number().int().min(1).max(100).default(REVIEW_PAGE_SIZE),
  cursor: z.string().max(1000).optional(),
});

export const listReviewQueueOutput = listProductsOutput.omit({ offset: true }).extend({
  products: z.array(productSchema.extend({ version: z.number().int().describe("The newest version: the candidate.") })),
});

export const listReviewQueueMeta: ProcedureMeta = { role: "viewer" };
