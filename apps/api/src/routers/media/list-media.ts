import { listMedia } from "@proseo/core";
import { mediaItemView } from "../../contract/media.js";
import { orgProcedure } from "../../trpc.js";
import { listMediaInput, listMediaMeta, listMediaOutput } from "./list-media.types.js";

export const listMediaRoute = orgProcedure
  .meta(listMediaMeta)
  .input(listMediaInput)
  .output(listMediaOutput)
  .query(async ({ ctx, input }) => ({ media: (await listMedia(ctx.services.deps, ctx.org.id, input.id)).map(mediaItemView) }));
