import { updateProduct } from "@proseo/core";
import { productDetailView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { updateProductInput, updateProductMeta, updateProductOutput } from "./update-product.types.js";

export const updateProductRoute = orgProcedure
  .meta(updateProductMeta)
  .input(updateProductInput)
  .output(updateProductOutput)
  .mutation(async ({ ctx, input: { id, ...changes } }) =>
    productDetailView(await updateProduct(ctx.services.deps, ctx.org.id, id, changes)),
  );
