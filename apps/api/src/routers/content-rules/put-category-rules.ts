import { putCategoryRules } from "@proseo/core";
import { pathParameter } from "../../http/routes.js";
import { orgProcedure } from "../../trpc.js";
import { putCategoryRulesInput, putCategoryRulesMeta, putCategoryRulesOutput } from "./put-category-rules.types.js";

export const putCategoryRulesRoute = orgProcedure
  .meta(putCategoryRulesMeta)
  .input(putCategoryRulesInput)
  .output(putCategoryRulesOutput)
  .mutation(({ ctx, input: { category, ...rules } }) =>
    putCategoryRules(ctx.services.deps, ctx.org.id, pathParameter(ctx, category), rules),
  );
