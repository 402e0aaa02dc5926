// The embedded database: PGlite under DATA_DIR. PGlite allows one process per data
// directory, so the first long-running process to open it owns it and serves it to
// the others (CLI, a second server) over a Unix socket in the same directory.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** The Postgres-style socket file name pg looks for in a `host` directory. */
const SOCKET_PORT = 5432;
const OWNER_WAIT_MS = 30_000;

interface LockInfo {
  pid: number;
  shared: boolean;
}

export type EmbeddedHandle =
  | { role: "owner"; pglite: PGlite; release(): Promise<void> }
  | { role: "client"; socketDir: string; socketPort: number };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

/** Opens the data directory: as its owner when free, else as a client of the process serving it. */
export async function openEmbedded(dataDir: string, share: boolean): Promise<EmbeddedHandle> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "pglite.lock");
  const deadline = Date.now() + OWNER_WAIT_MS;

  for (;;) {
    try {
      writeFileSync(lockPath, JSON.stringify({ pid: process.pid, shared: share } satisfies LockInfo), { flag: "wx" });
      return await becomeOwner(dir, lockPath, share);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const lock = readLock(lockPath);
    if (lock && isAlive(lock.pid)) {
      if (lock.shared) return { role: "client", socketDir: dir, socketPort: SOCKET_PORT };
      // A short-lived process (the CLI) holds it exclusively: wait for it to finish.
      if (Date.now() > deadline) {
        throw new Error(`The embedded database in ${dir} is held by process ${lock.pid}; stop it or set DATABASE_URL.`);
      }
      await sleep(100);
      continue;
    }
    if (lock === undefined) {
      // Being written by another process right now; give it a moment before calling it stale.
      await sleep(50);
      if (readLock(lockPath) !== undefined) continue;
    }
    rmSync(lockPath, { force: true });
  }
}

async function becomeOwner(dir: string, lockPath: string, share: boolean): Promise<EmbeddedHandle> {
  const pglite = new PGlite(path.join(dir, "pglite"));
  await pglite.waitReady;
  let server: PGLiteSocketServer | undefined;
  if (share) {
    const socketPath = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
    rmSync(socketPath, { force: true });
    server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 64 });
    await server.start();
  }
  const releaseOnExit = () => rmSync(lockPath, { force: true });
  process.once("exit", releaseOnExit);
  return {
    role: "owner",
    pglite,
    async release() {
      await server?.stop();
      await pglite.close();
      process.off("exit", releaseOnExit);
      releaseOnExit();
    },
  };
}
