import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { createContext } from "../context.js";
import { errorMeta, isUnexpected } from "../errors.js";
import { appRouter } from "../router.js";
import { assertWellFormedInput } from "./input-guard.js";
import type { AppServices } from "../services.js";

/** The console's tRPC endpoint: the web app proxies /api/trpc here with its session cookie. */
export async function consoleApi(app: FastifyInstance, { services }: { services: AppServices }) {
  // Console answers belong to one session, and some carry secrets (a new key, a signed-in user).
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });
  app.addHook("preHandler", assertWellFormedInput);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: Parameters<typeof createContext>[1] }) => createContext(services, req, "console"),
      // The headers an error implies (Retry-After, WWW-Authenticate); tRPC sets the status itself.
      responseMeta: ({ errors }: { errors: unknown[] }) => (errors.length ? { headers: errorMeta(errors[0]).headers } : {}),
      onError: ({ error, req }: { error: unknown; req: { id: string } }) => {
        if (isUnexpected(error)) console.error(req.id, error);
      },
    },
  });
}
