import { actorOf, approveProducts } from "@proseo/core";
import { bulkPublicationView } from "../../contract/bulk-publication.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { approveProductsInput, approveProductsMeta, approveProductsOutput } from "./approve-products.types.js";

export const approveProductsRoute = orgProcedure
  .meta(approveProductsMeta)
  .input(approveProductsInput)
  .output(approveProductsOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, bulkPublicationView, (recorder) =>
      approveProducts(
        ctx.services.deps,
        ctx.org.id,
        input.product_ids,
        actorOf(ctx.principal),
        recorder,
        input.include_failing ? "include" : "skip",
      ),
    ),
  );
