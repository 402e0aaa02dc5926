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
  hashKey,
  KEY_PATTERN,
  normalizeEmail,
  resolveSessionOrganization,
  type Principal,
  type Role,
  type Scope,
  workingFor,
} from "@proseo/core";
import type { ApiKey, Organization } from "@proseo/db";
import type { Context } from "./context.js";
import { describeError, errorBody, trpcErrorShape } from "./errors.js";
import { decodeSession } from "./session.js";

/** What every procedure declares besides its input and output. */
export interface ProcedureMeta extends OpenApiMeta {
  /** The scope an API key needs (organization procedures). */
  scope?: Scope;
  /** The least role a console member needs (every procedure a session can reach names one). */
  role?: Role;
  /** The status of a successful answer, when it is not 200. */
  successStatus?: 201 | 202 | 204;
  /** The member's own account (console only): served while the organization is paused (core `assertApiAvailable`). */
  ownAccount?: true;
  /** Shown in the OpenAPI document; the contract tests check them against the schemas. */
  examples?: { request?: unknown; response?: unknown };
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { body, status } = errorBody(error, ctx?.requestId ?? "");
      // /v1 answers only with `error`.
      return trpcErrorShape(body, status, shape.code);
    },
  });

export const router = t.router;
/** Calls a router's procedures in-process with a context of the caller's making (the MCP tools). */
export const createCallerFactory = t.createCallerFactory;

/** The scheme in any case and the spaces after it, as RFC 7235 has them ("bearer svck_…" is the same). */
const BEARER = /^Bearer +(\S+)$/i;

/** The one place the Authorization header is read. */
function presentedKey(authorization: string | null): string | null {
  const match = authorization ? BEARER.exec(authorization.trim()) : null;
  return match?.[1] ?? null;
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
 * refused from memory, except for keys this process accepted lately and a few lookups a minute of
 * other well-formed keys (bad calls from a shared address lock out no valid key); a key that failed
 * lately is refused without a query, and the key's request is counted while the key is looked up.
 */
export async function authenticateKey(
  ctx: Pick<Context, "services" | "authorization" | "clientIp" | "caller">,
  /** Keep a key past its request limit authenticated and hand its refusal to `onOverLimit` (/mcp answers it per tool call). */
  onOverLimit?: (refusal: unknown) => void,
): Promise<KeyAuth> {
  const { config, deps, rateLimits, rejectedKeys, acceptedKeys } = ctx.services;
  const presented = presentedKey(ctx.authorization);
  const hash = presented ? hashKey(presented) : null;
  const lookup = hash !== null && KEY_PATTERN.test(presented ?? "") && !rejectedKeys.has(hash);
  const blocked = !(hash && acceptedKeys.has(hash)) && (await rateLimits.admitAuthentication(ctx.clientIp, lookup));
  try {
    if (!presented || !hash) throw new AppError("invalid_api_key", "Send the API key as `Authorization: Bearer svck_...`.");
    const rejected = rejectedKeys.size ? rejectedKeys.get(hash) : undefined;
    if (rejected) throw rejected;
    const [{ apiKey, org }, count] = await Promise.all([
      authenticateApiKey(deps, presented).catch((error: unknown) => {
        if (error instanceof AppError && isUnauthenticated(error)) {
          acceptedKeys.delete(hash);
          rejectedKeys.set(hash, error);
        }
        throw error;
      }),
      rateLimits.countRequest(`key:${hash}`),
    ]);
    acceptedKeys.set(hash, true);
    Object.assign(ctx.caller, { orgId: org.id, keyId: apiKey.id });
    assertApiAvailable(org, config);
    try {
      rateLimits.assertWithin(count, org.rateLimitPerMinute ?? config.RATE_LIMIT_PER_MINUTE);
    } catch (refusal) {
      if (!onOverLimit) throw refusal;
      onOverLimit(refusal);
    }
    const principal = { kind: "api_key" as const, orgId: org.id, keyId: apiKey.id, scopes: apiKey.scopes as Scope[] };
    return { principal, org, apiKey };
  } catch (error) {
    if (isUnauthenticated(error) && !blocked) await rateLimits.recordFailure("authentication", ctx.clientIp);
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
 * operator's pause applies as it does to API keys (the organization's, except to calls on the member's own account).
 */
export async function authenticateSession(ctx: Pick<Context, "services" | "sessionToken" | "caller">, ownAccount = false) {
  const { config, deps, rateLimits } = ctx.services;
  const session =
    ctx.sessionToken && config.NEXTAUTH_SECRET ? await decodeSession(ctx.sessionToken, config.NEXTAUTH_SECRET) : null;
  if (!session) throw new AppError("unauthenticated", "Sign in to use the console.");
  const [{ org, role }, count] = await Promise.all([
    resolveSessionOrganization(deps, session.userId, session.orgId),
    rateLimits.countRequest(`user:${session.userId}`),
    checkConsoleSession(deps, session),
  ]);
  Object.assign(ctx.caller, { orgId: org.id, userId: session.userId });
  assertApiAvailable(org, config, ownAccount);
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
  return workingFor(org.id, () => next({ ctx: orgContext }));
});

/** A procedure only an API key may call (it reports on the key itself). */
export const keyProcedure = () =>
  t.procedure.use(async ({ ctx, next }) => {
    const { principal, org, apiKey } = ctx.keyAuth ?? (await authenticateKey(ctx));
    return next({ ctx: { ...ctx, principal, org, apiKey } });
  });

/** A console-only procedure: a signed-in member of the organization (key management, settings). */
export const sessionProcedure = t.procedure.use(async ({ ctx, meta, next }) => {
  const { principal, org } = await authenticateSession(ctx, meta?.ownAccount);
  authorize(principal, meta);
  return workingFor(org.id, () => next({ ctx: { ...ctx, principal, org } }));
});

/**
 * Called by the console's own server only, proven by the shared INTERNAL_API_SECRET, on behalf of
 * the visitor whose address it reports (else its own address counts).
 */
export const internalProcedure = t.procedure.use(async ({ ctx, next }) => {
  const secret = ctx.services.config.INTERNAL_API_SECRET;
  if (!secret || !ctx.internalSecret || !safeEqual(ctx.internalSecret, secret)) {
    throw new AppError("unauthenticated", "Not available.");
  }
  return next({ ctx: { visitor: ctx.visitorAddress ?? ctx.clientIp } });
});

/** The email an internal call names, normalized and hashed (the rate-limit store keeps no address), before its input is checked. */
async function emailHashOf(getRawInput: () => Promise<unknown>): Promise<string> {
  const email = ((await getRawInput()) as { email?: unknown } | undefined)?.email;
  return hashKey(typeof email === "string" ? normalizeEmail(email) : "");
}

/**
 * The console's sign-in: limited per visitor and in all, and a visitor's failed sign-ins counted
 * against it and against the email (core ratelimit/limits.ts); every attempt counts, whatever its input.
 */
export const signInProcedure = internalProcedure.use(async ({ ctx, next, getRawInput }) => {
  const { rateLimits } = ctx.services;
  const emailHash = await emailHashOf(getRawInput);
  await rateLimits.admitSignIn(ctx.visitor, emailHash);
  const result = await next();
  if (!result.ok && isUnauthenticated(result.error)) await rateLimits.recordSignInFailure(ctx.visitor, emailHash);
  return result;
});

/** The console's sign-up: limited per visitor, per email and in all. */
export const signUpProcedure = internalProcedure.use(async ({ ctx, next, getRawInput }) => {
  await ctx.services.rateLimits.admitSignUp(ctx.visitor, await emailHashOf(getRawInput));
  return next();
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
