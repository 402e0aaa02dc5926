import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const listCategoriesInput = z
  .object({
    awaiting_review: z
      .boolean()
      .default(false)
      .describe("true: count only the products awaiting review (the review queue); false: every live product."),
  })
  .strict();

export const listCategoriesOutput = z.object({
  categories: z
    .array(
      z.object({
        path: z.string().describe("The category up to this level, levels joined by /, as the category filter takes it."),
        products: z.number().int().describe("Products in this category and below it."),
      }),
    )
    .describe("Every level of every category path, in path order."),
  capped: z.boolean().describe("True when the catalog has more distinct paths than the tree reads."),
});

export const listCategoriesMeta: ProcedureMeta = { role: "viewer" };
