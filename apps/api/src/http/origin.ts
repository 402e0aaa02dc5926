import type { FastifyRequest } from "fastify";
import { AppError, type Config, publicApiUrl } from "@proseo/core";

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * Refuses a request that a page of another site made a browser send: its Origin is none of `allowed`.
 * A request without Origin does not come from a page (API clients and the console's own server send
 * none) and passes.
 */
function assertOrigin(request: FastifyRequest, allowed: (string | undefined)[]): void {
  const { origin } = request.headers;
  if (origin === undefined || allowed.includes(origin)) return;
  throw new AppError("cross_site_request", "Requests from other sites are refused.");
}

/**
 * A console session's state-changing request may come only from the console's own pages (NEXTAUTH_URL),
 * as the console's proxy requires (apps/web/lib/same-origin.ts); unset, from no page at all.
 */
export function assertConsoleOrigin(request: FastifyRequest, config: Pick<Config, "NEXTAUTH_URL">): void {
  assertOrigin(request, [originOf(config.NEXTAUTH_URL)]);
}

/** /mcp: pages of the API's own address or the console's only (MCP's Streamable HTTP transport, against DNS rebinding). */
export function assertMcpOrigin(request: FastifyRequest, config: Pick<Config, "NEXTAUTH_URL" | "PUBLIC_API_URL" | "PORT">): void {
  assertOrigin(request, [originOf(publicApiUrl(config)), originOf(config.NEXTAUTH_URL)]);
}
