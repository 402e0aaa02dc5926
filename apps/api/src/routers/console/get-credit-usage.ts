import { creditUsage } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { getCreditUsageMeta, getCreditUsageOutput, USAGE_DAYS } from "./get-credit-usage.types.js";

export const getCreditUsageRoute = sessionProcedure
  .meta(getCreditUsageMeta)
  .output(getCreditUsageOutput)
  .query(async ({ ctx }) => ({ days: await creditUsage(ctx.services.deps, ctx.org.id, USAGE_DAYS) }));
