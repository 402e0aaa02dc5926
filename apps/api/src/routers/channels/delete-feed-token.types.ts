import { z } from "zod";
import { feedTokenPath } from "../../contract/feed-token.js";
import type { ProcedureMeta } from "../../trpc.js";

export const deleteFeedTokenMeta: ProcedureMeta = {
  scope: "export",
  role: "admin",
  successStatus: 204,
  openapi: {
    method: "DELETE",
    path: "/v1/channels/{slug}/feed-tokens/{id}",
    summary: "Revoke a feed URL",
    description:
      "The token's URL answers 404 from the next request on; the token stays listed with revoked_at. 204 with no body.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "Revoked (no body).",
    errorResponses: {
      404: "No such channel, or no active feed token with this id for the channel in this organization (also when already revoked).",
    },
  },
};

export const deleteFeedTokenInput = feedTokenPath.extend({ id: z.string().min(1).describe("Feed token id.") }).strict();
export const deleteFeedTokenOutput = z.void();
