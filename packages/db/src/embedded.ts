// The embedded database: PGlite under DATA_DIR. PGlite allows one process per data
// directory, so the first long-running process to open it owns it and serves it to
// the others (CLI, a second server) over a Unix socket in the same directory.
import { createHash } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { serveBackups } from "./backup-socket.js";
import { dumpDataDir, embeddedDatabaseDir, newPGlite } from "./pglite.js";
import { gatedSession } from "./session-gate.js";

/** The Postgres-style socket file name pg looks for in a `host` directory. */
const SOCKET_PORT = 5432;
const OWNER_WAIT_MS = 30_000;

interface EmbeddedSocket {
  socketDir: string;
  socketPort: number;
}

export type EmbeddedHandle = { role: "owner"; pglite: PGlite; release(): Promise<void> } | ({ role: "client" } & EmbeddedSocket);

/** What the owner of a data directory tells whoever asks: whether it serves the database to others. */
interface OwnerAnswer {
  shared: boolean;
}

/**
 * The lock of a data directory: a socket only one process can listen on. On Linux it lives in the
 * abstract namespace, which the kernel frees the moment its process dies, however it dies (kill -9
 * included), so no stale lock and no reused PID can ever mislead a restart. Elsewhere it is a socket
 * file in the directory, found stale when nobody answers on it.
 */
const lockAddress = (dir: string) =>
  process.platform === "linux"
    ? `\0proseo-pglite-${createHash("sha256").update(dir).digest("hex").slice(0, 40)}`
    : path.join(dir, "pglite.lock.sock");

type Claim = { kind: "owner"; lock: net.Server; ready(): void } | { kind: "held"; shared: boolean } | { kind: "stale" };

/** Listens on the lock (then this process owns the directory), or asks the process that does. */
function claim(address: string, share: boolean): Promise<Claim> {
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  // The owner answers once it serves, so a client never tries the database socket too early.
  const lock = net.createServer((connection) => {
    void isReady.then(() => connection.end(JSON.stringify({ shared: share } satisfies OwnerAnswer)));
  });
  return new Promise((resolve, reject) => {
    lock.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") return reject(error);
      const asking = net.connect(address);
      let answer = "";
      asking.on("data", (chunk) => (answer += chunk));
      asking.on("end", () => {
        try {
          resolve({ kind: "held", shared: (JSON.parse(answer) as OwnerAnswer).shared });
        } catch {
          resolve({ kind: "stale" }); // the owner died while answering
        }
      });
      asking.on("error", () => resolve({ kind: "stale" }));
      asking.setTimeout(OWNER_WAIT_MS, () =>
        reject(new Error(`The process holding the embedded database in ${address} does not answer.`)),
      );
    });
    lock.listen(address, () => {
      lock.unref();
      resolve({ kind: "owner", lock, ready });
    });
  });
}

/** Claims the lock of a data directory, clearing a stale one; "held" when a live process has it. */
async function claimFresh(address: string, share: boolean): Promise<Exclude<Claim, { kind: "stale" }>> {
  for (;;) {
    const outcome = await claim(address, share);
    if (outcome.kind !== "stale") return outcome;
    rmSync(address, { force: true });
  }
}

/**
 * Holds a data directory without opening its database (a restore writing it); null when a
 * running process has it. Whoever else opens it meanwhile waits, as for a short-lived CLI.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> } | null> {
  const outcome = await claimFresh(lockAddress(path.resolve(dataDir)), false);
  if (outcome.kind === "held") return null;
  outcome.ready();
  return { release: () => new Promise((resolve) => outcome.lock.close(() => resolve())) };
}

/** Opens the data directory: as its owner when free, else as a client of the process serving it. */
export async function openEmbedded(dataDir: string, share: boolean): Promise<EmbeddedHandle> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const address = lockAddress(dir);
  const deadline = Date.now() + OWNER_WAIT_MS;

  for (;;) {
    const outcome = await claimFresh(address, share);
    if (outcome.kind === "owner") return becomeOwner(dir, outcome.lock, outcome.ready, share);
    if (outcome.shared) return { role: "client", socketDir: dir, socketPort: SOCKET_PORT };
    // A short-lived process (the CLI) holds it exclusively: wait for it to finish.
    if (Date.now() > deadline) {
      throw new Error(`The embedded database in ${dir} is held by another process; stop it or set DATABASE_URL.`);
    }
    await sleep(100);
  }
}

async function becomeOwner(dir: string, lock: net.Server, ready: () => void, share: boolean): Promise<EmbeddedHandle> {
  const pglite = newPGlite(embeddedDatabaseDir(dir));
  let server: PGLiteSocketServer | undefined;
  let backups: { close(): Promise<void> } | undefined;
  // Shared, the session is the owner's and the socket's in turns (session-gate.ts).
  const session = share ? gatedSession(pglite) : { owner: pglite, socket: pglite };
  try {
    await pglite.waitReady;
    if (share) {
      // A socket file left by an owner that was killed is in the way of the new one.
      const socketPath = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
      rmSync(socketPath, { force: true });
      server = new PGLiteSocketServer({ db: session.socket, path: socketPath, maxConnections: 64 });
      await server.start();
      backups = await serveBackups(dir, () => dumpDataDir(session.owner));
    }
  } catch (error) {
    await server?.stop();
    lock.close();
    throw error;
  }
  ready();
  return {
    role: "owner",
    pglite: session.owner,
    async release() {
      await backups?.close();
      await server?.stop();
      await pglite.close();
      await new Promise((resolve) => lock.close(resolve));
    },
  };
}
