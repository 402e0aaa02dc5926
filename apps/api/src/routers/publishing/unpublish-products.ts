import { actorOf, unpublishProducts } from "@proseo/core";
import { bulkPublicationView } from "../../contract/bulk-publication.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { unpublishProductsInput, unpublishProductsMeta, unpublishProductsOutput } from "./unpublish-products.types.js";

export const unpublishProductsRoute = orgProcedure
  .meta(unpublishProductsMeta)
  .input(unpublishProductsInput)
  .output(unpublishProductsOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, bulkPublicationView, (recorder) =>
      unpublishProducts(ctx.services.deps, ctx.org.id, input.product_ids, actorOf(ctx.principal), recorder),
    ),
  );
