import { readProductFacts } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { getFactsInput, getFactsMeta, getFactsOutput } from "./get-facts.types.js";

export const getFactsRoute = orgProcedure
  .meta(getFactsMeta)
  .input(getFactsInput)
  .output(getFactsOutput)
  .query(async ({ ctx, input: { id, language } }) => {
    const { productId, dataLanguage, ...reading } = await readProductFacts(ctx.services.deps, ctx.org.id, id, language);
    return { product_id: productId, language, data_language: dataLanguage, ...reading };
  });
