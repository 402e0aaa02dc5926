import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_SESSION_IDLE_SECONDS,
  CONSOLE_SESSION_LIFETIME_SECONDS,
  createUser,
  setOrganizationPaused,
  signUp,
  WRONG_PASSWORD_BACKOFF,
} from "@proseo/core";
import { cheapPasswordHash, sessionCookie, startApi, type Api } from "./support.js";

const SECRET = "sessions-test-secret-0123456789abcdef";
const INTERNAL_SECRET = "sessions-test-internal-secret-0123456789";
const PASSWORD = "correct horse";
const HOUR_MS = 3_600_000;
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET })));
afterAll(() => api.close());

async function trpc(path: string, headers: Record<string, string>, input?: unknown, server = api) {
  const response = await fetch(`${server.baseUrl}/trpc/${path}`, {
    method: input === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const internal = (path: string, input: unknown) => trpc(path, { "x-internal-secret": INTERNAL_SECRET }, input);

/** Signs in as the console's server does; answers the cookie the console would set. */
async function signIn(email: string, password = PASSWORD) {
  const answer = await internal("console.auth.verifyCredentials", { email, password });
  if (answer.status !== 200) return { status: answer.status, cookie: null };
  const { id, orgId, sessionId } = answer.json.result.data;
  return { status: 200, sessionId, cookie: { cookie: await sessionCookie(api, { userId: id, orgId, sessionId }, SECRET) } };
}

const overview = async (cookie: Record<string, string>, server = api) =>
  (await trpc("console.overview", cookie, undefined, server)).status;

describe("console sessions", () => {
  it("end at sign-out: the cookie, replayed after, is refused", async () => {
    await signUp(api.deps, { email: "sol@example.com", password: PASSWORD, organizationName: "Sol" });
    const { cookie, sessionId } = await signIn("sol@example.com");
    expect(await overview(cookie!)).toBe(200);
    expect((await trpc("console.keys.list", cookie!)).status).toBe(200);

    expect((await internal("console.auth.signOut", { sessionId })).status).toBe(200);
    const replayed = await trpc("console.overview", cookie!);
    expect(replayed.status).toBe(401);
    expect(replayed.json.error.data.code).toBe("unauthenticated");
    expect((await trpc("console.keys.list", cookie!)).status).toBe(401);
    // Signing out is for the console's server only.
    expect((await trpc("console.auth.signOut", cookie!, { sessionId })).status).toBe(401);
  });

  it("are refused without a session the API started (a token minted with the secret alone)", async () => {
    const sol = await api.deps.db.user.findUniqueOrThrow({ where: { email: "sol@example.com" }, include: { memberships: true } });
    const token = await encode({ token: { sub: sol.id, orgId: sol.memberships[0]!.orgId }, secret: SECRET });
    expect(await overview({ cookie: `next-auth.session-token=${token}` })).toBe(401);
    const invented = await sessionCookie(api, { userId: sol.id, orgId: sol.memberships[0]!.orgId, sessionId: "ses_x" }, SECRET);
    expect(await overview({ cookie: invented })).toBe(401);
  });

  it("all end when the user signs out everywhere, and no one else's", async () => {
    const mia = await signUp(api.deps, { email: "mia@example.com", password: PASSWORD, organizationName: "Mia" });
    const colleague = await createUser(api.deps, { email: "max@example.com", password: PASSWORD, orgId: mia.orgId });
    const laptop = (await signIn("mia@example.com")).cookie!;
    const phone = (await signIn("mia@example.com")).cookie!;
    const theirs = { cookie: await sessionCookie(api, { userId: colleague.id, orgId: mia.orgId }, SECRET) };

    const ended = await trpc("console.account.signOutEverywhere", laptop, {});
    expect(ended.json.result.data).toEqual({ sessions_ended: 2 });
    expect(await overview(laptop)).toBe(401);
    expect(await overview(phone)).toBe(401);
    expect(await overview(theirs)).toBe(200);
  });

  it("other than the one changing the password end with the change; the current password is proven first", async () => {
    await signUp(api.deps, { email: "ida@example.com", password: PASSWORD, organizationName: "Ida" });
    const here = (await signIn("ida@example.com")).cookie!;
    const elsewhere = (await signIn("ida@example.com")).cookie!;

    const wrong = await trpc("console.account.changePassword", here, {
      currentPassword: "wrong guess",
      newPassword: "new horse",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.error.details).toEqual([{ path: "currentPassword", message: "is wrong" }]);
    const short = await trpc("console.account.changePassword", here, { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.status).toBe(422);
    expect(await overview(elsewhere)).toBe(200);

    const changed = await trpc("console.account.changePassword", here, { currentPassword: PASSWORD, newPassword: "new horse" });
    expect(changed.json.result.data).toEqual({ sessions_ended: 1 });
    expect(await overview(here)).toBe(200);
    expect(await overview(elsewhere)).toBe(401);
    expect((await signIn("ida@example.com")).status).toBe(401);
    expect((await signIn("ida@example.com", "new horse")).status).toBe(200);
  });

  it("are no way to guess the password: its change checks the current one with sign-in's limits and backoff", async () => {
    const gus = await signUp(api.deps, { email: "gus@example.com", password: PASSWORD, organizationName: "Gus" });
    await api.deps.db.user.update({ where: { id: gus.id }, data: { passwordHash: cheapPasswordHash(PASSWORD) } });
    const stolen = (await signIn("gus@example.com")).cookie!;
    const change = (currentPassword: string) =>
      trpc("console.account.changePassword", stolen, { currentPassword, newPassword: "new horse" });
    for (let guess = 0; guess <= WRONG_PASSWORD_BACKOFF.freeFailures; guess++) {
      expect((await change(`wrong guess ${guess}`)).status).toBe(422);
    }
    // The session waits before its next try, even with the right password.
    const waiting = await change(PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.json.error.data.code).toBe("rate_limited");
    // The owner signs in from elsewhere as always.
    expect((await signIn("gus@example.com")).status).toBe(200);
  });

  it("end after 12 hours unused, renewed by use (written every few minutes at most), and 7 days after sign-in whatever the use", async () => {
    const eli = await signUp(api.deps, { email: "eli@example.com", password: PASSWORD, organizationName: "Eli" });
    expect([CONSOLE_SESSION_IDLE_SECONDS, CONSOLE_SESSION_LIFETIME_SECONDS]).toEqual([12 * 3600, 7 * 24 * 3600]);
    const idle = { cookie: await sessionCookie(api, { userId: eli.id, orgId: eli.orgId }, SECRET) };
    const used = { cookie: await sessionCookie(api, { userId: eli.id, orgId: eli.orgId }, SECRET) };
    const lastSeen = async () =>
      (await api.deps.db.consoleSession.findMany({ where: { userId: eli.id }, orderBy: { lastSeenAt: "asc" } })).map((session) =>
        session.lastSeenAt.getTime(),
      );
    const signedIn = await lastSeen();

    // A call within minutes of the last one writes nothing.
    api.advance(60_000);
    expect(await overview(used)).toBe(200);
    expect(await lastSeen()).toEqual(signedIn);
    api.advance(11 * HOUR_MS);
    expect(await overview(used)).toBe(200);
    expect(Math.max(...(await lastSeen()))).toBe(signedIn[1]! + 11 * HOUR_MS + 60_000);
    api.advance(HOUR_MS);
    expect(await overview(idle)).toBe(401);
    expect(await overview(used)).toBe(200);

    // Used every 11 hours, the session still ends 7 days after sign-in.
    while (api.deps.now().getTime() + 11 * HOUR_MS < signedIn[1]! + CONSOLE_SESSION_LIFETIME_SECONDS * 1000) {
      api.advance(11 * HOUR_MS);
      expect(await overview(used)).toBe(200);
    }
    api.advance(11 * HOUR_MS);
    expect(await overview(used)).toBe(401);
  });

  it("are refused with 503 while the operator pauses the organization, as its keys are, and serve again once resumed", async () => {
    const tenant = await api.createTenant();
    const user = await createUser(api.deps, { email: "pat@example.com", password: PASSWORD, orgId: tenant.org.id });
    const cookie = { cookie: await sessionCookie(api, { userId: user.id, orgId: tenant.org.id }, SECRET) };
    await setOrganizationPaused(api.deps, tenant.org.id, true, "api");
    try {
      for (const path of ["console.overview", "console.keys.list", "products.list"]) {
        const paused = await trpc(path, cookie);
        expect([paused.status, paused.json.error.data.code]).toEqual([503, "service_paused"]);
      }
      const created = await trpc("console.keys.create", cookie, { scopes: ["catalog:read"], expiresInDays: null });
      expect(created.status).toBe(503);
      expect(await api.deps.db.apiKey.count({ where: { orgId: tenant.org.id } })).toBe(1);
    } finally {
      await setOrganizationPaused(api.deps, tenant.org.id, false, "api");
    }
    expect(await overview(cookie)).toBe(200);

    const maintenance = await startApi({ NEXTAUTH_SECRET: SECRET, API_PAUSED: "1" });
    try {
      const org = await maintenance.createTenant();
      const member = await createUser(maintenance.deps, { email: "kit@example.com", password: PASSWORD, orgId: org.org.id });
      const session = { cookie: await sessionCookie(maintenance, { userId: member.id, orgId: org.org.id }, SECRET) };
      expect(await overview(session, maintenance)).toBe(503);
    } finally {
      await maintenance.close();
    }
  });

  it("while the organization is paused, still let a member end their sessions and change their password", async () => {
    const tenant = await api.createTenant();
    const user = await createUser(api.deps, { email: "ruth@example.com", password: PASSWORD, orgId: tenant.org.id });
    await api.deps.db.user.update({ where: { id: user.id }, data: { passwordHash: cheapPasswordHash(PASSWORD) } });
    const stolen = (await signIn("ruth@example.com")).cookie!;
    const own = (await signIn("ruth@example.com")).cookie!;
    await setOrganizationPaused(api.deps, tenant.org.id, true, "api");
    try {
      const changed = await trpc("console.account.changePassword", own, { currentPassword: PASSWORD, newPassword: "new horse" });
      expect([changed.status, changed.json.result?.data]).toEqual([200, { sessions_ended: 1 }]);
      const ended = await trpc("console.account.signOutEverywhere", own, {});
      expect([ended.status, ended.json.result?.data]).toEqual([200, { sessions_ended: 1 }]);
      expect(await api.deps.db.consoleSession.count({ where: { userId: user.id } })).toBe(0);
      // Everything else stays paused.
      expect((await trpc("console.account.get", (await signIn("ruth@example.com", "new horse")).cookie!)).status).toBe(503);
    } finally {
      await setOrganizationPaused(api.deps, tenant.org.id, false, "api");
    }
    expect(await overview(stolen)).toBe(401);
  });
});
