import type { FeedToken, Organization } from "@proseo/db";
import { findChannel } from "../channels/channels.js";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { prepareCatalogExport } from "../export/export-catalog.js";
import { newId } from "../ids.js";
import { fileExtension, newFeedToken } from "./feed-token.js";

/**
 * Creates a token for a channel's feed and answers its URL under `apiUrl`, in `language` (one of the
 * organization's; the first by default). The URL holds the secret: this is the only time it exists
 * outside its hash. The file's extension is the one the channel's export writes.
 */
export async function createFeedToken(
  deps: Deps,
  org: Pick<Organization, "id" | "name" | "languages" | "defaultChannel">,
  request: { channel: string; language?: string },
  apiUrl: string,
): Promise<{ feedToken: FeedToken; url: string }> {
  const language = request.language ?? org.languages[0] ?? "";
  const { channel, filename } = await prepareCatalogExport(deps, org, { channel: request.channel, language });
  const { token, prefix, hash } = newFeedToken();
  const feedToken = await deps.db.feedToken.create({ data: { id: newId("fdt"), orgId: org.id, channel, prefix, hash } });
  const query = new URLSearchParams({ language });
  return { feedToken, url: `${apiUrl}/feeds/${token}/${channel}.${fileExtension(filename)}?${query}` };
}

/** A channel's tokens, newest first, revoked ones included (their secrets are never stored). */
export function listFeedTokens(deps: Deps, orgId: string, channel: string): Promise<FeedToken[]> {
  const { slug } = findChannel(channel);
  return deps.db.feedToken.findMany({
    where: { orgId, channel: slug },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

/** Revokes a token at once; 404 when it is not an active token of this organization's channel. */
export async function revokeFeedToken(deps: Deps, orgId: string, channel: string, id: string): Promise<void> {
  const { slug } = findChannel(channel);
  const { count } = await deps.db.feedToken.updateMany({
    where: { id, orgId, channel: slug, revokedAt: null },
    data: { revokedAt: deps.now() },
  });
  if (count === 0) throw notFound("feed token");
}
