import { revokeFeedToken } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { deleteFeedTokenInput, deleteFeedTokenMeta, deleteFeedTokenOutput } from "./delete-feed-token.types.js";

export const deleteFeedTokenRoute = orgProcedure
  .meta(deleteFeedTokenMeta)
  .input(deleteFeedTokenInput)
  .output(deleteFeedTokenOutput)
  .mutation(({ ctx, input: { slug, id } }) => revokeFeedToken(ctx.services.deps, ctx.org.id, slug, id));
