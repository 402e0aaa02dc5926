import { previewRules } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { previewRulesInput, previewRulesMeta, previewRulesOutput } from "./preview-rules.types.js";

export const previewRulesRoute = sessionProcedure
  .meta(previewRulesMeta)
  .input(previewRulesInput)
  .output(previewRulesOutput)
  .mutation(({ ctx, input }) =>
    previewRules(ctx.services.deps, ctx.org.id, { productId: input.product_id, language: input.language, draft: input.draft }),
  );
