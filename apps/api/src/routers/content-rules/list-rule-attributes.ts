import { ruleAttributes } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { listRuleAttributesInput, listRuleAttributesMeta, listRuleAttributesOutput } from "./list-rule-attributes.types.js";

export const listRuleAttributesRoute = sessionProcedure
  .meta(listRuleAttributesMeta)
  .input(listRuleAttributesInput)
  .output(listRuleAttributesOutput)
  .query(({ ctx }) => ruleAttributes(ctx.services.deps, ctx.org.id));
