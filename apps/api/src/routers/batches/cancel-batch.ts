import { cancelBatch } from "@proseo/core";
import { batchView } from "../../contract/batch.js";
import { orgProcedure } from "../../trpc.js";
import { cancelBatchInput, cancelBatchMeta, cancelBatchOutput } from "./cancel-batch.types.js";

export const cancelBatchRoute = orgProcedure
  .meta(cancelBatchMeta)
  .input(cancelBatchInput)
  .output(cancelBatchOutput)
  .mutation(async ({ ctx, input }) => batchView(await cancelBatch(ctx.services.deps, ctx.org.id, input.id)));
