import { actorOf, unpublishProduct } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { unpublishProductInput, unpublishProductMeta, unpublishProductOutput } from "./unpublish-product.types.js";

export const unpublishProductRoute = orgProcedure
  .meta(unpublishProductMeta)
  .input(unpublishProductInput)
  .output(unpublishProductOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, productView, (recorder) =>
      unpublishProduct(ctx.services.deps, ctx.org.id, input.id, actorOf(ctx.principal), recorder),
    ),
  );
