import { putContentRules } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { putContentRulesInput, putContentRulesMeta, putContentRulesOutput } from "./put-content-rules.types.js";

export const putContentRulesRoute = orgProcedure
  .meta(putContentRulesMeta)
  .input(putContentRulesInput)
  .output(putContentRulesOutput)
  .mutation(({ ctx, input }) => putContentRules(ctx.services.deps, ctx.org.id, input));
