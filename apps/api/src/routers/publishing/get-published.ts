import { getPublishedRecord } from "@proseo/core";
import { publishedRecordView } from "../../contract/published-record.js";
import { orgProcedure } from "../../trpc.js";
import { getPublishedInput, getPublishedMeta, getPublishedOutput } from "./get-published.types.js";

export const getPublishedRoute = orgProcedure
  .meta(getPublishedMeta)
  .input(getPublishedInput)
  .output(getPublishedOutput)
  .query(async ({ ctx, input }) => publishedRecordView(await getPublishedRecord(ctx.services.deps, ctx.org.id, input.id)));
