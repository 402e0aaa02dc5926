import { FEED_FETCHES_PER_MINUTE, languageCode } from "@proseo/core";
import { feedTokenCreatedSchema, feedTokenPath } from "../../contract/feed-token.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createFeedTokenMeta: ProcedureMeta = {
  scope: "export",
  role: "admin",
  successStatus: 201,
  openapi: {
    method: "POST",
    path: "/v1/channels/{slug}/feed-tokens",
    summary: "Create a feed URL",
    description: `A URL that serves the channel's feed (what GET /v1/channels/{slug}/feed serves) without an API key, for a platform that fetches a feed on a schedule (Google Merchant Center). The URL holds a secret token, shown in this answer only and stored hashed; revoke it with DELETE. Its query names the language (language in the body, the organization's first language by default); another of the organization's languages may replace it. Each token's URL answers at most ${FEED_FETCHES_PER_MINUTE} requests a minute (429 with Retry-After).`,
    tags: ["Channels and export"],
    protect: true,
    successDescription: "The token's id and its URL (shown once).",
    errorResponses: {
      404: "No such channel.",
      422: "language not a language code or not one of the organization's languages, or an unknown field; see error.details.",
    },
  },
  examples: {
    request: { language: "en" },
    response: {
      id: "fdt_7Hq2Lm9ZxC4VbN1sTg8K",
      url: "https://api.example.com/feeds/svcf_Q8r2KdMfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAb/shopify.csv?language=en",
    },
  },
};

export const createFeedTokenInput = feedTokenPath
  .extend({
    language: languageCode.optional().describe("The language the URL names; the organization's first by default."),
  })
  .strict();

export const createFeedTokenOutput = feedTokenCreatedSchema;
