import { timingSafeEqual } from "node:crypto";
import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import {
  AppError,
  assertApiAvailable,
  assertScope,
  authenticateApiKey,
  resolveSessionOrganization,
  type Principal,
  type Scope,
} from "@proseo/core";
import type { Organization } from "@proseo/db";
import type { Context } from "./context.js";
import { errorBody } from "./errors.js";
import { decodeSession } from "./session.js";

/** What every procedure declares besides its input and output. */
export interface ProcedureMeta extends OpenApiMeta {
  /** The scope an API key needs (organization procedures). */
  scope?: Scope;
  /** The status of a successful answer, when it is not 200. */
  successStatus?: 201 | 204;
  /** Shown in the OpenAPI document; the contract tests check them against the schemas. */
  examples?: { request?: unknown; response?: unknown };
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { body, status } = errorBody(error, ctx?.requestId ?? "");
      // tRPC clients (the console) read message and data; /v1 answers only with `error`.
      return {
        message: body.error.message,
        code: shape.code,
        data: { httpStatus: status, code: body.error.code },
        error: body.error,
      };
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

async function principalFromKey(ctx: Context) {
  const { config, deps, rateLimiter } = ctx.services;
  const { apiKey, org } = await authenticateApiKey(deps, presentedKey(ctx.authorization));
  assertApiAvailable(org, config);
  const limit = rateLimiter.consume(apiKey.id, org.rateLimitPerMinute ?? config.RATE_LIMIT_PER_MINUTE, deps.now().getTime());
  if (!limit.allowed) {
    throw new AppError("rate_limited", `Too many requests; retry in ${limit.retryAfterSeconds} s.`, [], {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const principal: Principal = { kind: "api_key", orgId: org.id, keyId: apiKey.id, scopes: apiKey.scopes as Scope[] };
  return { principal, org, apiKey };
}

async function principalFromSession(ctx: Context) {
  const secret = ctx.services.config.NEXTAUTH_SECRET;
  const session = ctx.sessionToken && secret ? await decodeSession(ctx.sessionToken, secret) : null;
  if (!session) throw new AppError("unauthenticated", "Sign in to use the console.");
  const org = await resolveSessionOrganization(ctx.services.deps, session.userId, session.orgId);
  const principal: Principal = { kind: "session", orgId: org.id, userId: session.userId };
  return { principal, org };
}

/** What an organization procedure runs with. */
export interface OrgContext extends Context {
  principal: Principal;
  org: Organization;
  /** The procedure's name (e.g. "batches.create"): what an Idempotency-Key is bound to. */
  procedurePath: string;
}

/**
 * A procedure acting for one organization: called with an API key (which must hold the scope its
 * meta names) or from the console by a signed-in member. This is the one place both are authorized.
 */
export const orgProcedure = t.procedure.use(async ({ ctx, meta, path, next }) => {
  const { principal, org } =
    ctx.authorization || !ctx.sessionToken ? await principalFromKey(ctx) : await principalFromSession(ctx);
  if (meta?.scope) assertScope(principal, meta.scope);
  if (meta?.successStatus) ctx.response.status = meta.successStatus;
  const orgContext: OrgContext = { ...ctx, principal, org, procedurePath: path };
  return next({ ctx: orgContext });
});

/** A procedure only an API key may call (it reports on the key itself). */
export const keyProcedure = () =>
  t.procedure.use(async ({ ctx, next }) => {
    const { principal, org, apiKey } = await principalFromKey(ctx);
    return next({ ctx: { ...ctx, principal, org, apiKey } });
  });

/** A console-only procedure: a signed-in member of the organization (key management, settings). */
export const sessionProcedure = t.procedure.use(async ({ ctx, next }) => {
  const { principal, org } = await principalFromSession(ctx);
  return next({ ctx: { ...ctx, principal, org } });
});

/** Called by the console's own server only, proven by the shared NEXTAUTH_SECRET. */
export const internalProcedure = t.procedure.use(async ({ ctx, next }) => {
  const secret = ctx.services.config.NEXTAUTH_SECRET;
  if (!secret || !ctx.internalSecret || !safeEqual(ctx.internalSecret, secret)) {
    throw new AppError("unauthenticated", "Not available.");
  }
  return next();
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
