import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The route's pattern as published (/v1's procedure paths), where Fastify's own is a catch-all. */
    routePattern: string | null;
  }
}

/** A request's route as a pattern (never the URL with its ids or tokens), for its log line and its metrics. */
export const routeOf = (request: FastifyRequest) => request.routePattern ?? request.routeOptions.url ?? "unmatched";

/** Answered to probes and scrapers every few seconds: their lines are written at debug level only. */
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Fastify's request lines, replaced by one per request, written when it is answered: its id (as in the
 * Request-Id header and error bodies), method, route pattern, status, duration, and who called. Headers,
 * URLs and bodies are not written, so neither are keys, cookies and what was sent.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: "request_id" });
  }

  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = routeOf(request);
    const status = reply.statusCode;
    const { orgId, keyId, userId } = request.caller ?? {};
    const line = {
      method: request.method,
      route,
      status,
      duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(orgId ? { org_id: orgId } : {}),
      ...(keyId ? { key_id: keyId } : {}),
      ...(userId ? { user_id: userId } : {}),
    };
    if (status >= 500) request.log.error(line, "request");
    else if (QUIET_ROUTES.has(route)) request.log.debug(line, "request");
    else request.log.info(line, "request");
  }
}
