import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const listBrokenTextsInput = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0).describe("Texts skipped, in SKU and language order."),
    limit: z.number().int().min(1).max(100).default(25),
  })
  .strict();

export const listBrokenTextsOutput = z.object({
  texts: z.array(
    z.object({
      product_id: z.string(),
      sku: z.string(),
      name: z.string(),
      language: z.string(),
      version: z.number().int().describe("The version served."),
      violations: z
        .array(
          z.object({
            rule: z.enum(["bullets", "length", "forbidden_words", "required_attributes"]),
            message: z.string(),
          }),
        )
        .describe("What of the current rules the text breaks."),
    }),
  ),
  total: z.number().int().describe("Served texts that break the current rules."),
  checked: z.number().int().describe("Served texts checked: every language of every published product."),
});

export const listBrokenTextsMeta: ProcedureMeta = { role: "viewer" };
