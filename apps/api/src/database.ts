import type { Config } from "@proseo/core";
import { openDatabase, type Database } from "@proseo/db";

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else the embedded
 * PGlite under DATA_DIR. A long-running process shares the embedded one with the CLI.
 */
export async function openConfiguredDatabase(config: Config, role: "server" | "cli"): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR, share: role === "server" },
  );
  await database.migrate();
  return database;
}
