import { actorOf, editContent } from "@proseo/core";
import { productDetailView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { editContentInput, editContentMeta, editContentOutput } from "./edit-content.types.js";

export const editContentRoute = orgProcedure
  .meta(editContentMeta)
  .input(editContentInput)
  .output(editContentOutput)
  .mutation(async ({ ctx, input: { id, language, ...edit } }) => {
    const { product, result } = await editContent(ctx.services.deps, ctx.org, {
      productId: id,
      language,
      edit,
      actor: actorOf(ctx.principal),
    });
    return { product: productDetailView(product), result };
  });
