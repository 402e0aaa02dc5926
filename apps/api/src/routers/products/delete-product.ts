import { deleteProduct } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { deleteProductInput, deleteProductMeta, deleteProductOutput } from "./delete-product.types.js";

export const deleteProductRoute = orgProcedure
  .meta(deleteProductMeta)
  .input(deleteProductInput)
  .output(deleteProductOutput)
  .mutation(({ ctx, input }) => deleteProduct(ctx.services.deps, ctx.org.id, input.id));
