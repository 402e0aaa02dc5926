import { deleteMedia } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { deleteMediaInput, deleteMediaMeta, deleteMediaOutput } from "./delete-media.types.js";

export const deleteMediaRoute = orgProcedure
  .meta(deleteMediaMeta)
  .input(deleteMediaInput)
  .output(deleteMediaOutput)
  .mutation(({ ctx, input }) => deleteMedia(ctx.services.deps, ctx.org.id, input.id, input.media_id));
