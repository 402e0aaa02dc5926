import { updateMedia } from "@proseo/core";
import { mediaItemView } from "../../contract/media.js";
import { orgProcedure } from "../../trpc.js";
import { updateMediaInput, updateMediaMeta, updateMediaOutput } from "./update-media.types.js";

export const updateMediaRoute = orgProcedure
  .meta(updateMediaMeta)
  .input(updateMediaInput)
  .output(updateMediaOutput)
  .mutation(async ({ ctx, input: { id, media_id, role, position } }) =>
    mediaItemView(await updateMedia(ctx.services.deps, ctx.org.id, id, media_id, { role, position })),
  );
