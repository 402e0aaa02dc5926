// Databases for tests: every test file gets its own, cloned from a template that the
// test run's global setup migrates once. TEST_DATABASE_URL selects a PostgreSQL server;
// without it the databases are in-memory PGlite.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, parseDatabaseUrl, postgresMigrationFactory, type Database } from "./connection.js";
import { newPGlite, pgliteAdapter } from "./pglite.js";
import { applyMigrations, migrationsDir } from "./schema-engine.js";

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsDir).sort()) {
    const file = path.join(migrationsDir, name, "migration.sql");
    if (existsSync(file)) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

const templateName = () => `proseo_template_${migrationsFingerprint()}`;
// Uncompressed: every test database is loaded from it, and unpacking a gzipped one cost a third more CPU per load.
const pgliteTemplatePath = () => path.join(os.tmpdir(), `${templateName()}.tar`);

async function adminClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ ...parseDatabaseUrl(databaseUrl), database: "postgres" });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but its server cannot be reached: ${(error as Error).message}`);
  }
  return client;
}

/** Builds the migrated template for this run (once per migrations version). */
export async function prepareTestTemplate(databaseUrl = process.env.TEST_DATABASE_URL): Promise<void> {
  if (databaseUrl) {
    const admin = await adminClient(databaseUrl);
    try {
      const name = templateName();
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (exists.rowCount) return;
      const building = `${name}_building_${process.pid}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const factory = postgresMigrationFactory({
        ...parseDatabaseUrl(databaseUrl),
        database: building,
      });
      await applyMigrations(factory);
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`).catch(async (error: Error & { code?: string }) => {
        // Another run built it meanwhile (42P04, or 23505 when both renames race).
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        if (error.code !== "42P04" && error.code !== "23505") throw error;
      });
    } finally {
      await admin.end();
    }
    return;
  }
  await prepareEmbeddedTemplate();
}

/** The embedded template: a tar of a migrated PGlite's data directory (once per migrations version). */
async function prepareEmbeddedTemplate(): Promise<void> {
  const target = pgliteTemplatePath();
  if (existsSync(target)) return;
  const pglite = newPGlite("memory://");
  await applyMigrations(pgliteAdapter(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const partial = `${target}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
}

/** A fresh, migrated embedded database, whatever database the run uses. */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  await prepareEmbeddedTemplate();
  return openDatabase({ inMemory: true, from: new Blob([readFileSync(pgliteTemplatePath())]) });
}

/** A fresh, migrated database of its own (`url` is set on PostgreSQL); `close` also drops it. */
export async function openTestDatabase(databaseUrl = process.env.TEST_DATABASE_URL): Promise<Database & { url?: string }> {
  if (!databaseUrl) return openEmbeddedTestDatabase();
  await prepareTestTemplate(databaseUrl);
  const name = `proseo_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await adminClient(databaseUrl);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName()}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
