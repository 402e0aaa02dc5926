import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, type ErrorCode, MAX_BATCH_CALLS } from "@proseo/core";
import { createContext } from "../context.js";
import { errorBody, errorMeta, isUnexpected, trpcErrorShape } from "../errors.js";
import { appRouter } from "../router.js";
import { assertWellFormedInput } from "./input-guard.js";
import { assertConsoleOrigin } from "./origin.js";
import type { AppServices } from "../services.js";

/** The tRPC error code beside the status, for what the edge refuses before a procedure runs. */
const trpcCodes: Partial<Record<ErrorCode, TRPC_ERROR_CODE_KEY>> = {
  invalid_json: "PARSE_ERROR",
  payload_too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  validation_failed: "BAD_REQUEST",
  cross_site_request: "FORBIDDEN",
};

/**
 * What the edge checks of a console call before reading its body: at most MAX_BATCH_CALLS procedures
 * (as the console's proxy does), and a body that is JSON, so that no other parser (tRPC's own takes
 * multipart forms) ever runs.
 */
async function assertConsoleCall(request: FastifyRequest): Promise<void> {
  const calls = (request.params as { path?: string }).path?.split(",").length ?? 0;
  if (calls > MAX_BATCH_CALLS) {
    throw new AppError("payload_too_large", `A batch may call at most ${MAX_BATCH_CALLS} procedures; this one calls ${calls}.`);
  }
  const type = request.headers["content-type"];
  if (request.method !== "GET" && type !== undefined && type.split(";")[0]!.trim().toLowerCase() !== "application/json") {
    throw new AppError("unsupported_media_type", "Send the body as application/json.");
  }
}

/** The console's tRPC endpoint: the web app proxies /api/trpc here with its session cookie. */
export async function consoleApi(app: FastifyInstance, { services }: { services: AppServices }) {
  // Console answers belong to one session, and some carry secrets (a new key, a signed-in user).
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });
  app.addHook("onRequest", assertConsoleCall);
  // A mutation with a session (an API key's call names itself in Authorization, and sends no cookie unasked).
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" && request.headers.authorization === undefined) assertConsoleOrigin(request, services.config);
  });
  app.addHook("preHandler", assertWellFormedInput);
  // The edge's own refusals in the shape of the procedures' errors (trpc.ts), which tRPC clients read.
  app.setErrorHandler((error, request, reply) => {
    if (isUnexpected(error)) request.log.error({ err: error }, "unexpected error");
    const { body, status, headers } = errorBody(error, request.id);
    const code = TRPC_ERROR_CODES_BY_KEY[trpcCodes[body.error.code] ?? "INTERNAL_SERVER_ERROR"];
    return reply
      .code(status)
      .headers(headers)
      .send({ error: trpcErrorShape(body, status, code) });
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: Parameters<typeof createContext>[1] }) => createContext(services, req, "console"),
      // The headers an error implies (Retry-After, WWW-Authenticate); tRPC sets the status itself.
      responseMeta: ({ errors }: { errors: unknown[] }) => (errors.length ? { headers: errorMeta(errors[0]).headers } : {}),
      onError: ({ error, req }: { error: unknown; req: FastifyRequest }) => {
        if (isUnexpected(error)) req.log.error({ err: error }, "unexpected error");
      },
    },
  });
}
