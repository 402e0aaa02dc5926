import { listProducts } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { orgProcedure } from "../../trpc.js";
import { listProductsInput, listProductsMeta, listProductsOutput } from "./list-products.types.js";

export const listProductsRoute = orgProcedure
  .meta(listProductsMeta)
  .input(listProductsInput)
  .output(listProductsOutput)
  .query(async ({ ctx, input: { updated_since, has_candidate, quality_below, failed_check, stale, ...filter } }) => {
    const page = await listProducts(ctx.services.deps, ctx.org.id, {
      ...filter,
      updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
      awaitingReview: has_candidate === undefined ? undefined : has_candidate === "true",
      qualityBelow: quality_below,
      failedCheck: failed_check,
      stale: stale === undefined ? undefined : stale === "true",
    });
    return {
      products: page.products.map(productView),
      total: page.total,
      total_capped: page.totalCapped,
      limit: filter.limit,
      offset: filter.offset,
      next_cursor: page.nextCursor,
    };
  });
