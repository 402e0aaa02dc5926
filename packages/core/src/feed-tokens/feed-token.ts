import type { FeedToken } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { randomBase62 } from "../ids.js";
import { LAST_USED_RESOLUTION_MS, hashKey } from "../keys/api-key.js";

export const FEED_TOKEN_PREFIX = "svcf_";
const FEED_TOKEN_BODY_LENGTH = 40;
const FEED_TOKEN_PATTERN = /^svcf_[0-9A-Za-z]{40}$/;
/** How many characters of a token are kept in clear to recognise it in lists. */
const SHOWN_PREFIX_LENGTH = FEED_TOKEN_PREFIX.length + 6;

/** A new secret with what is stored of it: the prefix to recognise it and its hash (hashed like API keys). */
export function newFeedToken() {
  const token = FEED_TOKEN_PREFIX + randomBase62(FEED_TOKEN_BODY_LENGTH);
  return { token, prefix: token.slice(0, SHOWN_PREFIX_LENGTH), hash: hashKey(token) };
}

/** The feed file a URL names (`<channel>.<extension>`), split at its last dot. */
export function feedFileName(file: string): { channel: string; extension: string } {
  const dot = file.lastIndexOf(".");
  return dot < 0 ? { channel: file, extension: "" } : { channel: file.slice(0, dot), extension: file.slice(dot + 1) };
}

/** A file's extension: what a feed URL ends with. */
export const fileExtension = (filename: string) => feedFileName(filename).extension;

/**
 * The active token of a channel's feed URL and its organization; 404 whatever the reason (unknown,
 * revoked, or another channel's), so that a URL tells nothing about other tokens.
 */
export async function authenticateFeedToken(deps: Deps, presented: string, channel: string) {
  const found = FEED_TOKEN_PATTERN.test(presented)
    ? await deps.db.feedToken.findUnique({ where: { hash: hashKey(presented) }, include: { org: true } })
    : null;
  if (!found || found.revokedAt || found.channel !== channel) throw notFound("feed");
  const now = deps.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await deps.db.feedToken.update({ where: { id: found.id }, data: { lastUsedAt: now } });
  }
  const { org, ...feedToken } = found;
  return { feedToken: feedToken satisfies FeedToken, org };
}
