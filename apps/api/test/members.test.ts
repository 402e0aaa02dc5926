// Members and invitations: an owner invites by a one-time link, changes roles and removes members,
// and a removed member's very next call is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, hashKey, newId } from "@proseo/core";
import { consoleSession, keyCaller, startApi, type Api, type Tenant } from "./support.js";

const SECRET = "members-test-secret-0123456789abcdef";
const INTERNAL_SECRET = "members-test-internal-secret-0123456789";
const DAY_MS = 86_400_000;
let api: Api;
let tenant: Tenant;
let owner: Awaited<ReturnType<typeof consoleSession>>;

/** The console's server calling an internal procedure. */
async function internal(api: Api, path: string, input?: unknown, type: "query" | "mutation" = "mutation") {
  const query = type === "query" && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
  const response = await fetch(`${api.baseUrl}/trpc/${path}${query}`, {
    method: type === "query" ? "GET" : "POST",
    headers: { "Content-Type": "application/json", "x-internal-secret": INTERNAL_SECRET },
    body: type === "query" ? undefined : JSON.stringify(input),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const codeOf = (answer: { json: any }) => answer.json.error?.data?.code;

async function invite(email: string, role: string) {
  const created = await owner.mutate("console.invitations.create", { email, role });
  expect(created.status).toBe(200);
  return created.json.result.data as { token: string; invitation: { id: string; email: string; role: string } };
}

beforeAll(async () => {
  api = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET });
  tenant = await api.createTenant();
  owner = await consoleSession(api, tenant, SECRET);
});
afterAll(() => api.close());

describe("invitations", () => {
  it("make a new member with the invitation's role, once, through a link whose token only the owner saw", async () => {
    const { token, invitation } = await invite("Ivy@Example.com", "editor");
    expect(invitation).toMatchObject({ email: "ivy@example.com", role: "editor" });
    const stored = await api.deps.db.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(stored.tokenHash).toBe(hashKey(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await owner.query("console.invitations.list")).json.result.data).toEqual([
      expect.objectContaining({ id: invitation.id, role: "editor" }),
    ]);

    const shown = await internal(api, "console.auth.invitation", { token }, "query");
    expect(shown.json.result.data).toMatchObject({ email: "ivy@example.com", role: "editor", organizationName: tenant.org.name });
    const accepted = await internal(api, "console.auth.acceptInvitation", { token, name: "Ivy", password: "correct horse" });
    expect(accepted.status).toBe(200);
    const signedIn = await internal(api, "console.auth.verifyCredentials", {
      email: "ivy@example.com",
      password: "correct horse",
    });
    expect(signedIn.json.result.data.orgId).toBe(tenant.org.id);

    const members = (await owner.query("console.members.list")).json.result.data;
    expect(members).toContainEqual(
      expect.objectContaining({ email: "ivy@example.com", name: "Ivy", role: "editor", you: false }),
    );
    // Used: the link opens nothing any more, and the invitation is no longer pending.
    expect(codeOf(await internal(api, "console.auth.acceptInvitation", { token, password: "another one" }))).toBe("not_found");
    expect(codeOf(await internal(api, "console.auth.invitation", { token }, "query"))).toBe("not_found");
    expect((await owner.query("console.invitations.list")).json.result.data).toEqual([]);
  });

  it("work once even when accepted twice at the same time", async () => {
    const { token } = await invite("twice@example.com", "viewer");
    const answers = await Promise.all(
      ["first one", "second one"].map((password) => internal(api, "console.auth.acceptInvitation", { token, password })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await api.deps.db.user.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("stop working when revoked or after seven days, and are answered only to the console's server", async () => {
    const revoked = await invite("rex@example.com", "viewer");
    expect((await owner.mutate("console.invitations.revoke", { id: revoked.invitation.id })).status).toBe(200);
    const refused = await internal(api, "console.auth.acceptInvitation", { token: revoked.token, password: "correct horse" });
    expect(codeOf(refused)).toBe("not_found");

    const expiring = await invite("exa@example.com", "viewer");
    api.advance(7 * DAY_MS);
    await owner.signInAgain(); // the session ended with the week too
    expect(
      codeOf(await internal(api, "console.auth.acceptInvitation", { token: expiring.token, password: "correct horse" })),
    ).toBe("not_found");
    expect((await owner.query("console.invitations.list")).json.result.data).toEqual([]);

    const kept = await invite("kim@example.com", "viewer");
    const withoutSecret = await fetch(`${api.baseUrl}/trpc/console.auth.acceptInvitation`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie: owner.cookie },
      body: JSON.stringify({ token: kept.token, password: "correct horse" }),
    });
    expect(withoutSecret.status).toBe(401);
    // Another organization's owner cannot revoke it.
    const stranger = await consoleSession(api, await api.createTenant(), SECRET);
    expect(codeOf(await stranger.mutate("console.invitations.revoke", { id: kept.invitation.id }))).toBe("not_found");
    expect((await owner.query("console.invitations.list")).json.result.data).toHaveLength(1);
  });

  it("answer alike for an email that already has an account, and make nothing for it", async () => {
    // The owner who made the links accepts them: one for a new address, one for an address with an account.
    const existing = await consoleSession(api, await api.createTenant(), SECRET, "viewer");
    const before = await api.deps.db.user.findUniqueOrThrow({ where: { id: existing.user.id } });
    const links = [await invite("newcomer-l3@example.com", "viewer"), await invite(existing.user.email, "viewer")];
    const answers = [];
    for (const { token } of links) {
      answers.push(await internal(api, "console.auth.acceptInvitation", { token, name: "Guess", password: "correct horse" }));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    // Both links are used; the account is untouched and did not join.
    for (const { token } of links) {
      expect(codeOf(await internal(api, "console.auth.invitation", { token }, "query"))).toBe("not_found");
    }
    expect(await api.deps.db.user.findUniqueOrThrow({ where: { id: existing.user.id } })).toEqual(before);
    expect(await api.deps.db.membership.count({ where: { userId: existing.user.id } })).toBe(1);
    expect(
      await api.deps.db.membership.count({ where: { orgId: tenant.org.id, user: { email: "newcomer-l3@example.com" } } }),
    ).toBe(1);
  });

  it("end with their inviter's ownership: a removed or demoted owner's links no longer open", async () => {
    // An owner who also belongs to another organization: removing them here leaves their account.
    const removed = await consoleSession(api, tenant, SECRET, "owner");
    const elsewhere = await api.createTenant();
    await api.deps.db.membership.create({ data: { id: newId("mem"), userId: removed.user.id, orgId: elsewhere.org.id } });
    const demoted = await consoleSession(api, tenant, SECRET, "owner");
    const linkOf = async (inviter: typeof owner, email: string) =>
      (await inviter.mutate("console.invitations.create", { email, role: "owner" })).json.result.data as { token: string };
    const fromRemoved = await linkOf(removed, "comeback@example.com");
    const fromDemoted = await linkOf(demoted, "sidekick@example.com");
    const fromOwner = await linkOf(owner, "stays@example.com");

    expect((await owner.mutate("console.members.remove", { userId: removed.user.id })).status).toBe(200);
    expect((await owner.mutate("console.members.changeRole", { userId: demoted.user.id, role: "admin" })).status).toBe(200);

    for (const { token } of [fromRemoved, fromDemoted]) {
      expect(codeOf(await internal(api, "console.auth.invitation", { token }, "query"))).toBe("not_found");
      expect(codeOf(await internal(api, "console.auth.acceptInvitation", { token, password: "correct horse" }))).toBe(
        "not_found",
      );
    }
    expect(await api.deps.db.user.count({ where: { email: { in: ["comeback@example.com", "sidekick@example.com"] } } })).toBe(0);
    // The pending list keeps only the link of the owner who still is one.
    const pending = (await owner.query("console.invitations.list")).json.result.data as { id: string; email: string }[];
    const emails = pending.map((invitation) => invitation.email);
    expect(emails).toContain("stays@example.com");
    expect(emails).not.toContain("comeback@example.com");
    expect(emails).not.toContain("sidekick@example.com");
    expect((await internal(api, "console.auth.invitation", { token: fromOwner.token }, "query")).status).toBe(200);
  });
});

describe("members", () => {
  it("get other roles from an owner, effective on their next call, and the last owner stays", async () => {
    const member = await consoleSession(api, tenant, SECRET, "viewer");
    expect(codeOf(await member.query("console.keys.list"))).toBe("forbidden_role");
    expect((await owner.mutate("console.members.changeRole", { userId: member.user.id, role: "admin" })).status).toBe(200);
    expect((await member.query("console.keys.list")).status).toBe(200);
    expect((await member.query("console.overview")).json.result.data.role).toBe("admin");

    // The only owner can neither demote nor remove themselves; with a second owner, either can go.
    expect(codeOf(await owner.mutate("console.members.changeRole", { userId: owner.user.id, role: "admin" }))).toBe("conflict");
    expect(codeOf(await owner.mutate("console.members.remove", { userId: owner.user.id }))).toBe("conflict");
    expect((await owner.mutate("console.members.changeRole", { userId: member.user.id, role: "owner" })).status).toBe(200);
    // Two owners demoting each other at once: one of them stays owner.
    const demotions = await Promise.all([
      owner.mutate("console.members.changeRole", { userId: member.user.id, role: "editor" }),
      member.mutate("console.members.changeRole", { userId: owner.user.id, role: "editor" }),
    ]);
    // The other was refused: by its role when the first had committed before it was authorized, else by the lock.
    expect(demotions.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    expect(demotions.map(codeOf).filter(Boolean)).toEqual([expect.stringMatching(/^(forbidden_role|conflict)$/)]);
    const owners = await api.deps.db.membership.count({ where: { orgId: tenant.org.id, role: "owner" } });
    expect(owners).toBe(1);
    // Whoever lost is still owner: restore the test's owner.
    const stillOwner = (await owner.query("console.overview")).json.result.data.role === "owner" ? owner : member;
    await stillOwner.mutate("console.members.changeRole", { userId: owner.user.id, role: "owner" });
  });

  it("removed by an owner are refused on their very next call, and their account is gone", async () => {
    const member = await consoleSession(api, tenant, SECRET, "editor");
    expect((await member.query("console.overview")).status).toBe(200);
    expect((await owner.mutate("console.members.remove", { userId: member.user.id })).status).toBe(200);
    const next = await member.query("console.overview");
    expect([next.status, codeOf(next)]).toEqual([401, "unauthenticated"]);
    expect(await api.deps.db.user.count({ where: { id: member.user.id } })).toBe(0);
    expect(codeOf(await owner.mutate("console.members.remove", { userId: member.user.id }))).toBe("not_found");
    // Members of another organization are not this owner's to remove.
    const stranger = await consoleSession(api, await api.createTenant(), SECRET, "viewer");
    expect(codeOf(await owner.mutate("console.members.remove", { userId: stranger.user.id }))).toBe("not_found");
    expect((await stranger.query("console.overview")).status).toBe(200);
  });

  it("are named as the makers of their API keys, whose keys their removal can revoke", async () => {
    const makeKey = async (member: typeof owner) =>
      (await member.mutate("console.keys.create", { name: "", scopes: ["catalog:read"], expiresInDays: null })).json.result
        .data as { key: string; api_key: { id: string } };
    const leaving = await consoleSession(api, tenant, SECRET, "admin");
    const staying = await consoleSession(api, tenant, SECRET, "admin");
    const leavingKey = await makeKey(leaving);
    const stayingKey = await makeKey(staying);
    const operatorKey = await createApiKey(api.deps, { orgId: tenant.org.id, scopes: ["catalog:read"] });

    const creatorOf = async (id: string) =>
      ((await owner.query("console.keys.list")).json.result.data as { id: string; created_by: unknown }[]).find(
        (key) => key.id === id,
      )?.created_by;
    expect(await creatorOf(leavingKey.api_key.id)).toEqual({ user_id: leaving.user.id, email: leaving.user.email, name: null });
    expect(await creatorOf(stayingKey.api_key.id)).toMatchObject({ user_id: staying.user.id });
    expect(await creatorOf(operatorKey.apiKey.id)).toBeNull();

    const removed = await owner.mutate("console.members.remove", { userId: leaving.user.id, revokeKeys: true });
    expect(removed.json.result.data).toEqual({ revoked_keys: 1 });
    const me = (key: string) => keyCaller(api.baseUrl, key)("GET", "/v1/me");
    expect((await me(leavingKey.key)).status).toBe(401);
    expect((await me(stayingKey.key)).status).toBe(200);
    expect((await me(operatorKey.key)).status).toBe(200);

    // Without the option, the keys stay, made by an account that is gone.
    const kept = await owner.mutate("console.members.remove", { userId: staying.user.id });
    expect(kept.json.result.data).toEqual({ revoked_keys: 0 });
    expect((await me(stayingKey.key)).status).toBe(200);
    expect(await creatorOf(stayingKey.api_key.id)).toBeNull();
  });
});

describe("SIGNUP=invite", () => {
  it("refuses open sign-up, while invitation links still make members", async () => {
    const closed = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET, SIGNUP: "invite" });
    try {
      expect((await internal(closed, "console.auth.signUpMode", undefined, "query")).json.result.data).toEqual({
        signUp: "invite",
      });
      expect((await internal(api, "console.auth.signUpMode", undefined, "query")).json.result.data).toEqual({ signUp: "open" });
      const refused = await internal(closed, "console.auth.signUp", {
        email: "newcomer@example.com",
        password: "correct horse",
        organizationName: "Newcomer",
      });
      expect([refused.status, codeOf(refused)]).toEqual([403, "sign_up_closed"]);
      expect(await closed.deps.db.user.count({ where: { email: "newcomer@example.com" } })).toBe(0);

      const closedOwner = await consoleSession(closed, await closed.createTenant(), SECRET);
      const { token } = (
        await closedOwner.mutate("console.invitations.create", { email: "newcomer@example.com", role: "viewer" })
      ).json.result.data;
      const accepted = await internal(closed, "console.auth.acceptInvitation", { token, password: "correct horse" });
      expect(accepted.status).toBe(200);
      expect(await closed.deps.db.user.count({ where: { email: "newcomer@example.com" } })).toBe(1);
    } finally {
      await closed.close();
    }
  });
});
