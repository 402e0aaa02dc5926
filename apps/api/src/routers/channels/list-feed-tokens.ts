import { listFeedTokens } from "@proseo/core";
import { feedTokenView } from "../../contract/feed-token.js";
import { orgProcedure } from "../../trpc.js";
import { listFeedTokensInput, listFeedTokensMeta, listFeedTokensOutput } from "./list-feed-tokens.types.js";

export const listFeedTokensRoute = orgProcedure
  .meta(listFeedTokensMeta)
  .input(listFeedTokensInput)
  .output(listFeedTokensOutput)
  .query(async ({ ctx, input: { slug } }) => ({
    feed_tokens: (await listFeedTokens(ctx.services.deps, ctx.org.id, slug)).map(feedTokenView),
  }));
