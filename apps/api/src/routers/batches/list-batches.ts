import { listBatches } from "@proseo/core";
import { batchView } from "../../contract/batch.js";
import { orgProcedure } from "../../trpc.js";
import { listBatchesInput, listBatchesMeta, listBatchesOutput } from "./list-batches.types.js";

export const listBatchesRoute = orgProcedure
  .meta(listBatchesMeta)
  .input(listBatchesInput)
  .output(listBatchesOutput)
  .query(async ({ ctx, input: { limit, cursor, status } }) => {
    const { batches, nextCursor } = await listBatches(ctx.services.deps, ctx.org.id, { limit, cursor, status });
    return { batches: batches.map(batchView), limit, next_cursor: nextCursor };
  });
