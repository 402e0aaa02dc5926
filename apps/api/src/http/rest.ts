import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import { type Context, createContext } from "../context.js";
import { errorBody, errorMeta, isUnexpected } from "../errors.js";
import { appRouter } from "../router.js";
import type { AppServices } from "../services.js";
import { authenticateKey, authorize } from "../trpc.js";
import { assertWellFormedInput } from "./input-guard.js";
import { publishedProcedures } from "./routes.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The /v1 procedure's context, made (and its key authorized) before the body is read. */
    procedureContext: Context | null;
    /** What the procedure threw, answered in the contract's error shape. */
    procedureError: unknown;
  }
}

/** Methods whose requests carry a body (trpc-to-openapi's rule). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);
const hasBody = (headers: IncomingHttpHeaders) =>
  headers["transfer-encoding"] !== undefined || (headers["content-length"] !== undefined && headers["content-length"] !== "0");

/** The router as REST /v1, through trpc-to-openapi's Fastify adapter. */
export async function restApi(app: FastifyInstance, { services }: { services: AppServices }) {
  const procedureOf = publishedProcedures(appRouter);
  app.decorateRequest("procedureContext", null);
  app.decorateRequest("procedureError", null);

  // Route, authenticate and authorize before a byte of the body is read: a request without a valid
  // key, or without the scope, is answered 401 or 403 whatever (and however large) its body.
  app.addHook("onRequest", async (request) => {
    const meta = procedureOf(request.method, request.url);
    request.routePattern = meta.openapi!.path;
    // A POST without a body (cancel, approve) needs no content type of its own.
    if (BODY_METHODS.has(request.method) && !request.headers["content-type"] && !hasBody(request.headers)) {
      request.headers["content-type"] = "application/json";
    }
    const ctx = createContext(services, request, "rest");
    if (meta.openapi?.protect !== false) {
      ctx.keyAuth = await authenticateKey(ctx);
      authorize(ctx.keyAuth.principal, meta);
    }
    request.procedureContext = ctx;
  });

  app.addHook("preHandler", assertWellFormedInput);

  // trpc-to-openapi answers errors in the router's error shape plus fields of its own; /v1 answers `{error}` only.
  app.addHook("onSend", (request, _reply, payload, done) =>
    done(null, request.procedureError ? JSON.stringify(errorBody(request.procedureError, request.id).body) : payload),
  );

  await app.register(fastifyTRPCOpenApiPlugin, {
    router: appRouter,
    createContext: ({ req }: { req: { procedureContext: Context } }) => req.procedureContext,
    responseMeta: ({ ctx, errors }: { ctx?: Context; errors: unknown[] }) => {
      if (errors.length) return errorMeta(errors[0]);
      return { status: ctx?.response.status ?? 200, headers: ctx?.response.headers ?? {} };
    },
    onError: ({ error, req }: { error: unknown; req: FastifyRequest }) => {
      req.procedureError = error;
      if (isUnexpected(error)) req.log.error({ err: error }, "unexpected error");
    },
  } as never);
}
