import { incompleteProducts } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import {
  listIncompleteProductsInput,
  listIncompleteProductsMeta,
  listIncompleteProductsOutput,
} from "./list-incomplete-products.types.js";

export const listIncompleteProductsRoute = orgProcedure
  .meta(listIncompleteProductsMeta)
  .input(listIncompleteProductsInput)
  .output(listIncompleteProductsOutput)
  .query(async ({ ctx, input: { slug, language, limit, cursor } }) => {
    const { products, nextCursor } = await incompleteProducts(ctx.services.deps, ctx.org, slug, language, { cursor, limit });
    return {
      data: products.map(({ productId, sku, name, missing }) => ({ product_id: productId, sku, name, missing })),
      next_cursor: nextCursor,
    };
  });
