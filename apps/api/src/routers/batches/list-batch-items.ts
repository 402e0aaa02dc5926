import { listBatchItems } from "@proseo/core";
import { batchItemView } from "../../contract/batch.js";
import { orgProcedure } from "../../trpc.js";
import { listBatchItemsInput, listBatchItemsMeta, listBatchItemsOutput } from "./list-batch-items.types.js";

export const listBatchItemsRoute = orgProcedure
  .meta(listBatchItemsMeta)
  .input(listBatchItemsInput)
  .output(listBatchItemsOutput)
  .query(async ({ ctx, input: { id, limit, cursor } }) => {
    const { items, total, nextCursor } = await listBatchItems(ctx.services.deps, ctx.org.id, id, { limit, cursor });
    return { items: items.map(batchItemView), total, limit, next_cursor: nextCursor };
  });
