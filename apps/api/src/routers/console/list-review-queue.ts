import { listReviewQueue } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { sessionProcedure } from "../../trpc.js";
import { listReviewQueueInput, listReviewQueueOutput } from "./list-review-queue.types.js";

export const listReviewQueueRoute = sessionProcedure
  .input(listReviewQueueInput)
  .output(listReviewQueueOutput)
  .query(async ({ ctx, input }) => {
    const { products, total } = await listReviewQueue(ctx.services.deps, ctx.org.id, input);
    return {
      products: products.map((product) => ({ ...productView(product), version: product.version })),
      total,
      limit: input.limit,
      offset: input.offset,
    };
  });
