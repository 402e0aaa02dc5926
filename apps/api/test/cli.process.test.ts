// The built service as a user runs it: the proseo CLI and the API server as separate processes.
import { execFile, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { FAKE_SERVERS, startFakeOpenAi } from "@proseo/core/testing";
import { startFakeOpenAiBatch } from "@proseo/core/testing/openai-batch";
import { freePort } from "@proseo/core/testing/ports";
import { startBuiltServer, stopBuiltServer } from "./support.js";

const apiPackage = path.resolve(import.meta.dirname, "..");
const dist = path.join(apiPackage, "dist");
// The CLI as the package publishes it: its `proseo` bin.
const cli = path.join(apiPackage, JSON.parse(readFileSync(path.join(apiPackage, "package.json"), "utf8")).bin.proseo);
// Each CLI call is a process that opens the database: give this file a budget for a loaded machine.
// Each test starts the built server (its text thread warms the writer's tables before it listens: 3 s alone, up to a
// minute at nice 10 beside the browser journeys of scripts/test-all.sh) and runs CLI processes around it.
vi.setConfig({ testTimeout: 300_000 });
const run = promisify(execFile);

let env: NodeJS.ProcessEnv;
let closeDatabase = async () => {};
let server: ChildProcess | undefined;
let port: number;

async function proseo(...args: string[]): Promise<any> {
  const { stdout } = await run(process.execPath, [cli, ...args, "--json"], { env });
  return JSON.parse(stdout);
}

const startServer = async (extraEnv: Record<string, string> = {}) =>
  void (server = await startBuiltServer({ ...env, ...extraEnv, PORT: String(port) }));
const stopServer = (signal: NodeJS.Signals = "SIGTERM") => stopBuiltServer(server, signal);

/** Calls the running server's /v1 with an API key. */
const caller =
  (key: string) =>
  (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as any }));

const me = (key: string) => fetch(`http://127.0.0.1:${port}/v1/me`, { headers: { Authorization: `Bearer ${key}` } });

beforeAll(async () => {
  if (!existsSync(path.join(dist, "main.js"))) throw new Error("Build first: pnpm build");
  const database = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
  closeDatabase = async () => database?.close();
  env = {
    ...process.env,
    NODE_ENV: "production",
    ...(database?.url ? { DATABASE_URL: database.url } : { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "proseo-proc-")) }),
  };
  port = await freePort();
});

afterAll(async () => {
  await stopServer();
  await closeDatabase();
});

describe("the proseo CLI and the API server", () => {
  // The first four tests are one operator's session, in steps: each starts from what the one before left.
  let org: any;
  let created: any;
  let second: any;

  it("set up an organization and a key before the server runs, then serve it", async () => {
    org = await proseo("org", "create", "--name", "Acme", "--languages", "en,de", "--credits", "1000");
    expect(org.organization).toMatchObject({ name: "Acme", languages: ["en", "de"], balance: 1000 });
    created = await proseo(
      "key",
      "create",
      "--org",
      org.id,
      "--scope",
      "catalog:read",
      "--scope",
      "generate",
      "--expires-in",
      "30d",
    );
    expect(created.key).toMatch(/^svck_[0-9A-Za-z]{40}$/);

    await startServer();
    const response = await me(created.key);
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).key.scopes).toEqual(["catalog:read", "generate"]);

    // The CLI keeps working while the server holds the database.
    second = await proseo("key", "create", "--org", org.id, "--scope", "export");
    expect((await me(second.key)).status).toBe(200);
    expect((await proseo("credits", "grant", "--org", org.id, "--amount", "250")).balance).toBe(1250);
    expect(((await (await me(second.key)).json()) as any).organization.balance).toBe(1250);
  });

  it("revoke a key, pause and resume the organization and change its settings while the server runs", async () => {
    await proseo("key", "revoke", created.id);
    expect((await me(created.key)).status).toBe(401);
    const { keys } = await proseo("key", "list", "--org", org.id);
    expect(keys.map((k: { id: string; status: string }) => [k.id, k.status])).toEqual([
      [second.id, "active"],
      [created.id, "revoked"],
    ]);

    await proseo("org", "pause", org.id);
    expect((await me(second.key)).status).toBe(503);
    await proseo("org", "resume", org.id);
    // AI-only pause and the daily AI cap leave the rest of the API working.
    expect((await proseo("org", "pause", org.id, "--ai-only")).organization).toMatchObject({
      ai_paused: true,
      api_paused: false,
    });
    expect((await me(second.key)).status).toBe(200);
    await proseo("org", "resume", org.id, "--ai-only");
    const settings = await proseo("org", "set", org.id, "--daily-ai-cap", "40", "--rate-limit", "120", "--languages", "en,fr");
    expect(settings.organization).toMatchObject({
      daily_ai_spend_cap: 40,
      rate_limit_per_minute: 120,
      languages: ["en", "fr"],
      ai_paused: false,
    });
    expect((await proseo("org", "set", org.id, "--daily-ai-cap", "none")).organization.daily_ai_spend_cap).toBeNull();
    // The export's default channel is the operator's to set; a request naming no channel gets it.
    expect(settings.organization.default_channel).toBe("shopify");
    expect((await proseo("org", "set", org.id, "--default-channel", "woocommerce")).organization.default_channel).toBe(
      "woocommerce",
    );
    const csv = await fetch(`http://127.0.0.1:${port}/v1/export/catalog.csv?language=en`, {
      headers: { Authorization: `Bearer ${second.key}` },
    });
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="acme-woocommerce-en.csv"');
    // The default file, the content update: keys and texts.
    expect((await csv.text()).startsWith("SKU,Short description,Description,")).toBe(true);
    await expect(proseo("org", "set", org.id, "--default-channel", "amazon")).rejects.toThrow(/defaultChannel: Invalid option/);
  });

  it("keep the organization and its keys over a restart", async () => {
    await stopServer();
    await startServer();
    expect((await me(second.key)).status).toBe(200);
    expect((await me(created.key)).status).toBe(401);
  });

  it("create a console user and invitations for the organization", async () => {
    await proseo("user", "create", "--email", "ada@example.com", "--password", "correct horse", "--org", org.id);
    // Invitations from the CLI: the link is printed once; the operator lists and revokes them.
    const invitation = await proseo(
      "invite",
      "create",
      ...["--org", org.id, "--email", "bea@example.com", "--role", "editor", "--console-url", "https://console.example.com/"],
    );
    expect(invitation.link).toBe(`https://console.example.com/invite/${invitation.token}`);
    expect((await proseo("invite", "list", "--org", org.id)).invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: "bea@example.com", role: "editor" }),
    ]);
    await proseo("invite", "revoke", "--org", org.id, invitation.id);
    expect((await proseo("invite", "list", "--org", org.id)).invitations).toEqual([]);
  });

  it("finish a batch submission that a killed server left unfinished, after the next start", async () => {
    await stopServer();
    const fake = await startFakeOpenAiBatch();
    try {
      // A short lease: if the kill lands while the job runs, the next start takes it over soon.
      const providerEnv = {
        JOB_LEASE_MS: "1000",
        BATCH_PROVIDER: "openai",
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: "test-key",
        OPENAI_MODEL: "gpt-test",
      };
      const org = await proseo("org", "create", "--name", "Batcher", "--languages", "en", "--credits", "10");
      const { key } = await proseo(
        "key",
        "create",
        "--org",
        org.id,
        "--scope",
        "catalog:write",
        "--scope",
        "catalog:read",
        "--scope",
        "generate",
      );
      const call = caller(key);

      // The provider refuses every upload: the submission job is retrying when the server dies.
      fake.fail("POST /v1/files", 1_000);
      await startServer(providerEnv);
      await call("POST", "/v1/products", { products: [{ sku: "K-1", name: "Kettle" }] });
      const productId = (await call("GET", "/v1/products")).json.products[0].id;
      const batch = await call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "killed" });
      expect(batch.status).toBe(201);
      while (!fake.calls.includes("POST /v1/files")) await sleep(20);
      await sleep(200);
      await stopServer("SIGKILL");

      fake.fail("POST /v1/files", 0);
      await startServer(providerEnv);
      while (fake.batches.size === 0) await sleep(50);
      const [providerBatchId] = fake.batches.keys();
      expect(fake.batches.get(providerBatchId!)!.metadata).toEqual({ proseo_batch_id: batch.json.id });
      fake.complete(providerBatchId!);
      expect((await call("GET", `/v1/batches/${batch.json.id}`)).json).toMatchObject({
        status: "ended",
        succeeded_count: 1,
        credits_charged: 1,
      });
    } finally {
      await stopServer();
      await fake.close();
    }
  });

  it("refresh at start the readiness of a database older than the feed channels", async () => {
    const org = await proseo("org", "create", "--name", "Upgraded", "--languages", "en");
    const { key } = await proseo("key", "create", "--org", org.id, "--scope", "catalog:write", "--scope", "export");
    const call = caller(key);
    await startServer();
    const products = [
      { sku: "U-1", name: "Kettle" },
      { sku: "U-2", name: "Mug" },
    ];
    expect((await call("POST", "/v1/products", { products })).status).toBe(200);
    const total = async () => (await call("GET", "/v1/channels/google_merchant/readiness?language=en")).json.total;
    expect(await total()).toBe(2);
    await stopServer();
    // The database as it was before the feeds' migration: no states or counts for them, no refresh done.
    const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
    try {
      const feeds = ["google_merchant", "openai_products"];
      await database.prisma.productReadiness.deleteMany({ where: { channel: { in: feeds } } });
      await database.prisma.readinessCount.deleteMany({ where: { channel: { in: feeds } } });
      await database.prisma.readinessRefresh.deleteMany();
    } finally {
      await database.close();
    }
    await startServer();
    await expect.poll(total, { timeout: 30_000 }).toBe(2);
  });

  it("report bad input as a JSON error and a non-zero exit", async () => {
    const failure = await proseo("org", "show", "org_missing").catch((error: { code: number; stdout: string }) => error);
    expect(failure.code).toBe(1);
    expect(JSON.parse(failure.stdout).error.code).toBe("not_found");
    // An unknown organization is that, whatever the command, and nothing is done.
    for (const command of [
      ["credits", "grant", "--org", "org_missing", "--amount", "5"],
      ["key", "create", "--org", "org_missing", "--scope", "export"],
      ["key", "list", "--org", "org_missing"],
      ["invite", "list", "--org", "org_missing"],
      ["user", "create", "--email", "nobody@example.com", "--password", "correct horse", "--org", "org_missing"],
    ]) {
      const unknown = await proseo(...command).catch((error: { code: number; stdout: string }) => error);
      expect(JSON.parse(unknown.stdout).error, command.join(" ")).toMatchObject({
        code: "not_found",
        message: "No such organization.",
      });
    }
    const invalid = await proseo("org", "create", "--name", "X", "--languages", "english").catch(
      (error: { stdout: string }) => error,
    );
    expect(JSON.parse(invalid.stdout).error).toMatchObject({ code: "validation_failed", details: [{ path: "languages.0" }] });
  });

  it("check the text engine's server with engine check, and name one it cannot use", async () => {
    const fake = await startFakeOpenAi(() => "ok", { server: FAKE_SERVERS["llama.cpp"] });
    const check = (baseUrl: string) =>
      run(process.execPath, [cli, "engine", "check", "--json"], {
        env: { ...env, TEXT_ENGINE: "openai", OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: "k", OPENAI_MODEL: "gpt-test" },
      });
    try {
      expect(JSON.parse((await check(fake.baseUrl)).stdout)).toMatchObject({
        engine: "openai",
        output: "json_object",
        tokenLimit: "max_tokens",
        contextLength: 4096,
        warnings: [expect.stringMatching(/no json_schema/), expect.stringMatching(/context of 4096 tokens/)],
      });
      const failure = await check("http://127.0.0.1:9/v1").then(
        () => expect.fail("engine check passed"),
        (error: { code: number; stdout: string }) => error,
      );
      expect(failure.code).toBe(1);
      expect(JSON.parse(failure.stdout).error).toMatchObject({
        code: "service_unavailable",
        message: "The text engine cannot be used: The text engine could not be reached.",
      });
    } finally {
      await fake.close();
    }
  });

  it("never make a /v1 request fail while a CLI command holds the server's embedded database", async () => {
    // The limit an earlier test set (120 a minute) would turn this load into 429s on a slow machine: this test is
    // about the database, so the organization's limit is set far above what the load can send.
    await proseo("org", "set", org.id, "--rate-limit", "100000");
    let running = true;
    const answers: number[] = [];
    // Requests in flight the whole time the commands run, about ten a second.
    const load = (async () => {
      while (running) {
        answers.push((await me(second.key)).status);
        await sleep(100);
      }
    })();
    for (let command = 0; command < 3; command++) {
      await proseo("org", "list");
      await proseo("credits", "grant", "--org", org.id, "--amount", "1");
    }
    running = false;
    await load;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it("list every organization, so that an operator who did not note an id finds it", async () => {
    const listed = await proseo("org", "create", "--name", "Listed Ltd", "--languages", "en", "--credits", "7");
    const { organizations } = await proseo("org", "list");
    expect(organizations.find((org: { id: string }) => org.id === listed.id)).toMatchObject({ name: "Listed Ltd", balance: 7 });
    expect(organizations.map((org: { id: string }) => org.id)).toContain(org.id);
    const { stdout } = await run(process.execPath, [cli, "org", "list"], { env });
    expect(stdout).toContain(`${listed.id}  Listed Ltd  (en; 7 credits)`);
  });

  it("turn an organization's auto-publish on and off with org set", async () => {
    const org = await proseo("org", "create", "--name", "Publisher", "--languages", "en");
    expect(org.organization.auto_publish).toBe(false);
    expect((await proseo("org", "set", org.id, "--auto-publish", "on")).organization.auto_publish).toBe(true);
    expect((await proseo("org", "show", org.id)).organization.auto_publish).toBe(true);
    const { stdout } = await run(process.execPath, [cli, "org", "set", org.id, "--auto-publish", "off"], { env });
    expect(stdout).toContain("auto-publish: off");
    expect((await proseo("org", "show", org.id)).organization.auto_publish).toBe(false);
    const wrong = await proseo("org", "set", org.id, "--auto-publish", "yes").catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout).error).toMatchObject({
      code: "validation_failed",
      message: "--auto-publish must be on or off.",
    });
  });

  it("run from the repository root as pnpm proseo", async () => {
    const root = path.resolve(apiPackage, "../..");
    const args = ["--silent", "proseo", "org", "create", "--name", "Rooted", "--languages", "en", "--json"];
    const { stdout } = await run("pnpm", args, { cwd: root, env });
    expect(JSON.parse(stdout).organization).toMatchObject({ name: "Rooted", languages: ["en"] });
  });
});
