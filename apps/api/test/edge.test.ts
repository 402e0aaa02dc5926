// The HTTP edge itself: what every request goes through before and after a procedure.
import os from "node:os";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import {
  BLOCKED_KEY_LOOKUPS_PER_MINUTE,
  FAILURE_LIMITS,
  MAX_BATCH_CALLS,
  revokeApiKey,
  signUp,
  updateOrganizationSettings,
  VISITOR_ADDRESS_HEADER,
} from "@proseo/core";
import type { ReadRows } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { createApiServer } from "../src/http/app.js";
import { cheapAccounts, cheapPasswordHash, expectError, sessionCookie, startApi, type Api } from "./support.js";

/** The key lookups among the read statements a spy saw: each reads one key by its hash (SHA-256, hex). */
const keyLookups = (statements: MockInstance<ReadRows>) =>
  statements.mock.calls.filter(([query]) =>
    query.values.some((value) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value)),
  ).length;

const SECRET = "edge-test-secret-0123456789abcdef";
const INTERNAL_SECRET = "edge-test-internal-secret-0123456789";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET })));
afterAll(() => api.close());

const unknownKey = (n: number) => `svck_${String(n).padStart(40, "0")}`;
const threeMegabytes = () => JSON.stringify({ products: [{ sku: "BIG", name: "x".repeat(3 * 1024 * 1024) }] });
const json = { "Content-Type": "application/json" };

describe("authentication before the body", () => {
  it("answers a bad key 401 whatever its body, without reading it", async () => {
    const anonymous = api.caller(unknownKey(1));
    expectError(await anonymous("POST", "/v1/products", threeMegabytes(), json), 401, "invalid_api_key");
    expectError(await anonymous("POST", "/v1/products", '{"products": [', json), 401, "invalid_api_key");
    expectError(await anonymous("POST", "/v1/products", "sku=1", { "Content-Type": "text/plain" }), 401, "invalid_api_key");
  });

  it("answers a key without the scope 403 whatever its body", async () => {
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("POST", "/v1/products", threeMegabytes(), json), 403, "missing_scope");
    expectError(await reader.call("POST", "/v1/products", '{"products": [', json), 403, "missing_scope");
  });

  it("reads the body of an authorized request: 413 over 2 MB, 400 for broken JSON, 415 for another type", async () => {
    const writer = await api.createTenant(["catalog:write"]);
    expectError(await writer.call("POST", "/v1/products", threeMegabytes(), json), 413, "payload_too_large");
    expectError(await writer.call("POST", "/v1/products", '{"products": [', json), 400, "invalid_json");
    expectError(
      await writer.call("POST", "/v1/products", "sku=1", { "Content-Type": "text/plain" }),
      415,
      "unsupported_media_type",
    );
  });

  it("reads a refused body to its end after the 413, so that a pooled connection is never reused mid-body", async () => {
    const writer = await api.createTenant(["catalog:write", "catalog:read"]);
    const body = JSON.stringify({ products: [{ sku: "BIG", name: "x".repeat(2.2 * 1024 * 1024) }] });
    // Load on every core while it runs: the failure this guards against showed only on a busy machine.
    const burners = Array.from({ length: os.availableParallelism() }, () => new Worker("for (;;) {}", { eval: true }));
    try {
      for (let round = 0; round < 30; round++) {
        const refused = await writer.call("POST", "/v1/products", body, json);
        expectError(refused, 413, "payload_too_large");
        expect((await writer.call("GET", "/v1/products?limit=1")).status).toBe(200);
      }
    } finally {
      await Promise.all(burners.map((burner) => burner.terminate()));
    }
  }, 120_000);

  it("looks a key up once per request", async () => {
    const tenant = await api.createTenant();
    const statements = vi.spyOn(api.deps, "read");
    try {
      expect((await tenant.call("GET", "/v1/products")).status).toBe(200);
      expect(keyLookups(statements)).toBe(1);
    } finally {
      statements.mockRestore();
    }
  });
});

describe("the console's endpoint on an internal address (CONSOLE_PORT)", () => {
  it("serves /trpc only there, and /v1 only on the public address", async () => {
    const publicApi = await createApiServer(api.services, { publicApi: true, consoleApi: false });
    const consoleApi = await createApiServer(api.services, { publicApi: false, consoleApi: true });
    const [publicUrl, consoleUrl] = await Promise.all(
      [publicApi, consoleApi].map((app) => app.listen({ port: 0, host: "127.0.0.1" })),
    );
    try {
      const tenant = await api.createTenant();
      const me = { headers: { authorization: `Bearer ${tenant.key}` } };
      expect((await fetch(`${publicUrl}/v1/me`, me)).status).toBe(200);
      expect((await fetch(`${consoleUrl}/v1/me`, me)).status).toBe(404);
      // Without a session: the console endpoint answers 401, the public address has no such route.
      expect((await fetch(`${consoleUrl}/trpc/console.overview`)).status).toBe(401);
      expect((await fetch(`${publicUrl}/trpc/console.overview`)).status).toBe(404);
      expect((await fetch(`${consoleUrl}/healthz`)).status).toBe(200);
    } finally {
      await Promise.all([publicApi.close(), consoleApi.close()]);
    }
  });
});

describe("every answer", () => {
  it("carries a Request-Id, the one its error body names", async () => {
    const tenant = await api.createTenant();
    const answers = [
      await tenant.call("GET", "/v1/me"),
      await tenant.call("GET", "/v1/nothing"),
      await api.caller(null)("GET", "/v1/me"),
      await api.caller(null)("GET", "/healthz"),
      await api.caller(null)("GET", "/v1/docs"),
      await api.caller(null)("GET", "/trpc/console.overview"),
    ];
    const ids = answers.map((answer) => answer.headers.get("request-id"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-Za-z]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[1]!.json.error.request_id).toBe(ids[1]);
  });

  it("carries the security headers, under which the docs page loads only its own assets", async () => {
    const page = await api.caller(null)("GET", "/v1/docs");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    // No inline script: everything the page runs comes from the server's own origin.
    expect(page.text).not.toMatch(/<script>/);
    expect([...page.text.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/v1/docs/swagger-ui-bundle.js",
      "/v1/docs/init.js",
    ]);
    expect((await api.caller(null)("GET", "/v1/me")).headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("streams the docs assets instead of holding them", async () => {
    const response = await fetch(`${api.baseUrl}/v1/docs/swagger-ui-bundle.js`);
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect((await response.text()).length).toBeGreaterThan(100_000);
  });
});

describe("GET /healthz", () => {
  it("answers from the process alone: 200 also while the database does not answer, which /readyz reports", async () => {
    expect((await api.caller(null)("GET", "/healthz")).json).toEqual({ ok: true });
    const database = await openTestDatabase();
    const sick = await startApi({}, {}, database);
    try {
      await database.close();
      expect((await sick.caller(null)("GET", "/healthz")).json).toEqual({ ok: true });
      expectError(await sick.caller(null)("GET", "/readyz"), 503, "service_unavailable");
    } finally {
      await sick.close();
    }
  });
});

describe("GET /v1/openapi.json", () => {
  const servers = async (target: Api) =>
    (
      (await (await fetch(`${target.baseUrl}/v1/openapi.json`, { headers: { Host: "evil.example" } })).json()) as {
        servers: { url: string }[];
      }
    ).servers;

  it("names the server relatively, never after the request's Host", async () => {
    expect(await servers(api)).toEqual([{ url: "/" }]);
  });

  it("names PUBLIC_API_URL when it is set", async () => {
    const published = await startApi({ PUBLIC_API_URL: "https://api.proseo.example" });
    try {
      expect(await servers(published)).toEqual([{ url: "https://api.proseo.example" }]);
    } finally {
      await published.close();
    }
  });
});

describe("the console endpoint", () => {
  const cookieFor = (user: { id: string; orgId: string }, server = api) =>
    sessionCookie(server, { userId: user.id, orgId: user.orgId }, SECRET);

  async function trpc(path: string, headers: Record<string, string>, input?: unknown) {
    const response = await fetch(`${api.baseUrl}/trpc/${path}`, {
      method: input === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: input === undefined ? undefined : JSON.stringify(input),
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as any };
  }

  it("keeps its answers out of every cache: new keys and signed-in users among them", async () => {
    const user = await signUp(api.deps, { email: "nina@example.com", password: "correct horse", organizationName: "Nina" });
    const created = await trpc(
      "console.keys.create",
      { cookie: await cookieFor(user) },
      { scopes: ["export"], expiresInDays: null },
    );
    expect(created.json.result.data.key).toMatch(/^svck_/);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const signedIn = await trpc(
      "console.auth.verifyCredentials",
      { "x-internal-secret": INTERNAL_SECRET },
      { email: "nina@example.com", password: "correct horse" },
    );
    expect(signedIn.json.result.data.id).toBe(user.id);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a batch of calls in one request", async () => {
    const user = await signUp(api.deps, { email: "rosa@example.com", password: "correct horse", organizationName: "Rosa" });
    const calls = Array(10).fill("console.overview").join(",");
    const response = await fetch(`${api.baseUrl}/trpc/${calls}?batch=1&input=${encodeURIComponent("{}")}`, {
      headers: { cookie: await cookieFor(user) },
    });
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { result: { data: { organization: { name: string } } } }[];
    expect(answers.map((answer) => answer.result.data.organization.name)).toEqual(Array(10).fill("Rosa"));
  });

  /** One member for the tests of what the edge refuses (a sign-up hashes a password: it takes a while). */
  let member: ReturnType<typeof signUp> | undefined;
  const memberOf = () =>
    (member ??= signUp(api.deps, { email: "tariq@example.com", password: "correct horse", organizationName: "Tariq" }));

  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls with 413 before any of them runs`, async () => {
    const user = await memberOf();
    const calls = Array(MAX_BATCH_CALLS + 1).fill("console.settings.update");
    const inputs = Object.fromEntries(calls.map((_, index) => [index, { languages: ["fi"] }]));
    const refused = await trpc(`${calls.join(",")}?batch=1`, { cookie: await cookieFor(user) }, inputs);
    expect(refused.status).toBe(413);
    expect(refused.json.error).toMatchObject({
      message: `A batch may call at most ${MAX_BATCH_CALLS} procedures; this one calls ${MAX_BATCH_CALLS + 1}.`,
      data: { httpStatus: 413, code: "payload_too_large" },
    });
    expectError({ ...refused, json: { error: refused.json.error.error } }, 413, "payload_too_large");
    expect((await api.deps.db.organization.findUniqueOrThrow({ where: { id: user.orgId } })).languages).toEqual(["en"]);
  });

  it("answers JSON it cannot parse 400, in the body and in a query's input", async () => {
    const cookie = await cookieFor(await memberOf());
    const broken = [
      await fetch(`${api.baseUrl}/trpc/console.settings.update`, {
        method: "POST",
        headers: { cookie, "Content-Type": "application/json" },
        body: '{"languages": [',
      }),
      await fetch(`${api.baseUrl}/trpc/console.credits.ledger?input=${encodeURIComponent("{nope")}`, { headers: { cookie } }),
    ];
    for (const response of broken) {
      const answer = { status: response.status, headers: response.headers, json: (await response.json()) as any };
      expect(answer.json.error.data).toEqual({ httpStatus: 400, code: "invalid_json" });
      expectError({ ...answer, json: { error: answer.json.error.error } }, 400, "invalid_json");
    }
  });

  it("refuses a body that is not JSON with 415 before reading it, and names nothing of the server's insides", async () => {
    const user = await memberOf();
    const cookie = await cookieFor(user);
    const form = new FormData();
    form.set("languages", new Blob(['["fi"]']), "languages.json");
    const bodies: [string, FormData | URLSearchParams | string][] = [
      ["multipart form", form],
      ["url-encoded form", new URLSearchParams({ languages: "fi" })],
      ["text", '{"languages": ["fi"]}'],
    ];
    for (const [what, body] of bodies) {
      const response = await fetch(`${api.baseUrl}/trpc/console.settings.update`, {
        method: "POST",
        headers: { cookie, ...(typeof body === "string" ? { "Content-Type": "text/plain" } : {}) },
        body,
      });
      const text = await response.text();
      expect(response.status, what).toBe(415);
      const json = JSON.parse(text);
      expect(json.error).toMatchObject({
        message: "Send the body as application/json.",
        data: { httpStatus: 415, code: "unsupported_media_type" },
      });
      expectError(
        { status: response.status, headers: response.headers, json: { error: json.error.error } },
        415,
        "unsupported_media_type",
      );
      expect(json.error.error.details).toEqual([]);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await api.deps.db.organization.findUniqueOrThrow({ where: { id: user.orgId } })).languages).toEqual(["en"]);
  });

  /** A sign-in through the console's server, on behalf of the visitor at `visitor`. */
  const signInFor = (email: string) => (visitor: string, password: string) =>
    trpc(
      "console.auth.verifyCredentials",
      { "x-internal-secret": INTERNAL_SECRET, [VISITOR_ADDRESS_HEADER]: visitor },
      { email, password },
    );

  it("refuses a visitor's sign-ins for a while after too many wrong passwords, and no other visitor's", async () => {
    const omar = await signUp(api.deps, { email: "omar@example.com", password: "correct horse", organizationName: "Omar" });
    // Hashes of a test's cost: a dozen at production cost may outlast the test on a busy machine.
    await api.deps.db.user.update({ where: { id: omar.id }, data: { passwordHash: cheapPasswordHash("correct horse") } });
    // One guess at each of many emails: what the visitor's own limit is for.
    for (const email of await cheapAccounts(api, "guess", FAILURE_LIMITS.sign_in.points)) {
      expect((await signInFor(email)("203.0.113.7", "wrong guess")).status).toBe(401);
    }
    const signIn = signInFor("omar@example.com");
    const refused = await signIn("203.0.113.7", "wrong guess");
    expect(refused.status).toBe(429);
    expect(refused.json.error.data.code).toBe("rate_limited");
    // Even the right password, until the window ends.
    expect((await signIn("203.0.113.7", "correct horse")).status).toBe(429);
    expect((await signIn("198.51.100.2", "correct horse")).status).toBe(200);
  });

  it("limits each signed-in user's requests", async () => {
    const limited = await startApi({ NEXTAUTH_SECRET: SECRET, INTERNAL_API_SECRET: INTERNAL_SECRET, RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const user = await signUp(limited.deps, { email: "pia@example.com", password: "correct horse", organizationName: "Pia" });
      const overview = async () =>
        fetch(`${limited.baseUrl}/trpc/console.overview`, { headers: { cookie: await cookieFor(user, limited) } });
      for (let request = 0; request < 3; request++) expect((await overview()).status).toBe(200);
      const refused = await overview();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("floods of bad keys", () => {
  it("cost one lookup per distinct key, a few a minute once the client is refused, and lock out no valid key", async () => {
    const flooded = await startApi();
    try {
      // A client behind the same address (a reverse proxy, the console's server) whose key works.
      const neighbour = await flooded.createTenant();
      expect((await neighbour.call("GET", "/v1/me")).status).toBe(200);
      const statements = vi.spyOn(flooded.deps, "read");
      const anonymous = flooded.caller(unknownKey(7));
      expectError(await anonymous("GET", "/v1/me"), 401, "invalid_api_key");
      expectError(await anonymous("GET", "/v1/me"), 401, "invalid_api_key");
      expect(keyLookups(statements)).toBe(1);

      for (let n = 2; n < FAILURE_LIMITS.authentication.points; n++) {
        expectError(await flooded.caller(unknownKey(1000 + n))("GET", "/v1/me"), 401, "invalid_api_key");
      }
      const crossing = await flooded.caller(unknownKey(5000))("GET", "/v1/me");
      expectError(crossing, 429, "rate_limited");
      expect(Number(crossing.headers.get("retry-after"))).toBeGreaterThan(0);
      const lookupsBefore = keyLookups(statements);
      // The refused client's valid key that this server has not seen is looked up, and passes.
      const tenant = await flooded.createTenant();
      expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
      // So are a few other keys a minute; past them, the client's keys reach no database.
      for (let n = 1; n < BLOCKED_KEY_LOOKUPS_PER_MINUTE; n++) {
        expectError(await flooded.caller(unknownKey(6000 + n))("GET", "/v1/me"), 401, "invalid_api_key");
      }
      expect(keyLookups(statements)).toBe(lookupsBefore + BLOCKED_KEY_LOOKUPS_PER_MINUTE);
      expectError(await flooded.caller(unknownKey(5001))("GET", "/v1/me"), 429, "rate_limited");
      expect(keyLookups(statements)).toBe(lookupsBefore + BLOCKED_KEY_LOOKUPS_PER_MINUTE);
      // Keys this server accepted, before the flood or during it, are still checked, and pass.
      expect((await neighbour.call("GET", "/v1/me")).status).toBe(200);
      expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
      expect(keyLookups(statements)).toBe(lookupsBefore + BLOCKED_KEY_LOOKUPS_PER_MINUTE + 2);
    } finally {
      await flooded.close();
    }
  });
});

describe("on PostgreSQL, API processes", () => {
  // Shared limits are what the PostgreSQL store is for; the embedded database serves one process.
  const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  let first: Api;
  let second: Api;
  let close = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase(postgresUrl);
    first = await startApi({}, {}, database);
    second = await startApi({}, {}, database);
    close = async () => {
      await Promise.all([first.close(), second.close()]);
      await database.close();
    };
  });
  afterAll(() => close());

  it("share one rate limit per key", async () => {
    const tenant = await first.createTenant();
    await updateOrganizationSettings(first.deps, tenant.org.id, { rateLimitPerMinute: 3 });
    expect((await first.caller(tenant.key)("GET", "/v1/me")).status).toBe(200);
    expect((await second.caller(tenant.key)("GET", "/v1/me")).status).toBe(200);
    expect((await first.caller(tenant.key)("GET", "/v1/me")).status).toBe(200);
    expectError(await second.caller(tenant.key)("GET", "/v1/me"), 429, "rate_limited");
    expectError(await first.caller(tenant.key)("GET", "/v1/me"), 429, "rate_limited");
  });

  it("run each queued job once, whichever process queued it", async () => {
    const tenant = await first.createTenant(undefined, { credits: 1_000 });
    await tenant.call("POST", "/v1/products", { products: [{ sku: "TWO-1", name: "Shared sweater" }] });
    const [product] = (await tenant.call("GET", "/v1/products")).json.products;
    const servers = [first, second];
    const batchIds: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const created = await servers[batch % 2]!.caller(tenant.key)(
        "POST",
        "/v1/batches",
        { product_ids: [product.id] },
        { "Idempotency-Key": `two-processes-${batch}` },
      );
      batchIds.push(created.json.id);
    }
    // Each batch's submission, then the built-in provider's writing: twenty jobs, each claimed and run once.
    const ids = batchIds.flatMap((id) => [`job_submit_${id}`, `job_builtin_${id}`]);
    const jobs = () => first.deps.db.job.findMany({ where: { id: { in: ids } } });
    await expect.poll(async () => (await jobs()).filter((job) => job.status === "done").length, { timeout: 60_000 }).toBe(20);
    expect((await jobs()).map((job) => job.attempts)).toEqual(Array(20).fill(1));
  }, 120_000);

  it("refuse a key revoked by another on its very next request", async () => {
    const tenant = await first.createTenant();
    expect((await first.caller(tenant.key)("GET", "/v1/me")).status).toBe(200);
    expect((await second.caller(tenant.key)("GET", "/v1/me")).status).toBe(200);
    await revokeApiKey(first.deps, tenant.keyId);
    expectError(await second.caller(tenant.key)("GET", "/v1/me"), 401, "invalid_api_key");
    expectError(await first.caller(tenant.key)("GET", "/v1/me"), 401, "invalid_api_key");
  });
});
