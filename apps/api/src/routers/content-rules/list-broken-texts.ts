import { listBrokenTexts } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { listBrokenTextsInput, listBrokenTextsMeta, listBrokenTextsOutput } from "./list-broken-texts.types.js";

export const listBrokenTextsRoute = sessionProcedure
  .meta(listBrokenTextsMeta)
  .input(listBrokenTextsInput)
  .output(listBrokenTextsOutput)
  .query(async ({ ctx, input }) => {
    const { texts, total, checked } = await listBrokenTexts(ctx.services.deps, ctx.org.id, input);
    return {
      texts: texts.map(({ productId, ...text }) => ({ product_id: productId, ...text })),
      total,
      checked,
    };
  });
