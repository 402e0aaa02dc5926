import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { encode } from "next-auth/jwt";
import sharp, { type Color, type FormatEnum } from "sharp";
import { pino, type DestinationStream } from "pino";
import { expect } from "vitest";
import {
  createApiKey,
  createOrganization,
  loadConfig,
  newId,
  SCOPES,
  startConsoleSession,
  startTextWork,
  type JobRunnerOptions,
  type Role,
  type Scope,
} from "@proseo/core";
import { type Database, openDatabase, type PrismaClient } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { startFakeOpenAi } from "@proseo/core/testing";
import { freePort } from "@proseo/core/testing/ports";
import { publishableSweater, sweater } from "@proseo/writer/testing";
import { createApiServer } from "../src/http/app.js";
import { appRouter } from "../src/router.js";
import { createServices } from "../src/services.js";
import type { ProcedureMeta } from "../src/trpc.js";
import { serverContract } from "./openapi-validator.js";

const ALL_SCOPES: Scope[] = [...SCOPES];
const TEST_TEXT_TIME_LIMIT_MS = 600_000;

// The in-process servers' text work, started as apps/api/src/main.ts starts it, but with a time limit no load of the
// test files reaches: a language stopped at the service's 20 s on a busy machine would fail a test about something
// else (feeds.test.ts and generation-sources.test.ts did on CI). Once per worker: the test files share its modules.
startTextWork({ timeLimitMs: TEST_TEXT_TIME_LIMIT_MS });

/**
 * Where a test file's servers log by default: warnings and errors, to a file per test file and pass
 * (`test-results/logs/<pass>/<file>.log`), which scripts/tally-tests.mjs prints only when that file
 * failed. Most of them are errors the tests provoke on purpose, which would drown a real failure.
 */
const testFileLogs = new Map<string, DestinationStream>();
function testFileLog(): DestinationStream {
  const file = path.basename(expect.getState().testPath ?? "outside-a-test-file");
  const dest = path.join(import.meta.dirname, "..", "test-results", "logs", process.env.VITEST_RESULTS ?? "local", `${file}.log`);
  // One open file per log, however many servers a file starts.
  let log = testFileLogs.get(dest);
  if (!log) testFileLogs.set(dest, (log = pino.destination({ dest, mkdir: true, append: true, sync: true })));
  return log;
}

/**
 * The real HTTP server on a free port, over a database of its own (or a `shared` one another server
 * also uses, left open at close), with a clock the test can move; its log goes to `logTo` (by default
 * the test file's log, warnings and errors only).
 */
export async function startApi(
  env: Record<string, string> = {},
  runner: Partial<JobRunnerOptions> = {},
  shared?: Database & { url?: string },
  logTo?: DestinationStream,
) {
  const database = shared ?? (await openTestDatabase());
  // Files (media blobs, the media URL secret) go to a directory of the test's own.
  env = {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "proseo-api-test-")),
    ...(logTo ? {} : { LOG_LEVEL: "warn" }),
    ...env,
  };
  // On PostgreSQL the server is configured as in production: its database URL also selects the shared rate limits.
  if (database.url) env = { DATABASE_URL: database.url, ...env };
  let now = Date.parse("2026-03-01T09:00:00Z");
  const services = createServices(
    loadConfig({ NODE_ENV: "test", ...env }),
    database,
    () => new Date(now),
    {
      pollIntervalMs: 50,
      backoffMs: () => 0,
      ...runner,
    },
    logTo ?? testFileLog(),
  );
  services.jobRunner.start();
  services.deps.batchProvider.start?.();
  const app = await createApiServer(services);
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const { deps } = services;

  async function createTenant(scopes: Scope[] = ALL_SCOPES, options: { credits?: number; languages?: string[] } = {}) {
    const org = await createOrganization(deps, {
      name: `Tenant ${Math.random().toString(36).slice(2, 8)}`,
      languages: options.languages ?? ["en", "de"],
      credits: options.credits ?? 1000,
    });
    const { key, apiKey } = await createApiKey(deps, { orgId: org.id, scopes });
    return { org, key, keyId: apiKey.id, call: caller(key) };
  }

  const contract = serverContract(baseUrl);

  /** fetch with the key, JSON bodies and the parsed answer, checked against the server's OpenAPI document. */
  function caller(key: string | null) {
    return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      // A string or a form is sent as it is (a form as multipart/form-data); anything else as JSON.
      const raw = typeof body === "string" || body instanceof FormData;
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          ...(key ? { Authorization: `Bearer ${key}` } : {}),
          ...(body !== undefined && !raw ? { "Content-Type": "application/json" } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? (body as string | FormData) : JSON.stringify(body),
      });
      const text = await response.text();
      (await contract()).check({ method, url: path, status: response.status, headers: response.headers, text });
      let json: any;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, json, text };
    };
  }

  /** Creates products through POST /v1/products and answers the tenant's product ids by SKU. */
  async function importProducts(
    tenant: { org: { id: string }; call: ReturnType<typeof caller> },
    products: Record<string, unknown>[],
  ) {
    expect((await tenant.call("POST", "/v1/products", { products })).status).toBe(200);
    const rows = await deps.db.product.findMany({ where: { orgId: tenant.org.id } });
    return Object.fromEntries(rows.map((row) => [row.sku, row.id]));
  }

  return {
    baseUrl,
    database,
    deps,
    services,
    createTenant,
    importProducts,
    caller,
    advance: (ms: number) => void (now += ms),
    async close() {
      await Promise.all([services.jobRunner.stop(), services.deps.batchProvider.stop?.()]);
      app.server.closeAllConnections();
      await app.close();
      await services.close();
      if (!shared) await database.close();
    },
  };
}

/**
 * A password hash at a low cost (N = 2^10), which verifyPassword reads from the hash: limits do not depend
 * on the cost, and each sign-in of a test would otherwise take a core for 0.3 s (far more on a busy machine).
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/**
 * Accounts of no organization (none of them signs in) that password guesses are sent to: each guess is answered 401
 * after hashing at `cheapPasswordHash`'s low cost, where an unknown email costs a production hash.
 */
export async function cheapAccounts(target: Api, prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@example.com`);
  await target.deps.db.user.createMany({
    data: emails.map((email) => ({ id: newId("usr"), email, passwordHash: cheapPasswordHash(`not-${email}`) })),
  });
  return emails;
}

export type Api = Awaited<ReturnType<typeof startApi>>;

/** The sweater whose text a reader would publish unread (packages/writer/src/testing/publishable-sweater.ts), as a catalog sends it. */
export const PUBLISHABLE_SWEATER = {
  sku: sweater.sku,
  name: sweater.name,
  brand: sweater.brand,
  category: sweater.category,
  source_data: sweater.sourceData,
};

/**
 * The service with an OpenAI-compatible text engine that answers every request with the text a reader would publish
 * of PUBLISHABLE_SWEATER in the language asked (and refuses one it has none in): candidates the quality gate passes, for the tests of what passing
 * allows (bulk approve, auto-publish). The built-in writer's texts do not pass it: readers grade them "rewrite"
 * (bench/quality/grading).
 */
export async function startPublishingApi(env: Record<string, string> = {}) {
  // Its JSON-LD names no SKU: the tests' sweaters are many, each with its own. A language it has no text in, it refuses.
  const engine = await startFakeOpenAi((language) => {
    const text = publishableSweater[language];
    if (!text) return "refused";
    const { sku: _sku, ...jsonLd } = text.json_ld;
    return { answer: { ...text, json_ld: jsonLd } };
  });
  const api = await startApi({ TEXT_ENGINE: "openai", ...fakeOpenAiEnv(engine), ...env });
  return {
    ...api,
    async close() {
      await api.close();
      await engine.close();
    },
  };
}
export type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

/**
 * The console's session cookie for a session of the user in the organization, as the console's
 * server writes it at sign-in (`sessionId`: an existing session; by default a new one is started).
 */
export async function sessionCookie(
  api: Pick<Api, "deps">,
  session: { userId: string; orgId: string; sessionId?: string },
  secret: string,
) {
  const { userId, orgId } = session;
  const sessionId = session.sessionId ?? (await startConsoleSession(api.deps, userId, orgId));
  return `next-auth.session-token=${await encode({ token: { sub: userId, orgId, sessionId }, secret })}`;
}

/**
 * A console session of a new member of the tenant's organization (an owner unless `role` says
 * otherwise), calling /trpc as the console's pages do; `secret` is the NEXTAUTH_SECRET the API was
 * started with.
 */
export async function consoleSession(api: Api, tenant: Pick<Tenant, "org">, secret: string, role: Role = "owner") {
  // Signed in by a minted session alone, the member needs no password: none is hashed (a few hundred
  // milliseconds of a core each, many seconds on a loaded machine), and none would match.
  const user = await api.deps.db.user.create({
    data: {
      id: newId("usr"),
      email: `member-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: "none",
      memberships: { create: { id: newId("mem"), orgId: tenant.org.id, role } },
    },
  });
  const signIn = () => sessionCookie(api, { userId: user.id, orgId: tenant.org.id }, secret);
  let cookie = await signIn();
  const send = async (method: "GET" | "POST", path: string, input?: unknown) => {
    const query = method === "GET" && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
    const response = await fetch(`${api.baseUrl}/trpc/${path}${query}`, {
      method,
      headers: { "Content-Type": "application/json", cookie },
      body: method === "POST" ? JSON.stringify(input) : undefined,
    });
    return { status: response.status, json: (await response.json()) as any };
  };
  return {
    user,
    get cookie() {
      return cookie;
    },
    /** A new session of the same member, after the last one ended (signed out, expired). */
    signInAgain: async () => {
      cookie = await signIn();
    },
    query: (path: string, input?: unknown) => send("GET", path, input),
    mutate: (path: string, input: unknown) => send("POST", path, input),
  };
}

/** Every procedure of the router, by its path (e.g. "console.keys.list"). */
export const routerProcedures = () =>
  Object.entries(appRouter._def.procedures as Record<string, unknown>).map(([path, procedure]) => {
    const { type, meta, inputs } = (
      procedure as { _def: { type: "query" | "mutation"; meta?: ProcedureMeta; inputs: unknown[] } }
    )._def;
    return { path, type, meta, takesInput: inputs.length > 0 };
  });

/** Asserts the contract's error body and headers, and returns the error object. */
export function expectError(
  response: { status: number; headers: Headers; json: any },
  status: number,
  code: string,
): { code: string; message: string; details: { path: string; message: string }[] } {
  const { error } = response.json ?? {};
  const summary = JSON.stringify(response.json);
  if (response.status !== status || error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.status} ${summary}`);
  }
  if (Object.keys(response.json).length !== 1) throw new Error(`extra top-level fields: ${summary}`);
  if (error.status !== status || typeof error.message !== "string" || !Array.isArray(error.details)) {
    throw new Error(`error body not in the contract's shape: ${summary}`);
  }
  if (!error.request_id?.startsWith("req_") || response.headers.get("request-id") !== error.request_id) {
    throw new Error(`request_id ${error.request_id} does not match Request-Id ${response.headers.get("request-id")}`);
  }
  return error;
}

/** Polls `probe` until it answers something truthy (work done by a background job), for up to 10 s. */
/** A one-colour image in `format`, for uploads (the colour changes its bytes, hence its content-addressed key). */
export const solidImage = (
  format: keyof FormatEnum & string,
  width = 40,
  height = 30,
  background: Color = { r: 200, g: 40, b: 90 },
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  for (let tries = 0; tries < 400; tries++) {
    const value = await probe();
    if (value) return value;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits until the built-in batch provider's job has written every description of the batch. */
export const builtinBatchWritten = (api: Pick<Api, "deps">, batchId: string) =>
  waitFor("the built-in provider's job", async () => {
    const job = await api.deps.db.job.findUnique({ where: { id: `job_builtin_${batchId}` } });
    return job?.status === "done";
  });

/** The settings that point the API's OpenAI-compatible calls at a fake server started by the test. */
export const fakeOpenAiEnv = (fake: { baseUrl: string }) => ({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: "sk-test",
  OPENAI_MODEL: "gpt-test",
});

/** The organization's ledger, checked to add up to its balance (which it must, always). */
export async function ledgerOf(api: Api, tenant: { org: { id: string } }) {
  const entries = await api.deps.db.creditEntry.findMany({ where: { orgId: tenant.org.id }, orderBy: { createdAt: "asc" } });
  const org = await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } });
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(org.creditBalance);
  const reservations = entries.filter((entry) => ["reserve", "release", "refund"].includes(entry.kind));
  expect(reservations.reduce((sum, entry) => sum - entry.amount, 0)).toBe(org.reservedCredits);
  return { entries, balance: org.creditBalance };
}

/**
 * The organization's ledger is whole: its entries add up to its balance, none happened twice, its
 * reservations add up to what is reserved, synchronous generations were charged what they recorded, and
 * every batch charged or refunded all it reserved, one charge per succeeded item, after ingesting every item.
 */
export async function expectWholeLedger(prisma: PrismaClient, orgId: string, batchIds: string[]) {
  const entries = await prisma.creditEntry.findMany({ where: { orgId } });
  const org = await prisma.organization.findUniqueOrThrow({ where: { id: orgId } });
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(org.creditBalance);
  expect(new Set(entries.map((entry) => `${entry.kind} ${entry.reference}`)).size).toBe(entries.length);
  const reservations = entries.filter((entry) => ["reserve", "release", "refund"].includes(entry.kind));
  expect(reservations.reduce((sum, entry) => sum - entry.amount, 0)).toBe(org.reservedCredits);
  // A sync generation charges each succeeded language once, in the transaction that records it: what
  // the charges took is what the recorded results say.
  const syncCharges = entries.filter((entry) => entry.kind === "charge" && entry.reference.startsWith("generation:"));
  const recorded = await prisma.generation.aggregate({
    where: { orgId, engine: { not: { startsWith: "batch:" } } },
    _sum: { creditsCharged: true },
  });
  // Subtracted from 0, not negated: no charges at all sum to 0, which toBe tells apart from -0.
  expect(syncCharges.reduce((sum, entry) => sum - entry.amount, 0)).toBe(recorded._sum.creditsCharged ?? 0);
  for (const batch of await prisma.batch.findMany({ where: { id: { in: batchIds } } })) {
    expect(batch.creditsCharged + batch.creditsRefunded).toBe(batch.creditsReserved);
    const items = await prisma.batchItem.findMany({ where: { batchId: batch.id } });
    expect(items.every((item) => item.ingestedAt !== null)).toBe(true);
    const charges = entries.filter((entry) => entry.kind === "charge" && entry.reference.startsWith(`batch:${batch.id}:`));
    expect(charges.length).toBe(items.filter((item) => item.status === "succeeded").length);
  }
  return entries;
}

/** The built server (dist/main.js) as a process of its own, once it says it is listening. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // One text thread unless a test asks for more: each thread builds the writer's tables before the server listens
  // (3 s of CPU), and the process tests start servers one after another on two cores beside the other tests.
  const server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../dist/main.js")], {
    env: { TEXT_THREADS: "1", TEXT_TIME_LIMIT_MS: String(TEST_TEXT_TIME_LIMIT_MS), ...env },
  });
  // Its whole log goes to the test file's log, like the in-process servers'; the last of it stays at hand for errors.
  const log = testFileLog();
  let output = "";
  const keep = (chunk: Buffer) => {
    log.write(chunk.toString());
    output = (output + chunk).slice(-16_000);
  };
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      keep(chunk);
      if (output.includes("listening")) resolve();
    });
    server.stderr!.on("data", keep);
    server.once("exit", (code, signal) => reject(new Error(`server exited (${code ?? signal}):\n${output}`)));
  });
  // A server that ends by itself, not stopped by a test's signal, says why in the test's output.
  server.once("exit", (code, signal) => {
    if (signal === null && code !== 0)
      process.stderr.write(`The built server exited ${code} by itself:\n${output.slice(-8_000)}\n`);
  });
  return server;
}

/** Stops a server process (SIGTERM: a graceful stop; SIGKILL: a crash) and waits until it is gone. */
export async function stopBuiltServer(server: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill(signal);
  await exited;
}

/**
 * A fresh database holding one organization with a key, and the built server started over it as a
 * process of its own (on PostgreSQL when TEST_DATABASE_URL is set, else embedded in a new DATA_DIR).
 * `database` is this process's connection: to the embedded database it is the server's client.
 */
export async function startServerProcess(options: {
  organization: string;
  credits: number;
  scopes: Scope[];
  languages?: string[];
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const postgres = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "proseo-process-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  };
  let database: Database = postgres ?? (await openDatabase({ dataDir }));
  await database.migrate();
  const deps = { db: database.prisma, read: database.read, now: () => new Date() };
  const org = await createOrganization(deps, {
    name: options.organization,
    languages: options.languages ?? ["en"],
    credits: options.credits,
  });
  const { key } = await createApiKey(deps, { orgId: org.id, scopes: options.scopes });
  // The embedded database is served by the server: this process becomes its client from here on.
  if (!postgres) await database.close();
  const server = await startBuiltServer(env);
  if (!postgres) database = await openDatabase({ dataDir });
  const base = `http://127.0.0.1:${port}`;
  const service = {
    base,
    env,
    database,
    server,
    orgId: org.id,
    key,
    call: keyCaller(base, key),
    /** Starts the server again over the same data, once `stop` (or a test's own signal) has ended it. */
    start: async () => void (service.server = await startBuiltServer(env)),
    /** Stops the server: SIGTERM is a graceful stop, SIGKILL a crash. */
    stop: (signal: NodeJS.Signals = "SIGTERM") => stopBuiltServer(service.server, signal),
    /** Kills the server and closes this process's connection (afterAll). */
    close: async () => {
      await stopBuiltServer(service.server, "SIGKILL");
      await service.database.close();
    },
  };
  return service;
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * /v1 of a server process at `base`, called with `key`: a FormData is sent as it is, any other body as JSON.
 * Answers the status and the parsed body; a body cut short (a server killed while answering) throws.
 */
export const keyCaller =
  (base: string, key: string) =>
  async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(base + url, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(json ? { "Content-Type": "application/json" } : {}), ...headers },
      body: body instanceof FormData ? body : json ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: JSON.parse(await response.text()) as any };
  };

/** A person's edit of a product's texts in one language (PATCH /v1/products/{id}/content/{language}). */
export const edit = (tenant: Pick<Tenant, "call">, id: string, body: unknown, language = "en") =>
  tenant.call("PATCH", `/v1/products/${id}/content/${language}`, body);
/** A product in detail. */
export const detail = async (tenant: Pick<Tenant, "call">, id: string) => (await tenant.call("GET", `/v1/products/${id}`)).json;
/** A product's revisions, newest first. */
export const revisions = async (tenant: Pick<Tenant, "call">, id: string) =>
  (await tenant.call("GET", `/v1/products/${id}/revisions`)).json.revisions as {
    version: number;
    reason: string;
    changes: Record<string, unknown>;
  }[];

/** A product with content-worthy facts and a bookkeeping column (internal_notes), as the keeping and staleness tests import it. */
export const SWEATER = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  source_data: { color: "navy", material: "merino wool", weight_kg: 1.2, internal_notes: "restock in May" },
};
