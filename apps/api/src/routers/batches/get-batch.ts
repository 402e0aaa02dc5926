import { pollBatch } from "@proseo/core";
import { batchView } from "../../contract/batch.js";
import { orgProcedure } from "../../trpc.js";
import { getBatchInput, getBatchMeta, getBatchOutput } from "./get-batch.types.js";

export const getBatchRoute = orgProcedure
  .meta(getBatchMeta)
  .input(getBatchInput)
  .output(getBatchOutput)
  .query(async ({ ctx, input }) => batchView(await pollBatch(ctx.services.deps, ctx.org.id, input.id)));
