import { listMediaDeltas } from "@proseo/core";
import { mediaDeltasView } from "../../contract/media.js";
import { orgProcedure } from "../../trpc.js";
import { listMediaDeltasInput, listMediaDeltasMeta, listMediaDeltasOutput } from "./list-media-deltas.types.js";

export const listMediaDeltasRoute = orgProcedure
  .meta(listMediaDeltasMeta)
  .input(listMediaDeltasInput)
  .output(listMediaDeltasOutput)
  .query(async ({ ctx, input }) => mediaDeltasView(await listMediaDeltas(ctx.services.deps, ctx.org.id, input)));
