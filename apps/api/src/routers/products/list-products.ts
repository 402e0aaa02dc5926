import { listProducts } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { listProductsInput, listProductsMeta, listProductsOutput } from "./list-products.types.js";

export const listProductsRoute = orgProcedure
  .meta(listProductsMeta)
  .input(listProductsInput)
  .output(listProductsOutput)
  .query(async ({ ctx, input }) => {
    const { products, total } = await listProducts(ctx.services.deps, ctx.org.id, input);
    return { products: products.map(productView), total, limit: input.limit, offset: input.offset };
  });
