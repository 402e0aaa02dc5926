import { getReview } from "@proseo/core";
import { productDetailView } from "../../contract/product.js";
import { publishedRecordView } from "../../contract/published-record.js";
import { sessionProcedure } from "../../trpc.js";
import { getReviewInput, getReviewMeta, getReviewOutput } from "./get-review.types.js";

export const getReviewRoute = sessionProcedure
  .meta(getReviewMeta)
  .input(getReviewInput)
  .output(getReviewOutput)
  .query(async ({ ctx, input }) => {
    const { product, published } = await getReview(ctx.services.deps, ctx.org.id, input.id);
    return { product: productDetailView(product), published: published ? publishedRecordView(published) : null };
  });
