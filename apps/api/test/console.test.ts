import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signUp } from "@proseo/core";
import { expectError, startApi, type Api } from "./support.js";

const SECRET = "console-test-secret-0123456789abcdef";
const INTERNAL_SECRET = "console-test-internal-secret-0123456789";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET })));
afterAll(() => api.close());

const cookieFor = async (userId: string, orgId: string, secret = SECRET) =>
  `next-auth.session-token=${await encode({ token: { sub: userId, orgId }, secret })}`;

async function trpc(path: string, headers: Record<string, string>, input?: unknown) {
  const response = await fetch(`${api.baseUrl}/trpc/${path}`, {
    method: input === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  return { status: response.status, json: (await response.json()) as any };
}

describe("console sessions", () => {
  it("act for the member's own organization, and never for another", async () => {
    const ada = await signUp(api.deps, { email: "ada@example.com", password: "correct horse", organizationName: "Acme" });
    const other = await api.createTenant();
    const overview = await trpc("console.overview", { cookie: await cookieFor(ada.id, ada.orgId) });
    expect(overview.status).toBe(200);
    expect(overview.json.result.data.organization.name).toBe("Acme");

    // A token naming an organization the user is not a member of.
    const foreign = await trpc("console.overview", { cookie: await cookieFor(ada.id, other.org.id) });
    expect(foreign.status).toBe(401);
    expect(foreign.json.error.data.code).toBe("unauthenticated");
    // A token signed with another secret.
    expect((await trpc("console.overview", { cookie: await cookieFor(ada.id, ada.orgId, "another-secret") })).status).toBe(401);
    expect((await trpc("console.overview", {})).status).toBe(401);

    // Keys created and revoked from the console belong to the session's organization only.
    const created = await trpc(
      "console.keys.create",
      { cookie: await cookieFor(ada.id, ada.orgId) },
      { scopes: ["catalog:read"], expiresInDays: null },
    );
    const key = created.json.result.data.key as string;
    expect((await api.caller(key)("GET", "/v1/me")).json.organization.id).toBe(ada.orgId);
    const stranger = await trpc("console.keys.revoke", { cookie: await cookieFor(ada.id, ada.orgId) }, { id: other.keyId });
    expect(stranger.json.error.data.code).toBe("not_found");
    expect((await other.call("GET", "/v1/me")).status).toBe(200);
  });

  it("are not accepted by /v1, which takes API keys only", async () => {
    const bob = await signUp(api.deps, { email: "bob@example.com", password: "correct horse", organizationName: "Bob's" });
    const response = await api.caller(null)("GET", "/v1/products", undefined, { cookie: await cookieFor(bob.id, bob.orgId) });
    expectError(response, 401, "invalid_api_key");
  });

  it("console-only procedures refuse API keys", async () => {
    const tenant = await api.createTenant();
    const response = await trpc("console.keys.list", { authorization: `Bearer ${tenant.key}` });
    expect(response.status).toBe(401);
  });
});

describe("channels and settings from the console", () => {
  it("set the default channel, and read and change channels through the /v1 procedures with a session", async () => {
    const cato = await signUp(api.deps, { email: "cato@example.com", password: "correct horse", organizationName: "Cato" });
    const cookie = { cookie: await cookieFor(cato.id, cato.orgId) };
    const settings = await trpc("console.settings.update", cookie, { languages: ["en", "de"], defaultChannel: "woocommerce" });
    expect(settings.json.result.data).toMatchObject({ languages: ["en", "de"], default_channel: "woocommerce" });
    expect((await trpc("console.overview", cookie)).json.result.data.organization.default_channel).toBe("woocommerce");
    const wrong = await trpc("console.settings.update", cookie, { languages: ["en"], defaultChannel: "amazon" });
    expect(wrong.json.error.data.code).toBe("validation_failed");
    // Languages alone leave the default channel as it is.
    await trpc("console.settings.update", cookie, { languages: ["en", "de"] });
    expect((await trpc("console.overview", cookie)).json.result.data.organization.default_channel).toBe("woocommerce");

    const updated = await trpc("channels.update", cookie, { slug: "shopify", skip_incomplete: true });
    expect(updated.json.result.data).toMatchObject({ slug: "shopify", skip_incomplete: true });
    const channels = await trpc("channels.list", cookie);
    expect(channels.json.result.data.channels.map((channel: { skip_incomplete: boolean }) => channel.skip_incomplete)).toEqual([
      true,
      false,
    ]);
    const input = encodeURIComponent(JSON.stringify({ slug: "shopify", language: "de" }));
    const readiness = await trpc(`channels.readiness?input=${input}`, cookie);
    expect(readiness.json.result.data).toEqual({
      channel: "shopify",
      language: "de",
      total: 0,
      complete: 0,
      incomplete: 0,
      no_published_record: 0,
      missing_columns: [],
    });
  });
});

describe("sign-in and sign-up procedures", () => {
  it("answer only the console's server, which holds the shared secret", async () => {
    await signUp(api.deps, { email: "cleo@example.com", password: "correct horse", organizationName: "Cleo" });
    const credentials = { email: "cleo@example.com", password: "correct horse" };
    expect((await trpc("console.auth.verifyCredentials", {}, credentials)).status).toBe(401);
    expect((await trpc("console.auth.verifyCredentials", { "x-internal-secret": "guess" }, credentials)).status).toBe(401);
    // The session secret encrypts cookies; it opens nothing here.
    expect((await trpc("console.auth.verifyCredentials", { "x-internal-secret": SECRET }, credentials)).status).toBe(401);
    const ok = await trpc("console.auth.verifyCredentials", { "x-internal-secret": INTERNAL_SECRET }, credentials);
    expect(ok.json.result.data).toMatchObject({ email: "cleo@example.com" });
    const wrong = await trpc(
      "console.auth.verifyCredentials",
      { "x-internal-secret": INTERNAL_SECRET },
      { ...credentials, password: "nope nope" },
    );
    expect(wrong.status).toBe(401);
    const duplicate = await trpc(
      "console.auth.signUp",
      { "x-internal-secret": INTERNAL_SECRET },
      { ...credentials, organizationName: "Again" },
    );
    expect(duplicate.json.error.data.code).toBe("conflict");
    // Nothing tells whoever asks that the address has an account.
    expect(duplicate.json.error.error).toMatchObject({ details: [] });
    expect(duplicate.json.error.message).not.toMatch(/exist|registered|email/i);
  });

  it("spend the same work on an unknown email as on a wrong password", async () => {
    await signUp(api.deps, { email: "eve@example.com", password: "correct horse", organizationName: "Eve" });
    const timed = async (email: string) => {
      const durations: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const answer = await trpc(
          "console.auth.verifyCredentials",
          { "x-internal-secret": INTERNAL_SECRET, "x-forwarded-for": `192.0.2.${attempt}` },
          { email, password: "wrong guess" },
        );
        expect(answer.status).toBe(401);
        durations.push(performance.now() - started);
      }
      return durations.sort((a, b) => a - b)[1]!;
    };
    const known = await timed("eve@example.com");
    const unknown = await timed("nobody@example.com");
    // The password hash dominates a sign-in: skipping it for unknown emails made them 30 times faster.
    expect(unknown).toBeGreaterThan(known / 2);
  });

  it("sign in a user the operator made with proseo user create, into that user's organization", async () => {
    const tenant = await api.createTenant();
    await createUser(api.deps, { email: "Dora@Example.com", password: "correct horse", orgId: tenant.org.id });
    const ok = await trpc(
      "console.auth.verifyCredentials",
      { "x-internal-secret": INTERNAL_SECRET },
      { email: "dora@example.com", password: "correct horse" },
    );
    expect(ok.json.result.data).toMatchObject({ email: "dora@example.com", orgId: tenant.org.id });
  });
});
