import { deleteCategoryRules } from "@proseo/core";
import { pathParameter } from "../../http/routes.js";
import { orgProcedure } from "../../trpc.js";
import { deleteCategoryRulesInput, deleteCategoryRulesMeta, deleteCategoryRulesOutput } from "./delete-category-rules.types.js";

export const deleteCategoryRulesRoute = orgProcedure
  .meta(deleteCategoryRulesMeta)
  .input(deleteCategoryRulesInput)
  .output(deleteCategoryRulesOutput)
  .mutation(({ ctx, input }) => deleteCategoryRules(ctx.services.deps, ctx.org.id, pathParameter(ctx, input.category)));
