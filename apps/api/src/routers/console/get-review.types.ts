import { z } from "zod";
import { productDetailSchema, productIdInput } from "../../contract/product.js";
import { publishedRecordSchema } from "../../contract/published-record.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getReviewInput = productIdInput;

export const getReviewOutput = z.object({
  product: productDetailSchema.describe("The record at its newest version (the candidate, when above the published one)."),
  published: publishedRecordSchema.nullable().describe("What is served, or null when nothing is published."),
});

export const getReviewMeta: ProcedureMeta = { role: "viewer" };
