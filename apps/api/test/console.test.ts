import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signUp, VISITOR_ADDRESS_HEADER } from "@proseo/core";
import { consoleSession, expectError, sessionCookie, startApi, waitFor, type Api, solidImage } from "./support.js";

const SECRET = "console-test-secret-0123456789abcdef";
const INTERNAL_SECRET = "console-test-internal-secret-0123456789";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET })));
afterAll(() => api.close());

const cookieFor = (userId: string, orgId: string, secret = SECRET) => sessionCookie(api, { userId, orgId }, secret);

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

  it("refuse a mutation sent by a page of another site (its Origin), not a query, nor an API key's call", async () => {
    const tenant = await api.createTenant();
    const { cookie } = await consoleSession(api, tenant, SECRET);
    // No NEXTAUTH_URL here: no page is the console's, and its own server sends no Origin.
    const forged = await trpc(
      "console.keys.create",
      { cookie, origin: "http://localhost:4000" },
      { name: "forged", scopes: ["catalog:read"], expiresInDays: null },
    );
    expect(forged.status).toBe(403);
    expect(forged.json.error.data.code).toBe("cross_site_request");
    expect(await api.deps.db.apiKey.count({ where: { orgId: tenant.org.id, name: "forged" } })).toBe(0);
    expect((await trpc("console.overview", { cookie, origin: "http://localhost:4000" })).status).toBe(200);
    expect(
      (await trpc("console.keys.create", { cookie }, { name: "own", scopes: ["catalog:read"], expiresInDays: null })).status,
    ).toBe(200);
    const byKey = await trpc(
      "products.upsert",
      { authorization: `Bearer ${tenant.key}`, origin: "https://evil.example" },
      {
        products: [{ sku: "K-1", name: "By key" }],
      },
    );
    expect(byKey.status).toBe(200);
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
      false,
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
      warnings: [],
      stale: { count: 0, facts: [] },
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
  });

  it("sign up an email that has an account with the same answer as a new one, creating nothing", async () => {
    await signUp(api.deps, { email: "flora@example.com", password: "correct horse", organizationName: "Flora" });
    const ask = (email: string) =>
      trpc(
        "console.auth.signUp",
        { "x-internal-secret": INTERNAL_SECRET },
        { email, password: "another horse", organizationName: "Again" },
      );
    const organizations = await api.deps.db.organization.count();
    const existing = await ask("flora@example.com");
    expect(await api.deps.db.organization.count()).toBe(organizations);
    const fresh = await ask("fern@example.com");
    expect(await api.deps.db.organization.count()).toBe(organizations + 1);
    expect(existing).toEqual(fresh);
    // The existing account keeps its own password.
    const signIn = await trpc(
      "console.auth.verifyCredentials",
      { "x-internal-secret": INTERNAL_SECRET },
      { email: "flora@example.com", password: "another horse" },
    );
    expect(signIn.status).toBe(401);
  });

  it("spend the same work on an unknown email as on a wrong password", async () => {
    await signUp(api.deps, { email: "eve@example.com", password: "correct horse", organizationName: "Eve" });
    // The work is this process's CPU time (the server and its hashing threads run here), which a busy
    // machine delays but does not change, where the wall time of a hash at the lowest priority does. Whatever else
    // the process does meanwhile (its database, a thread warming up) counts too: the two emails take turns, so that
    // such a burst falls on both, and each answers its median.
    const spent = { known: [] as number[], unknown: [] as number[] };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (let attempt = 0; attempt < 5; attempt++) {
      for (const [who, email] of [
        ["known", "eve@example.com"],
        ["unknown", "nobody@example.com"],
      ] as const) {
        const before = process.cpuUsage();
        const answer = await trpc(
          "console.auth.verifyCredentials",
          { "x-internal-secret": INTERNAL_SECRET, [VISITOR_ADDRESS_HEADER]: `192.0.2.${attempt}` },
          { email, password: "wrong guess" },
        );
        expect(answer.status).toBe(401);
        const { user, system } = process.cpuUsage(before);
        spent[who].push(user + system);
      }
    }
    const known = median(spent.known);
    const unknown = median(spent.unknown);
    // The password hash dominates a sign-in: skipping it for unknown emails made them 30 times cheaper.
    expect(unknown).toBeGreaterThan(known / 2);
    // Eleven hashes at the lowest priority: on a machine busy with other work they wait their turn, which the CPU time
    // above does not count but the wall time of the test does.
  }, 300_000);

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

describe("credits from the console", () => {
  const DAY_MS = 86_400_000;

  /** A member's session of a tenant whose ledger the use cases wrote over two days (see the figures below). */
  async function seededLedger() {
    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de", "sw"] });
    const user = await createUser(api.deps, {
      email: `ledger-${tenant.org.id}@example.com`,
      password: "correct horse",
      orgId: tenant.org.id,
    });
    await tenant.call("POST", "/v1/products", {
      products: ["A", "B", "C"].map((sku) => ({ sku, name: `Linen shirt ${sku}`, brand: "Acme" })),
    });
    const [a, b, c] = (await tenant.call("GET", "/v1/products?sort=sku")).json.products as { id: string }[];

    // Today (UTC): a sync generation in two languages (2 x 2), a batch of two products in three languages
    // where the built-in writer cannot write Swahili (4 x 1 charged, 2 refunded).
    await tenant.call("POST", "/v1/generations", { product_id: a!.id, languages: ["en", "de"] });
    const batch = (await tenant.call("POST", "/v1/batches", { product_ids: [a!.id, b!.id] }, { "Idempotency-Key": "seed" })).json;
    await waitFor("the built-in provider's job", async () => {
      const job = await api.deps.db.job.findUnique({ where: { id: `job_builtin_${batch.id}` } });
      return job?.status === "done";
    });
    api.advance(10_000);
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({ credits_charged: 4, credits_refunded: 2 });

    // Tomorrow: a sync generation in one language (2) and an AI photo (10).
    api.advance(DAY_MS);
    await tenant.call("POST", "/v1/generations", { product_id: b!.id, languages: ["en"] });
    const image = await solidImage("jpeg", 300, 400, "#b9a078");
    const form = new FormData();
    form.append("file", new Blob([image]), "shirt.jpg");
    expect((await tenant.call("POST", `/v1/products/${c!.id}/media`, form)).status).toBe(201);
    const job = (await tenant.call("POST", `/v1/products/${c!.id}/ai-media`, {})).json;
    await waitFor("the AI photo", async () => (await tenant.call("GET", `/v1/ai-media/jobs/${job.id}`)).json.finished_at);
    // Signed in now: a session started before the day the clock moved on would have ended, idle.
    return { tenant, cookie: { cookie: await cookieFor(user.id, tenant.org.id) } };
  }

  const query = async (path: string, cookie: Record<string, string>, input: unknown) =>
    (await trpc(`${path}?input=${encodeURIComponent(JSON.stringify(input))}`, cookie)).json;

  it("give the usage per UTC day and purpose over 30 days, the charges only, days without any as zeros", async () => {
    const { cookie } = await seededLedger();
    const { days } = (await trpc("console.credits.usage", cookie)).json.result.data;
    const today = new Date(api.deps.now().getTime()).toISOString().slice(0, 10);
    const yesterday = new Date(api.deps.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: today, sync: 2, batch: 0, media: 10 });
    expect(days.at(-2)).toEqual({ day: yesterday, sync: 4, batch: 4, media: 0 });
    expect(days[0].day).toBe(new Date(api.deps.now().getTime() - 29 * DAY_MS).toISOString().slice(0, 10));
    for (const day of days.slice(0, -2)) expect(day).toMatchObject({ sync: 0, batch: 0, media: 0 });
    const balance = (await trpc("console.overview", cookie)).json.result.data.organization.balance;
    expect(balance).toBe(100 - 20);
  });

  it("page the ledger newest first, filtered by kind and by what it paid for", async () => {
    const { tenant, cookie } = await seededLedger();
    const all = await api.deps.db.creditEntry.findMany({
      where: { orgId: tenant.org.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await query("console.credits.ledger", cookie, { limit: 4, cursor })).result.data;
      expect(page.entries.length).toBeLessThanOrEqual(4);
      seen.push(...page.entries.map((entry: { id: string }) => entry.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));

    const charges = (await query("console.credits.ledger", cookie, { kind: "charge" })).result.data.entries;
    // Entries of one instant come in id order, so compare what was charged for what, in any order.
    expect(charges.map((entry: { amount: number; paid_for: string }) => `${entry.paid_for} ${entry.amount}`).sort()).toEqual(
      ["media -10", "sync -2", "sync -2", "sync -2", "batch -1", "batch -1", "batch -1", "batch -1"].sort(),
    );
    const batch = (await query("console.credits.ledger", cookie, { paidFor: "batch" })).result.data.entries;
    expect(batch.map((entry: { kind: string }) => entry.kind).sort()).toEqual(
      ["reserve", "refund", ...Array(4).fill("release"), ...Array(4).fill("charge")].sort(),
    );
    const grants = (await query("console.credits.ledger", cookie, { kind: "grant" })).result.data.entries;
    expect(grants).toMatchObject([{ amount: 100, paid_for: null }]);
    const refunds = (await query("console.credits.ledger", cookie, { kind: "refund", paidFor: "sync" })).result.data;
    expect(refunds).toEqual({ entries: [], next_cursor: null });
    expect((await query("console.credits.ledger", cookie, { cursor: "nope" })).error.data.code).toBe("validation_failed");
    // API keys cannot read it: console only.
    expect((await trpc("console.credits.ledger", { authorization: `Bearer ${tenant.key}` })).status).toBe(401);
  });
});
