import multipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import helmet from "helmet";
import { serve as serveInngest } from "inngest/fastify";
import { MAX_BODY_BYTES, randomBase62 } from "@proseo/core";
import { errorBody, isUnexpected } from "../errors.js";
import { invalidPathEncoding } from "./input-guard.js";
import { discardRestOfBody } from "./refused-body.js";
import type { AppServices } from "../services.js";
import { consoleApi } from "./console.js";
import { docs } from "./docs.js";
import { consoleExportApi, exportApi } from "./export.js";
import { channelFeedApi, tokenFeedApi } from "./feed.js";
import { health } from "./health.js";
import { mcpApi } from "./mcp.js";
import { consoleMediaApi, mediaApi } from "./media.js";
import { metricsApi } from "./metrics.js";
import { RequestLog, routeOf } from "./request-log.js";
import { restApi } from "./rest.js";
import { routeNotFound } from "./routes.js";

/** Request ids: unique (a random prefix per process, then a sequence) and cheap; they are not secrets. */
function requestIds(): () => string {
  const prefix = randomBase62(12);
  let sequence = 0;
  return () => `req_${prefix}${(sequence++).toString(36).padStart(8, "0")}`;
}

/** What one listener serves: the public API (/v1, docs, Inngest), the console's /trpc, or both; or /metrics alone. */
export interface Serves {
  publicApi: boolean;
  consoleApi: boolean;
  /** /metrics without a token: the internal listener on METRICS_PORT. */
  openMetrics?: boolean;
}

/**
 * The API's HTTP edge: /v1, /mcp, /trpc, the docs, /healthz, /readyz and (with JOB_RUNNER=inngest) /api/inngest.
 * With CONSOLE_PORT set, main.ts makes two: the public one, and the console's on an internal address.
 */
export async function createApiServer(
  services: AppServices,
  serves: Serves = { publicApi: true, consoleApi: true },
): Promise<FastifyInstance> {
  const trustedHops = services.config.TRUST_PROXY;
  const app = Fastify({
    // Typed as Fastify's logger: a pino Logger, which Fastify's types name apart from their own.
    loggerInstance: services.logger as FastifyBaseLogger,
    logController: new RequestLog(),
    bodyLimit: MAX_BODY_BYTES,
    genReqId: requestIds(),
    // request.ip: the socket's address, or the X-Forwarded-For entry TRUST_PROXY hops from the right
    // (Fastify takes a bare hop count as "trust nothing"; the proxies must be the only way in).
    trustProxy: trustedHops > 0 ? (_address: string, hop: number) => hop < trustedHops : false,
    // Request ids are ours; a client's own header is not taken over.
    requestIdHeader: false,
    // A request that reaches the server while it shuts down is served like the others (main.ts), its
    // connection closed after the answer; /readyz has been answering 503 since the shutdown began.
    return503OnClosing: false,
    // Only the methods the OpenAPI document lists are served; HEAD is not among them.
    exposeHeadRoutes: false,
    // A console batch names every procedure it calls in one path parameter (/trpc/a,b,c).
    routerOptions: { maxParamLength: 2048 },
    // A path that is not valid percent-encoded UTF-8 breaks the input rule (input-guard.ts), not the server.
    frameworkErrors: (error, request, reply) => {
      const refused = error.code === "FST_ERR_BAD_URL" ? invalidPathEncoding() : error;
      const { body, status, headers } = errorBody(refused, request.id);
      void (reply as FastifyReply)
        .code(status)
        .headers({ ...headers, "Request-Id": request.id })
        .send(body);
    },
  });

  // Helmet's middleware, made once: @fastify/helmet made it anew for every request.
  const setSecurityHeaders = helmet({
    // The service may be reached over plain HTTP on a private network; nothing should be upgraded.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  app.decorateRequest("caller", null as never);
  app.decorateRequest("routePattern", null);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("Request-Id", request.id);
    request.caller = {};
    reply.raw.once("close", services.metrics.requestStarted());
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook("onResponse", (request, reply, done) => {
    const labels = { route: routeOf(request), method: request.method, status: reply.statusCode };
    services.metrics.requestAnswered(labels, reply.elapsedTime / 1000);
    done();
  });
  // Once shutdown has begun, a connection closes after the answer it carries (main.ts).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (services.shuttingDown) reply.header("Connection", "close");
    done(null, payload);
  });
  app.setErrorHandler((error, request, reply) => {
    if (isUnexpected(error)) request.log.error({ err: error }, "unexpected error");
    const { body, status, headers } = errorBody(error, request.id);
    // A body still arriving (a 413, an upload refused midway) is read to its end, not closed under the answer.
    if (discardRestOfBody(request.raw)) reply.removeHeader("Connection");
    return reply.code(status).headers(headers).send(body);
  });
  app.setNotFoundHandler(async (request) => {
    throw routeNotFound(request.method, request.url);
  });

  // An empty JSON body is no body (a POST that only names its target), not a parse error.
  // A `__proto__` key is kept as an own property here and refused with 422 by the input rule.
  const parseJson = app.getDefaultJsonParser("ignore", "ignore");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : parseJson(request, body as string, done),
  );

  await app.register(multipart);

  await app.register(health, { services });

  if (services.inngest && serves.publicApi) {
    // Inngest calls its functions here; the embedded runner needs no endpoint.
    const { client, functions } = services.inngest;
    app.route({
      method: ["GET", "POST", "PUT"],
      url: "/api/inngest",
      handler: serveInngest({ client, functions, servePath: "/api/inngest" }),
    });
  }

  if (serves.openMetrics || (serves.publicApi && services.config.METRICS_TOKEN)) {
    await app.register(metricsApi, { services, token: serves.openMetrics ? null : services.config.METRICS_TOKEN! });
  }
  if (serves.consoleApi) {
    await app.register(consoleApi, { services });
    await app.register(consoleExportApi, { services });
    await app.register(consoleMediaApi, { services });
  }
  if (serves.publicApi) {
    await app.register(docs, { services });
    await app.register(exportApi, { services });
    await app.register(channelFeedApi, { services });
    await app.register(tokenFeedApi, { services });
    await app.register(mediaApi, { services });
    await app.register(mcpApi, { services });
    await app.register(restApi, { services });
  }
  return app;
}
