import { z } from "zod";
import { exampleFeedToken, feedTokenPath, feedTokenSchema } from "../../contract/feed-token.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listFeedTokensMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/channels/{slug}/feed-tokens",
    summary: "List a channel's feed URLs",
    description: "The channel's feed tokens, newest first, revoked ones included, without their secrets.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "Every feed token of the channel.",
    errorResponses: { 404: "No such channel." },
  },
  examples: { response: { feed_tokens: [exampleFeedToken] } },
};

export const listFeedTokensInput = feedTokenPath.strict();
export const listFeedTokensOutput = z.object({ feed_tokens: z.array(feedTokenSchema) });
