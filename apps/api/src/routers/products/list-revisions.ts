import { listRevisions } from "@proseo/core";
import { revisionView } from "../../contract/revision.js";
import { orgProcedure } from "../../trpc.js";
import { listRevisionsInput, listRevisionsMeta, listRevisionsOutput } from "./list-revisions.types.js";

export const listRevisionsRoute = orgProcedure
  .meta(listRevisionsMeta)
  .input(listRevisionsInput)
  .output(listRevisionsOutput)
  .query(async ({ ctx, input: { id, limit, before_version, cursor } }) => {
    const { revisions, total, nextCursor } = await listRevisions(ctx.services.deps, ctx.org.id, id, {
      limit,
      beforeVersion: before_version,
      cursor,
    });
    return { revisions: revisions.map(revisionView), total, limit, next_cursor: nextCursor };
  });
