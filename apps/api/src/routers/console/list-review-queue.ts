import { listReviewQueue } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { sessionProcedure } from "../../trpc.js";
import { listReviewQueueInput, listReviewQueueMeta, listReviewQueueOutput } from "./list-review-queue.types.js";

export const listReviewQueueRoute = sessionProcedure
  .meta(listReviewQueueMeta)
  .input(listReviewQueueInput)
  .output(listReviewQueueOutput)
  .query(async ({ ctx, input }) => {
    const { limit, cursor, sort, category, quality_below, quality_at_least, failed_check, language, updated_since, stale } =
      input;
    const page = await listReviewQueue(ctx.services.deps, ctx.org.id, {
      limit,
      cursor,
      sort,
      category,
      qualityBelow: quality_below,
      qualityAtLeast: quality_at_least,
      failedCheck: failed_check,
      language,
      updatedSince: updated_since === undefined ? undefined : new Date(updated_since),
      stale: stale === undefined ? undefined : stale === "true",
    });
    return {
      products: page.products.map((product) => ({
        ...productView(product),
        version: product.version,
        quality_min: product.qualityMin,
      })),
      total: page.total,
      total_capped: page.totalCapped,
      limit: input.limit,
      next_cursor: page.nextCursor,
    };
  });
