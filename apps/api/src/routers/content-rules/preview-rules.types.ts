import { z } from "zod";
import { languageCode, RULE_LIMITS } from "@proseo/core";
import { categoryRulesSchema, partialRulesBody, rulesAppliedSchema } from "../../contract/content-rules.js";
import { generatedContentOutput, qualitySchema } from "../../contract/generation.js";
import type { ProcedureMeta } from "../../trpc.js";

export const previewRulesMeta: ProcedureMeta = { role: "viewer" };

export const previewRulesInput = z
  .object({
    product_id: z.string().min(1),
    language: languageCode,
    draft: z
      .object({
        rules: partialRulesBody,
        categories: z.array(categoryRulesSchema).max(RULE_LIMITS.categoriesMax),
      })
      .strict(),
  })
  .strict();

const preview = z.object({ content: generatedContentOutput, rules_applied: rulesAppliedSchema, quality: qualitySchema });

export const previewRulesOutput = z.object({ saved: preview, draft: preview });
