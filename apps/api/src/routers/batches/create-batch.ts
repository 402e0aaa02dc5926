import { actorOf, createBatch } from "@proseo/core";
import { batchView } from "../../contract/batch.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { createBatchInput, createBatchMeta, createBatchOutput } from "./create-batch.types.js";

export const createBatchRoute = orgProcedure
  .meta(createBatchMeta)
  .input(createBatchInput)
  .output(createBatchOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, { required: true }, batchView, (recorder) =>
      createBatch(
        ctx.services.deps,
        ctx.org,
        {
          productIds: input.product_ids,
          stale: input.filter?.stale,
          keep: { preserve: input.preserve, overwrite: input.overwrite, mode: input.mode },
          actor: actorOf(ctx.principal),
          rules: input.rules,
        },
        recorder,
      ),
    ),
  );
