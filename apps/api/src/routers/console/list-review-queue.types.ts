import { z } from "zod";
import { productSchema } from "../../contract/product.js";

const REVIEW_PAGE_SIZE = 20;

export const listReviewQueueInput = z.object({
  limit: z.number().int().min(1).max(100).default(REVIEW_PAGE_SIZE),
  offset: z.number().int().min(0).default(0),
});

export const listReviewQueueOutput = z.object({
  products: z.array(productSchema.extend({ version: z.number().int().describe("The newest version: the candidate.") })),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
