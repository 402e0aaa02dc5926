import { getContentRules } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { getContentRulesInput, getContentRulesMeta, getContentRulesOutput } from "./get-content-rules.types.js";

export const getContentRulesRoute = orgProcedure
  .meta(getContentRulesMeta)
  .input(getContentRulesInput)
  .output(getContentRulesOutput)
  .query(({ ctx }) => getContentRules(ctx.services.deps, ctx.org.id));
