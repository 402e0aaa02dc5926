import { createFeedToken, publicApiUrl } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { createFeedTokenInput, createFeedTokenMeta, createFeedTokenOutput } from "./create-feed-token.types.js";

export const createFeedTokenRoute = orgProcedure
  .meta(createFeedTokenMeta)
  .input(createFeedTokenInput)
  .output(createFeedTokenOutput)
  .mutation(async ({ ctx, input: { slug, language } }) => {
    const { services, org } = ctx;
    const { feedToken, url } = await createFeedToken(
      services.deps,
      org,
      { channel: slug, language },
      publicApiUrl(services.config),
    );
    return { id: feedToken.id, url };
  });
