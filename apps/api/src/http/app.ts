import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serve as serveInngest } from "inngest/fastify";
import { AppError, MAX_BODY_BYTES, randomBase62 } from "@proseo/core";
import { errorBody, isUnexpected } from "../errors.js";
import { invalidPathEncoding } from "./input-guard.js";
import type { AppServices } from "../services.js";
import { consoleApi } from "./console.js";
import { docs } from "./docs.js";
import { consoleExportApi, exportApi } from "./export.js";
import { consoleMediaApi, mediaApi } from "./media.js";
import { restApi } from "./rest.js";
import { routeNotFound } from "./routes.js";

/** /healthz answers 503 when the database has not answered by then. */
const HEALTH_TIMEOUT_MS = 2_000;

/** Request ids: unique (a random prefix per process, then a sequence) and cheap; they are not secrets. */
function requestIds(): () => string {
  const prefix = randomBase62(12);
  let sequence = 0;
  return () => `req_${prefix}${(sequence++).toString(36).padStart(8, "0")}`;
}

/** What one listener serves: the public API (/v1, docs, Inngest), the console's /trpc, or both. */
export interface Serves {
  publicApi: boolean;
  consoleApi: boolean;
}

/**
 * The API's HTTP edge: /v1, /trpc, the docs, /healthz and (with JOB_RUNNER=inngest) /api/inngest.
 * With CONSOLE_PORT set, main.ts makes two: the public one, and the console's on an internal address.
 */
export async function createApiServer(
  services: AppServices,
  serves: Serves = { publicApi: true, consoleApi: true },
): Promise<FastifyInstance> {
  const trustedHops = services.config.TRUST_PROXY;
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    genReqId: requestIds(),
    // request.ip: the socket's address, or the X-Forwarded-For entry TRUST_PROXY hops from the right
    // (Fastify takes a bare hop count as "trust nothing"; the proxies must be the only way in).
    trustProxy: trustedHops > 0 ? (_address: string, hop: number) => hop < trustedHops : false,
    // Request ids are ours; a client's own header is not taken over.
    requestIdHeader: false,
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

  app.addHook("onRequest", (request, reply, done) => {
    reply.header("Request-Id", request.id);
    done();
  });
  app.setErrorHandler((error, request, reply) => {
    if (isUnexpected(error)) console.error(request.id, error);
    const { body, status, headers } = errorBody(error, request.id);
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

  await app.register(helmet, {
    // The service may be reached over plain HTTP on a private network; nothing should be upgraded.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(multipart);

  app.get("/healthz", async (_request, reply) => {
    const answered = await Promise.race([
      services.deps.db.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
    ]);
    if (!answered) throw new AppError("service_unavailable", "The database does not answer.");
    return reply.send({ ok: true });
  });

  if (services.inngest && serves.publicApi) {
    // Inngest calls its functions here; the embedded runner needs no endpoint.
    const { client, functions } = services.inngest;
    app.route({
      method: ["GET", "POST", "PUT"],
      url: "/api/inngest",
      handler: serveInngest({ client, functions, servePath: "/api/inngest" }),
    });
  }

  if (serves.consoleApi) {
    await app.register(consoleApi, { services });
    await app.register(consoleExportApi, { services });
    await app.register(consoleMediaApi, { services });
  }
  if (serves.publicApi) {
    await app.register(docs, { services });
    await app.register(exportApi, { services });
    await app.register(mediaApi, { services });
    await app.register(restApi, { services });
  }
  return app;
}
