import { upsertProducts, type UpsertCounts } from "@proseo/core";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { upsertProductsInput, upsertProductsMeta, upsertProductsOutput } from "./upsert-products.types.js";

export const upsertProductsRoute = orgProcedure
  .meta(upsertProductsMeta)
  .input(upsertProductsInput)
  .output(upsertProductsOutput)
  .mutation(({ ctx, input }) =>
    idempotent(
      ctx,
      input,
      { onDifferentPayload: "replay" },
      (counts: UpsertCounts) => counts,
      (recorder) =>
        upsertProducts(
          ctx.services.deps,
          ctx.org.id,
          input.products.map(({ source_data, ...product }) => ({ ...product, sourceData: source_data })),
          recorder,
        ),
    ),
  );
