import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const listRuleAttributesInput = z.void();

export const listRuleAttributesOutput = z.object({
  language: z.string().describe("The organization's first language, the labels' language."),
  attributes: z
    .array(
      z.object({
        code: z.string().describe("The source_data column, as required_attributes names it."),
        label: z
          .string()
          .nullable()
          .describe("The column's name as the product's facts view names its facts; null: no fact is read from it."),
      }),
    )
    .describe("The attributes required_attributes may name, in the order their columns appeared."),
});

export const listRuleAttributesMeta: ProcedureMeta = { role: "viewer" };
