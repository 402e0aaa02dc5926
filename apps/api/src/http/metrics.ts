import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.js";
import { routeNotFound } from "./routes.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** True when the Authorization header is `Bearer <token>`, compared in constant time (over digests of equal length). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${token}`));
}

/**
 * GET /metrics, Prometheus' text format (docs/deploy.md "Watching it run"): on the internal listener as it is
 * (`token` null), on the public one only to `Authorization: Bearer <METRICS_TOKEN>`. Without it the
 * answer is the 404 of a route that does not exist, so the public port does not tell it is there.
 */
export async function metricsApi(app: FastifyInstance, { services, token }: { services: AppServices; token: string | null }) {
  app.get("/metrics", async (request, reply) => {
    if (token !== null && !bearerMatches(request.headers.authorization, token)) {
      throw routeNotFound(request.method, request.url);
    }
    return reply.type(services.metrics.contentType).send(await services.metrics.scrape());
  });
}
