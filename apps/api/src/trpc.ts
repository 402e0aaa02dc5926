import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import {
  AppError,
  assertApiAvailable,
  assertScope,
  authenticateApiKey,
  type Principal,
  type Scope,
} from "@proseo/core";
import type { Context } from "./context.js";
import { errorBody } from "./errors.js";

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { body, status } = errorBody(error, ctx?.requestId ?? "");
      // tRPC clients (the console) read message and data; /v1 answers only with `error`.
      return { message: body.error.message, code: shape.code, data: { httpStatus: status, code: body.error.code }, error: body.error };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;

const BEARER = /^Bearer ([^\s]+)$/;

/** The one place the Authorization header is read. */
function presentedKey(authorization: string | null): string {
  const match = authorization ? BEARER.exec(authorization.trim()) : null;
  if (!match?.[1]) {
    throw new AppError("invalid_api_key", "Send the API key as `Authorization: Bearer svck_...`.");
  }
  return match[1];
}

/** A procedure called with an API key; with `scope`, the key must hold it. */
export const keyProcedure = (scope?: Scope) =>
  t.procedure.use(async ({ ctx, next }) => {
    const { config, deps, rateLimiter } = ctx.services;
    const { apiKey, org } = await authenticateApiKey(deps, presentedKey(ctx.authorization));
    assertApiAvailable(org, config);
    const limit = rateLimiter.consume(apiKey.id, org.rateLimitPerMinute ?? config.RATE_LIMIT_PER_MINUTE, deps.now().getTime());
    if (!limit.allowed) {
      throw new AppError("rate_limited", `Too many requests; retry in ${limit.retryAfterSeconds} s.`, [], {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    const principal = { kind: "api_key", orgId: org.id, keyId: apiKey.id, scopes: apiKey.scopes as Scope[] } satisfies Principal;
    if (scope) assertScope(principal, scope);
    return next({ ctx: { ...ctx, principal, org, apiKey } });
  });
