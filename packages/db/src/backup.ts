// Backup and restore of the embedded database. A backup is PGlite's dumpDataDir: a gzipped tarball of
// the whole PostgreSQL data directory PGlite keeps in DATA_DIR/pglite (schema, rows, migration history),
// taken by the process that owns the database between two transactions, so it holds exactly what was
// committed at that moment. The CLI takes it itself when nothing else has the database open, and
// otherwise gets it from the running service (backup-socket.ts).
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gunzipSync } from "node:zlib";
import * as tar from "tar";
import { requestBackup } from "./backup-socket.js";
import { lockDataDir, openEmbedded } from "./embedded.js";
import { dumpDataDir, embeddedDatabaseDir, newPGlite, pgliteAdapter } from "./pglite.js";
import { applyMigrations, committedMigrationNames } from "./schema-engine.js";

type BackupFailure = "no_database" | "unavailable" | "in_use" | "target_not_empty" | "not_a_backup" | "too_large";

/**
 * The most a backup may unpack to by default: PGlite opens a data directory from its whole tarball in
 * memory, so a restore holds it there (and a small file of zeros must not unpack to more than memory).
 */
export const RESTORE_LIMIT_MB = 4096;

/** An expected refusal of a backup or restore, with a message for the operator. */
export class BackupError extends Error {
  constructor(
    readonly reason: BackupFailure,
    message: string,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

/** Files every PostgreSQL data directory has: a tarball without them is not a backup. */
const REQUIRED_ENTRIES = ["/PG_VERSION", "/global/pg_control"];

const holdsDatabase = (dataDir: string) => {
  const dir = embeddedDatabaseDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
};

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (made aside and renamed into place,
 * readable by its owner only), and answers its size.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(embeddedDatabaseDir(dir), "PG_VERSION"))) {
    throw new BackupError("no_database", `There is no embedded database in ${dir} to back up.`);
  }
  const partial = `${file}.${process.pid}.partial`;
  const handle = await openEmbedded(dir, false);
  try {
    if (handle.role === "owner") {
      await writeFile(partial, await dumpDataDir(handle.pglite), { mode: 0o600 });
    } else {
      const { body, bytes } = await requestBackup(dir).catch((error: Error) => {
        throw new BackupError("unavailable", error.message);
      });
      let received = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, counted, createWriteStream(partial, { mode: 0o600 }));
      if (received !== bytes) throw new Error(`The backup from the service ended after ${received} of ${bytes} bytes.`);
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (handle.role === "owner") await handle.release();
  }
  return { bytes: (await stat(file)).size };
}

/**
 * The tarball inside a backup file, once it has proved to be a whole gzipped tar of a data directory
 * of at most `limitMb` megabytes (unpacking stops there).
 */
async function readBackup(file: string, limitMb: number): Promise<Uint8Array<ArrayBuffer>> {
  const notABackup = (why: string) => new BackupError("not_a_backup", `${file} is not a Proseo backup: ${why}.`);
  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    throw new BackupError("not_a_backup", `Cannot read ${file}: ${(error as Error).message}`);
  }
  let archive: Buffer<ArrayBuffer>;
  try {
    archive = gunzipSync(compressed, { maxOutputLength: limitMb * 2 ** 20 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") throw notABackup("it is not a whole gzip file");
    throw new BackupError(
      "too_large",
      `${file} unpacks to more than ${limitMb} MB, which a restore holds in memory whole; if it is a backup of a larger database, raise the limit with --max-mb.`,
    );
  }
  // PGlite's own loader fails on a damaged tar outside any caller's reach: read every header first.
  const entries = new Set<string>();
  try {
    new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        entries.add(entry.path);
        entry.resume();
      },
    }).end(archive);
  } catch (error) {
    throw notABackup(`it is not a whole tar archive (${(error as Error).message})`);
  }
  const missing = REQUIRED_ENTRIES.filter((name) => !entries.has(name));
  if (missing.length) throw notABackup(`it holds no database (no ${missing.join(", ")})`);
  return archive;
}

/** Opens the tarball as a database in `dir`, checks that it is Proseo's, and applies pending migrations. */
async function loadDatabase(archive: Uint8Array<ArrayBuffer>, dir: string, file: string): Promise<string[]> {
  const notABackup = (why: string) => new BackupError("not_a_backup", `${file} is not a Proseo backup: ${why}.`);
  const pglite = newPGlite(dir, { loadDataDir: new Blob([archive], { type: "application/x-tar" }) });
  try {
    try {
      await pglite.waitReady;
    } catch (error) {
      throw notABackup(`its database does not open (${(error as Error).message})`);
    }
    let applied: string[];
    try {
      const { rows } = await pglite.query<{ name: string }>(
        "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
      );
      applied = rows.map((row) => row.name);
    } catch {
      throw notABackup("its database has no Proseo schema");
    }
    const known = new Set(await committedMigrationNames());
    const newer = applied.filter((name) => !known.has(name));
    if (newer.length)
      throw notABackup(`it was made by a newer version of Proseo (migration ${newer[0]}); restore it with that version`);
    return await applyMigrations(pgliteAdapter(pglite));
  } finally {
    await pglite.close().catch(() => {});
  }
}

/**
 * Restores a backup as the embedded database of `dataDir`, with pending migrations applied. Refuses a
 * backup that unpacks to more than `limitMb` (default RESTORE_LIMIT_MB), a data directory that already
 * holds a database unless `force` (which replaces it), and one a running process has open. The database is built aside and renamed into place: a failure leaves no trace.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { force?: boolean; limitMb?: number } = {},
): Promise<{ migrations: string[] }> {
  const archive = await readBackup(file, options.limitMb ?? RESTORE_LIMIT_MB);
  const dir = path.resolve(dataDir);
  const target = embeddedDatabaseDir(dir);
  if (holdsDatabase(dir) && !options.force) {
    throw new BackupError(
      "target_not_empty",
      `${target} already holds a database. Restore into a new DATA_DIR, or pass --force to replace this one.`,
    );
  }
  const created = !existsSync(dir);
  mkdirSync(dir, { recursive: true });
  const lock = await lockDataDir(dir);
  const restoring = `${target}.restoring`;
  const replaced = `${target}.replaced`;
  try {
    if (!lock) throw new BackupError("in_use", `A running process has the embedded database in ${dir} open: stop it first.`);
    rmSync(restoring, { recursive: true, force: true }); // left by a restore that was killed
    const migrations = await loadDatabase(archive, restoring, file);
    if (existsSync(target)) await rename(target, replaced);
    await rename(restoring, target);
    await rm(replaced, { recursive: true, force: true });
    return { migrations };
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true });
    if (existsSync(replaced) && !existsSync(target)) renameSync(replaced, target);
    if (created) rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await lock?.release();
  }
}
