import { getProduct } from "@proseo/core";
import { productDetailView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { getProductInput, getProductMeta, getProductOutput } from "./get-product.types.js";

export const getProductRoute = orgProcedure
  .meta(getProductMeta)
  .input(getProductInput)
  .output(getProductOutput)
  .query(async ({ ctx, input }) => productDetailView(await getProduct(ctx.services.deps, ctx.org.id, input.id)));
