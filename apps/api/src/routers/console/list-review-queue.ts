import { listReviewQueue } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { sessionProcedure } from "../../trpc.js";
import { listReviewQueueInput, listReviewQueueMeta, listReviewQueueOutput } from "./list-review-queue.types.js";

export const listReviewQueueRoute = sessionProcedure
  .meta(listReviewQueueMeta)
  .input(listReviewQueueInput)
  .output(listReviewQueueOutput)
  .query(async ({ ctx, input }) => {
    const page = await listReviewQueue(ctx.services.deps, ctx.org.id, input);
    return {
      products: page.products.map((product) => ({ ...productView(product), version: product.version })),
      total: page.total,
      total_capped: page.totalCapped,
      limit: input.limit,
      next_cursor: page.nextCursor,
    };
  });
