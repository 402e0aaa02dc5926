import { z } from "zod";
import type { FeedToken } from "@proseo/db";

export const feedTokenSchema = z
  .object({
    id: z.string(),
    channel: z.string().describe("The channel whose feed the token reads."),
    prefix: z.string().describe("The token's first characters, to recognise it; the rest is never shown again."),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable().describe("When its URL last served the feed (to the minute)."),
    revoked_at: z.iso.datetime().nullable().describe("Set once revoked: its URL answers 404 from then on."),
  })
  .meta({ id: "FeedToken" });

export const feedTokenCreatedSchema = z
  .object({
    id: z.string(),
    url: z
      .string()
      .describe(
        "The feed's URL, holding the secret token (shown in this answer only): <public API address>/feeds/<token>/<channel>.<csv|tsv|jsonl>?language=<code>. Another of the organization's languages may be named in the query.",
      ),
  })
  .meta({ id: "FeedTokenCreated" });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const feedTokenView = (token: FeedToken): z.infer<typeof feedTokenSchema> => ({
  id: token.id,
  channel: token.channel,
  prefix: token.prefix,
  created_at: token.createdAt.toISOString(),
  last_used_at: iso(token.lastUsedAt),
  revoked_at: iso(token.revokedAt),
});

export const feedTokenPath = z.object({ slug: z.string().min(1).describe("The channel's slug.") });

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleFeedToken: z.infer<typeof feedTokenSchema> = {
  id: "fdt_7Hq2Lm9ZxC4VbN1sTg8K",
  channel: "shopify",
  prefix: "svcf_Q8r2Kd",
  created_at: "2026-03-01T09:00:00.000Z",
  last_used_at: "2026-03-02T06:00:00.000Z",
  revoked_at: null,
};
