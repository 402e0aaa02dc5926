import { timingSafeEqual } from "node:crypto";
import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import {
  AppError,
  assertApiAvailable,
  assertRole,
  assertScope,
  authenticateApiKey,
  checkConsoleSession,
  errorStatus,
  type FailureKind,
  hashKey,
  resolveSessionOrganization,
  type Principal,
  type Role,
  type Scope,
} from "@proseo/core";
import type { ApiKey, Organization } from "@proseo/db";
import type { Context } from "./context.js";
import { describeError, errorBody } from "./errors.js";
import { decodeSession } from "./session.js";

/** What every procedure declares besides its input and output. */
export interface ProcedureMeta extends OpenApiMeta {
  /** The scope an API key needs (organization procedures). */
  scope?: Scope;
  /** The least role a console member needs (every procedure a session can reach names one). */
  role?: Role;
  /** The status of a successful answer, when it is not 200. */
  successStatus?: 201 | 202 | 204;
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

const BEARER = /^Bearer ([^\s]+)$/;

/** The one place the Authorization header is read. */
function presentedKey(authorization: string | null): string {
  const match = authorization ? BEARER.exec(authorization.trim()) : null;
  if (!match?.[1]) {
    throw new AppError("invalid_api_key", "Send the API key as `Authorization: Bearer svck_...`.");
  }
  return match[1];
}

/** An API key that authenticated, with its organization. */
export interface KeyAuth {
  principal: Extract<Principal, { kind: "api_key" }>;
  org: Organization;
  apiKey: ApiKey;
}

const isUnauthenticated = (error: unknown) => errorStatus[describeError(error).code] === 401;

/**
 * Authenticates the request's API key: the one place keys are checked, called by /v1 before the
 * body is read and by procedures the edge did not authorize. A client IP with too many failures is
 * refused from memory, a key that failed lately without a query, and the key's request is counted
 * while the key is looked up.
 */
export async function authenticateKey(ctx: Pick<Context, "services" | "authorization" | "clientIp">): Promise<KeyAuth> {
  const { config, deps, rateLimits, rejectedKeys } = ctx.services;
  rateLimits.assertNotBlocked("authentication", ctx.clientIp);
  try {
    const presented = presentedKey(ctx.authorization);
    const hash = hashKey(presented);
    const rejected = rejectedKeys.size ? rejectedKeys.get(hash) : undefined;
    if (rejected) throw rejected;
    const [{ apiKey, org }, count] = await Promise.all([
      authenticateApiKey(deps, presented).catch((error: unknown) => {
        if (error instanceof AppError && isUnauthenticated(error)) rejectedKeys.set(hash, error);
        throw error;
      }),
      rateLimits.countRequest(`key:${hash}`),
    ]);
    assertApiAvailable(org, config);
    rateLimits.assertWithin(count, org.rateLimitPerMinute ?? config.RATE_LIMIT_PER_MINUTE);
    const principal = { kind: "api_key" as const, orgId: org.id, keyId: apiKey.id, scopes: apiKey.scopes as Scope[] };
    return { principal, org, apiKey };
  } catch (error) {
    if (isUnauthenticated(error)) await ctx.services.rateLimits.recordFailure("authentication", ctx.clientIp);
    throw error;
  }
}

/** The procedure's own requirements of an authenticated caller: the scope (API keys) or role (members) its meta names. */
export function authorize(principal: Principal, meta: ProcedureMeta | undefined): void {
  if (meta?.scope) assertScope(principal, meta.scope);
  assertRole(principal, meta?.role);
}

/**
 * The console session of a signed-in member, and its organization: the one place sessions are checked.
 * The session must not have ended (signed out, expired), the user must still be a member, and the
 * operator's pause applies as it does to API keys.
 */
export async function authenticateSession(ctx: Pick<Context, "services" | "sessionToken">) {
  const { config, deps, rateLimits } = ctx.services;
  const session =
    ctx.sessionToken && config.NEXTAUTH_SECRET ? await decodeSession(ctx.sessionToken, config.NEXTAUTH_SECRET) : null;
  if (!session) throw new AppError("unauthenticated", "Sign in to use the console.");
  const [{ org, role }, count] = await Promise.all([
    resolveSessionOrganization(deps, session.userId, session.orgId),
    rateLimits.countRequest(`user:${session.userId}`),
    checkConsoleSession(deps, session),
  ]);
  assertApiAvailable(org, config);
  rateLimits.assertWithin(count, config.RATE_LIMIT_PER_MINUTE);
  const principal: Extract<Principal, { kind: "session" }> = {
    kind: "session",
    orgId: org.id,
    userId: session.userId,
    sessionId: session.sessionId,
    role,
  };
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
    ctx.keyAuth ?? (ctx.authorization || !ctx.sessionToken ? await authenticateKey(ctx) : await authenticateSession(ctx));
  authorize(principal, meta);
  if (meta?.successStatus) ctx.response.status = meta.successStatus;
  const orgContext: OrgContext = { ...ctx, principal, org, procedurePath: path };
  return next({ ctx: orgContext });
});

/** A procedure only an API key may call (it reports on the key itself). */
export const keyProcedure = () =>
  t.procedure.use(async ({ ctx, next }) => {
    const { principal, org, apiKey } = ctx.keyAuth ?? (await authenticateKey(ctx));
    return next({ ctx: { ...ctx, principal, org, apiKey } });
  });

/** A console-only procedure: a signed-in member of the organization (key management, settings). */
export const sessionProcedure = t.procedure.use(async ({ ctx, meta, next }) => {
  const { principal, org } = await authenticateSession(ctx);
  authorize(principal, meta);
  return next({ ctx: { ...ctx, principal, org } });
});

/**
 * Called by the console's own server only, proven by the shared INTERNAL_API_SECRET. Its answers of
 * 401 after that proof are failed sign-ins (verifyCredentials), counted per visitor address.
 */
export const internalProcedure = t.procedure.use(async ({ ctx, next, getRawInput }) => {
  const secret = ctx.services.config.INTERNAL_API_SECRET;
  if (!secret || !ctx.internalSecret || !safeEqual(ctx.internalSecret, secret)) {
    throw new AppError("unauthenticated", "Not available.");
  }
  // Wrong passwords count against the visitor and against the email they were tried for (hashed: the
  // rate-limit store keeps no address).
  const { rateLimits } = ctx.services;
  const email = (await getRawInput()) as { email?: unknown } | undefined;
  const subjects: [FailureKind, string][] = [["sign_in", ctx.forwardedFor ?? ctx.clientIp]];
  if (typeof email?.email === "string") subjects.push(["sign_in_email", hashKey(email.email.trim().toLowerCase())]);
  for (const [kind, subject] of subjects) rateLimits.assertNotBlocked(kind, subject);
  const result = await next();
  if (!result.ok && isUnauthenticated(result.error)) {
    const counted = await Promise.allSettled(subjects.map(([kind, subject]) => rateLimits.recordFailure(kind, subject)));
    const refused = counted.find((outcome) => outcome.status === "rejected");
    if (refused) throw refused.reason;
  }
  return result;
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
