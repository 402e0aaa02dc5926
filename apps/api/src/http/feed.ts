import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  assertApiAvailable,
  authenticateFeedToken,
  FEED_FETCHES_PER_MINUTE,
  feedFileName,
  findChannel,
  hashKey,
  languageCode,
  notFound,
  type CatalogExport,
} from "@proseo/core";
import type { Organization } from "@proseo/db";
import { createContext } from "../context.js";
import type { AppServices } from "../services.js";
import { authenticateKey, authorize, type ProcedureMeta } from "../trpc.js";
import { requestedExport, sendFile } from "./send-file.js";

/** GET /v1/channels/{slug}/feed, for the OpenAPI document (openapi.ts) and the scope check. */
export const channelFeedMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/channels/{slug}/feed",
    summary: "Download a channel's feed",
    description:
      "The channel's own file in one language, as GET /v1/export/catalog.csv writes it for the CSV channels: CSV for the shop platforms, tab-separated values or JSON Lines for the product feeds; Content-Type and the file name say which. A product feed carries only the products published in the language, and of their imported attributes only those the channel's settings name. Compressed with gzip (Content-Encoding: gzip) when Accept-Encoding allows it. The file is streamed: a failure after the first bytes closes the connection without ending the body, so a cut file never looks complete. A feed-token URL (POST /v1/channels/{slug}/feed-tokens) serves the same file without an API key.",
    tags: ["Channels and export"],
    protect: true,
    errorResponses: {
      404: "No such channel.",
      422: "language missing, not a language code, or not one of the organization's languages; or an unknown or repeated query parameter. See error.details.",
    },
  },
};

export const channelFeedQuery = z.object({ language: languageCode.describe("One of the organization's languages.") }).strict();

const channelParameter = z.object({ slug: z.string() });
const feedUrlParameters = z.object({ token: z.string(), file: z.string() });

/** GET /feeds/{token}/{file}, for the OpenAPI document (openapi.ts). */
export const tokenFeedMeta: ProcedureMeta = {
  openapi: {
    method: "GET",
    path: "/feeds/{token}/{file}",
    summary: "Download a channel's feed by its feed URL",
    description: `The URL POST /v1/channels/{slug}/feed-tokens answers: the file GET /v1/channels/{slug}/feed serves for the token's organization, gzip when Accept-Encoding allows it, without other credentials. At most ${FEED_FETCHES_PER_MINUTE} requests a minute per token. An organization whose API access is paused gets 503, as on /v1.`,
    tags: ["Channels and export"],
    protect: false,
    errorResponses: {
      404: "Unknown or revoked token, a token of another channel, or a file extension that is not the channel's (not_found).",
      429: "Too many requests for this token, or too many feed URLs answered 404 from this address; retry after Retry-After seconds (rate_limited).",
      503: "The API or the token's organization's API access is paused (service_paused).",
    },
  },
};

/** The channel's feed for the organization, as both the /v1 route and a feed-token URL read it (the file, never the slug, says its format). */
const channelFeed = (services: AppServices, request: FastifyRequest, org: Organization, slug: string) =>
  requestedExport(services, request, org, channelFeedQuery, { channel: slug });

const sendFeed = (request: FastifyRequest, reply: FastifyReply, feed: CatalogExport) =>
  sendFile(request, reply, feed, { gzip: true });

/** The feed, not a procedure (its answer is not JSON): GET /v1/channels/{slug}/feed with an API key, checked exactly as /v1 checks it. */
export async function channelFeedApi(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get("/v1/channels/:slug/feed", async (request, reply) => {
    const { principal, org } = await authenticateKey(createContext(services, request, "rest"));
    authorize(principal, channelFeedMeta);
    const { slug } = channelParameter.parse(request.params);
    return sendFeed(request, reply, await channelFeed(services, request, org, slug));
  });
}

/** The organization of a feed URL's active token, when the URL's extension is its channel's file's; 404 otherwise. */
async function authenticateFeedUrl(deps: AppServices["deps"], token: string, file: string) {
  const { channel, extension } = feedFileName(file);
  const { org } = await authenticateFeedToken(deps, token, channel);
  // The token's channel exists; the feed's file is always the channel's own kind (never a translation file).
  if (findChannel(channel).file !== extension) throw notFound("feed");
  return { org, channel };
}

/**
 * A feed URL: the token in the path stands for the organization and the channel, nothing else is
 * asked. A URL answered 404 counts as a failure of the address in a bucket of feed URLs' own
 * (docs/contract.md "Feeds and feed tokens"), so that one organization's dead URLs never lock out API keys.
 */
export async function tokenFeedApi(app: FastifyInstance, { services }: { services: AppServices }) {
  const { deps, rateLimits, config } = services;
  app.get("/feeds/:token/:file", async (request, reply) => {
    const { token, file } = feedUrlParameters.parse(request.params);
    rateLimits.assertNotBlocked("feed_token", request.ip);
    const [{ org, channel }, count] = await Promise.all([
      authenticateFeedUrl(deps, token, file).catch(async (error: unknown) => {
        await rateLimits.recordFailure("feed_token", request.ip);
        throw error;
      }),
      rateLimits.countRequest(`feed:${hashKey(token)}`),
    ]);
    assertApiAvailable(org, config);
    rateLimits.assertWithin(count, FEED_FETCHES_PER_MINUTE);
    return sendFeed(request, reply, await channelFeed(services, request, org, channel));
  });
}
