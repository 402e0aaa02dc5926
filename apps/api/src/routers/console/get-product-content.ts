import { latestResults } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { getProductContentInput, getProductContentMeta, getProductContentOutput } from "./get-product-content.types.js";

export const getProductContentRoute = sessionProcedure
  .meta(getProductContentMeta)
  .input(getProductContentInput)
  .output(getProductContentOutput)
  .query(async ({ ctx, input }) => ({ results: await latestResults(ctx.services.deps, ctx.org.id, input.id) }));
