// `proseo backup` while the service takes writes, `proseo restore` into a new DATA_DIR and a service
// started on it: every write acknowledged before the backup began is there, and the copy is whole. Then
// what restore refuses, and, on PostgreSQL, the refusal that points at pg_dump and the documented
// pg_dump / pg_restore path itself.
import { type ChildProcess, execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "@proseo/db";
import { freePort } from "@proseo/core/testing/ports";
import { keyCaller, type ServerProcess, startBuiltServer, startServerProcess, stopBuiltServer } from "./support.js";

const apiPackage = path.resolve(import.meta.dirname, "..");
// The CLI as the package publishes it: its `proseo` bin.
const cli = path.join(apiPackage, JSON.parse(readFileSync(path.join(apiPackage, "package.json"), "utf8")).bin.proseo);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });
const run = promisify(execFile);

/** The CLI with --json: its exit code and the JSON object it printed (the error's, when it failed). */
async function proseo(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; json: any; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args, "--json"], { env });
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: failed.stdout ? JSON.parse(failed.stdout) : undefined, stderr: failed.stderr };
  }
}

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `proseo-backup-${name}-`));

const servers: (ChildProcess | undefined)[] = [];
const databases: Database[] = [];

afterAll(async () => {
  for (const server of servers) await stopBuiltServer(server);
  for (const database of databases) await database.close();
});

const startService = () =>
  startServerProcess({
    organization: "Backed up",
    credits: 1_000_000,
    scopes: ["catalog:read", "catalog:write", "generate"],
    env: { RATE_LIMIT_PER_MINUTE: "1000000" },
  }).then((service) => {
    servers.push(service.server);
    databases.push(service.database);
    return service;
  });

interface Upsert {
  sku: string;
  n: number;
  acknowledgedAt: number;
}
interface Generation {
  productId: string;
  version: number;
  balance: number;
  acknowledgedAt: number;
}

/** Clients upserting and generating through /v1 until stopped, recording every 2xx answer and when it came. */
function writeContinuously(call: ServerProcess["call"], productIds: string[]) {
  const upserts: Upsert[] = [];
  const generations: Generation[] = [];
  const stop = { now: false };
  let sequence = 0;
  const worker = async () => {
    while (!stop.now) {
      const n = sequence++;
      if (n % 3 === 2) {
        const productId = productIds[n % productIds.length]!;
        const answer = await call("POST", "/v1/generations", { product_id: productId, languages: ["en"] });
        if (answer.status === 200) {
          generations.push({ productId, version: answer.json.version, balance: answer.json.balance, acknowledgedAt: Date.now() });
        }
      } else {
        // New products, and new names for the ones being generated (a new revision each).
        const sku = n % 3 === 0 ? `NEW-${n}` : `GEN-${n % productIds.length}`;
        const answer = await call("POST", "/v1/products", { products: [{ sku, name: `Sweater ${n}` }] });
        if (answer.status === 200) upserts.push({ sku, n, acknowledgedAt: Date.now() });
      }
    }
  };
  const workers = Array.from({ length: 3 }, worker);
  return {
    upserts,
    generations,
    async stop() {
      stop.now = true;
      await Promise.all(workers);
    },
  };
}

/** The database is whole: each product has one revision per version, and the ledger adds up to the balance. */
async function expectConsistent(database: Database, orgId: string) {
  const products = await database.prisma.product.findMany({
    where: { orgId },
    include: { _count: { select: { revisions: true } } },
  });
  for (const product of products) expect(product._count.revisions, product.sku).toBe(product.version);
  const entries = await database.prisma.creditEntry.findMany({ where: { orgId } });
  const org = await database.prisma.organization.findUniqueOrThrow({ where: { id: orgId } });
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(org.creditBalance);
  const reservations = entries.filter((entry) => ["reserve", "release", "refund"].includes(entry.kind));
  expect(reservations.reduce((sum, entry) => sum - entry.amount, 0)).toBe(org.reservedCredits);
  return { products, org };
}

describe.skipIf(onPostgres)("proseo backup and restore (embedded database)", () => {
  let original: ServerProcess;
  let backupFile: string;
  let backupStartedAt: number;
  let lateSku: string | undefined;

  it("restores every write acknowledged before the backup began, into a database that is whole", async () => {
    original = await startService();
    const { call } = original;
    const productIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await call("POST", "/v1/products", { products: [{ sku: `GEN-${i}`, name: "Sweater" }] })).status).toBe(200);
      productIds.push((await original.database.prisma.product.findFirstOrThrow({ where: { sku: `GEN-${i}` } })).id);
    }

    const writes = writeContinuously(call, productIds);
    // However loaded the machine, the backup starts with writes of both kinds acknowledged.
    while (writes.upserts.length < 20 || writes.generations.length < 5) await sleep(50);
    backupFile = path.join(tempDir("file"), "proseo.backup.tar.gz");
    backupStartedAt = Date.now();
    const backup = await proseo(original.env, "backup", "--out", backupFile);
    const backupEndedAt = Date.now();
    await sleep(300);
    await writes.stop();
    expect(backup, backup.stderr).toMatchObject({ code: 0, json: { file: backupFile, bytes: expect.any(Number) } });
    expect(readFileSync(backupFile).length).toBe(backup.json.bytes);

    const before = <T extends { acknowledgedAt: number }>(list: T[]) =>
      list.filter((write) => write.acknowledgedAt < backupStartedAt);
    const during = writes.upserts.filter(
      (write) => write.acknowledgedAt > backupStartedAt && write.acknowledgedAt < backupEndedAt,
    );
    expect(before(writes.upserts).length).toBeGreaterThanOrEqual(20);
    expect(before(writes.generations).length).toBeGreaterThanOrEqual(5);
    // The service went on answering while the backup ran.
    expect(during.length).toBeGreaterThan(0);
    lateSku = writes.upserts.find((write) => write.sku.startsWith("NEW-") && write.acknowledgedAt > backupEndedAt)?.sku;

    const dataDir = tempDir("restored");
    const restored = await proseo({ ...original.env, DATA_DIR: dataDir }, "restore", backupFile);
    expect(restored, restored.stderr).toMatchObject({ code: 0, json: { data_dir: dataDir, migrations_applied: [] } });
    const port = await freePort();
    servers.push(await startBuiltServer({ ...original.env, DATA_DIR: dataDir, PORT: String(port) }));
    const database = await openDatabase({ dataDir });
    databases.push(database);
    const restoredCall = keyCaller(`http://127.0.0.1:${port}`, original.key);

    // The key of the original works on the copy, and so does its catalog.
    expect((await restoredCall("GET", "/v1/me")).status).toBe(200);
    const { products, org } = await expectConsistent(database, original.orgId);
    const names = new Map(products.map((product) => [product.sku, product.name]));
    for (const write of before(writes.upserts)) {
      // The write itself, or one acknowledged after it (a later name of the same product).
      const restoredN = Number(names.get(write.sku)?.replace("Sweater ", ""));
      expect(restoredN, write.sku).toBeGreaterThanOrEqual(write.n);
    }
    for (const write of before(writes.generations)) {
      const revision = await database.prisma.revision.findUnique({
        where: { productId_version: { productId: write.productId, version: write.version } },
      });
      expect(revision, `${write.productId} v${write.version}`).not.toBeNull();
    }
    // Credits only go down here: the copy has every charge answered before the backup.
    expect(org.creditBalance).toBeLessThanOrEqual(Math.min(...before(writes.generations).map((write) => write.balance)));
    const newest = await restoredCall("GET", `/v1/products/${productIds[0]}`);
    expect(newest.json.name).toBe(names.get("GEN-0"));
  });

  it("refuses a DATA_DIR that holds a database, and replaces it with --force only once its service has stopped", async () => {
    const target = { ...original.env };
    const occupied = await proseo(target, "restore", backupFile);
    expect(occupied.code).toBe(1);
    expect(occupied.json.error).toMatchObject({ code: "conflict", message: expect.stringContaining("already holds a database") });
    expect(occupied.json.error.message).toContain("--force");
    const running = await proseo(target, "restore", backupFile, "--force");
    expect(running.json.error).toMatchObject({ code: "conflict", message: expect.stringContaining("stop it first") });
    // Neither touched the running service.
    expect((await original.call("GET", "/v1/me")).status).toBe(200);

    await stopBuiltServer(original.server);
    expect((await proseo(target, "restore", backupFile, "--force")).code).toBe(0);
    expect(readdirSync(original.env.DATA_DIR!).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);
    const database = await openDatabase({ dataDir: original.env.DATA_DIR! });
    databases.push(database);
    const skus = new Set((await database.prisma.product.findMany({ select: { sku: true } })).map((product) => product.sku));
    expect(skus.has("GEN-0")).toBe(true);
    // A product made after the backup ended is gone: the database is the backup's.
    if (lateSku) expect(skus.has(lateSku)).toBe(false);
  });

  it("refuses a file that is not a Proseo backup, leaving nothing behind", async () => {
    const files = tempDir("bad");
    const whole = readFileSync(backupFile);
    // A real PostgreSQL data directory of PGlite's, but with no Proseo schema in it.
    const bareDataDir = tempDir("bare");
    await (await openDatabase({ dataDir: bareDataDir })).close();
    const bare = path.join(files, "bare.tar.gz");
    expect((await proseo({ ...original.env, DATA_DIR: bareDataDir }, "backup", "--out", bare)).code).toBe(0);
    const cases: [string, Uint8Array, string][] = [
      ["random.bin", Buffer.from("definitely not a backup\n".repeat(200)), "not a whole gzip file"],
      ["truncated.tar.gz", whole.subarray(0, whole.length / 2), "not a whole gzip file"],
      ["text.tar.gz", gzipSync("a gzip file of text\n".repeat(200)), "not a whole tar archive"],
      ["half-a-tar.tar.gz", gzipSync(gunzipHalf(whole)), "not a whole tar archive"],
      ["bare.tar.gz", readFileSync(bare), "no Proseo schema"],
    ];
    for (const [name, bytes, reason] of cases) {
      const file = path.join(files, name);
      writeFileSync(file, bytes);
      const newDir = path.join(tempDir("target"), "data");
      const refused = await proseo({ ...original.env, DATA_DIR: newDir }, "restore", file);
      expect(refused.code, name).toBe(1);
      expect(refused.json.error, name).toMatchObject({ code: "validation_failed", message: expect.stringContaining(reason) });
      expect(refused.json.error.message).toContain(`${file} is not a Proseo backup`);
      expect(existsSync(newDir), name).toBe(false);
    }
    // A DATA_DIR that already has media files keeps them, and gains nothing from a failed restore.
    const withBlobs = tempDir("blobs");
    writeFileSync(path.join(withBlobs, "media-url.secret"), "kept");
    expect((await proseo({ ...original.env, DATA_DIR: withBlobs }, "restore", path.join(files, "bare.tar.gz"))).code).toBe(1);
    expect(readdirSync(withBlobs)).toEqual(["media-url.secret"]);
  });

  it("refuses a backup that unpacks to more than --max-mb (4096 by default), unpacking no further", async () => {
    const files = tempDir("large");
    // 65 MB of zeros in a file of 65 KB: with no limit, a small file could unpack to more than memory.
    const bomb = path.join(files, "zeros.tar.gz");
    writeFileSync(bomb, gzipSync(Buffer.alloc(65 * 2 ** 20)));
    for (const [file, limit] of [
      [bomb, "64"],
      [backupFile, "1"],
    ] as const) {
      const newDir = path.join(tempDir("target"), "data");
      const refused = await proseo({ ...original.env, DATA_DIR: newDir }, "restore", file, "--max-mb", limit);
      expect(refused.code, file).toBe(1);
      expect(refused.json.error).toMatchObject({
        code: "payload_too_large",
        message: `${file} unpacks to more than ${limit} MB, which a restore holds in memory whole; if it is a backup of a larger database, raise the limit with --max-mb.`,
      });
      expect(existsSync(newDir), file).toBe(false);
    }
    const zero = await proseo({ ...original.env, DATA_DIR: path.join(files, "data") }, "restore", bomb, "--max-mb", "0");
    expect(zero.json.error).toMatchObject({ code: "validation_failed", message: "--max-mb must be at least 1." });
  });
});

/** The first half of the tar inside a gzipped backup. */
function gunzipHalf(compressed: Buffer): Buffer {
  const tar = gunzipSync(compressed);
  return tar.subarray(0, Math.floor(tar.length / 2));
}

describe.runIf(onPostgres)("backups on PostgreSQL", () => {
  it("are refused by proseo, which points at pg_dump and pg_restore; the documented commands round-trip", async () => {
    const service = await startService();
    const { call } = service;
    expect((await call("POST", "/v1/products", { products: [{ sku: "PG-1", name: "Kept" }] })).status).toBe(200);

    const backup = await proseo(service.env, "backup", "--out", path.join(tempDir("pg"), "never.tar.gz"));
    expect(backup.code).toBe(1);
    expect(backup.json.error).toMatchObject({ code: "validation_failed", message: expect.stringContaining("pg_dump -Fc") });
    const restore = await proseo(service.env, "restore", "whatever.tar.gz");
    expect(restore.json.error).toMatchObject({ code: "validation_failed", message: expect.stringContaining("pg_restore") });

    // The commands docs/deploy.md gives ("Backups and restore"), against the running service's database.
    const databaseUrl = service.env.DATABASE_URL!;
    const dump = path.join(tempDir("pg"), "proseo.dump");
    await run("pg_dump", ["-Fc", "-f", dump, databaseUrl]);
    const copyUrl = new URL(databaseUrl);
    copyUrl.pathname = `/proseo_restored_${Math.random().toString(36).slice(2, 10)}`;
    await run("createdb", ["--maintenance-db", databaseUrl, copyUrl.pathname.slice(1)]);
    try {
      await run("pg_restore", ["--no-owner", "-d", copyUrl.toString(), dump]);
      const port = await freePort();
      const copy = await startBuiltServer({ ...service.env, DATABASE_URL: copyUrl.toString(), PORT: String(port) });
      servers.push(copy);
      const products = await keyCaller(`http://127.0.0.1:${port}`, service.key)("GET", "/v1/products?q=PG-1");
      expect(products.json.products.map((product: { name: string }) => product.name)).toEqual(["Kept"]);
      await stopBuiltServer(copy);
    } finally {
      await run("dropdb", ["--maintenance-db", databaseUrl, "--force", copyUrl.pathname.slice(1)]);
    }
  });
});
