import type { Config } from "@proseo/core";
import { openDatabase, type Database } from "@proseo/db";
import { restrictToOwner } from "./data-dir.js";

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else the embedded
 * PGlite under DATA_DIR. A long-running process shares the embedded one with the CLI.
 * What the process writes from here on is its user's alone (umask 077), and so is all of DATA_DIR
 * once the database is open.
 */
export async function openConfiguredDatabase(config: Config, role: "server" | "cli"): Promise<Database> {
  process.umask(0o077);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR, share: role === "server" },
  );
  await database.migrate();
  restrictToOwner(config.DATA_DIR);
  return database;
}
