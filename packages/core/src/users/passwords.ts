import { randomBytes, timingSafeEqual } from "node:crypto";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { z } from "zod";
import { AppError } from "../errors.js";

// scrypt with OWASP's recommended cost (N=2^17, r=8, p=1).
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** What a new account's email and password must be (sign-up, invitations, the CLI). */
export const newEmail = z.email().transform((email) => email.toLowerCase());
/** An email as accounts are looked up by it (and sign-in attempts counted). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const newPassword = z.string().min(8, "at least 8 characters").max(200);

/**
 * Runs at most `concurrency` tasks at once and queues up to `queueLength` more; a task beyond them
 * is refused at once (503) instead of waiting behind a flood.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.queueLength) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new AppError("service_unavailable", "Too many sign-ins at once; retry in a few seconds.", [], 5);
    try {
      return await task();
    } finally {
      // A finished task hands its place to the next in the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Every password hash of the process. Each takes a core and 128 MB for a few hundred milliseconds:
 * at most half the cores hash at once, each on a thread that yields to the others (below), so that
 * a flood of sign-ins leaves the service's other requests as fast as without it.
 */
const HASHING_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
const hashing = new WorkQueue(HASHING_AT_ONCE, 8 * HASHING_AT_ONCE);

/**
 * A thread that hashes at a low CPU priority (on Linux a thread has a nice value of its own): beside a
 * busy thread it gets about a tenth of the core. Not the lowest (19): that gets 1.5%, and on a machine
 * busy for a while a sign-in then waited 20 s and more for one hash.
 */
const HASHER = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  const thread = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(thread, 10);
} catch {}
parentPort.on("message", ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;
const idleHashers: Worker[] = [];

function hashOnThread(password: string, salt: Buffer, keyLength: number, options: object): Promise<Buffer> {
  const hasher = idleHashers.pop() ?? new Worker(HASHER, { eval: true });
  // Only a hash under way keeps the process alive.
  hasher.ref();
  return new Promise((resolve, reject) => {
    const crashed = (error: Error) => {
      hasher.removeListener("message", answered);
      reject(error);
    };
    const answered = ({ key, error }: { key?: Uint8Array; error?: string }) => {
      hasher.removeListener("error", crashed);
      hasher.unref();
      idleHashers.push(hasher);
      if (key) resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else reject(new Error(error));
    };
    hasher.once("error", crashed);
    hasher.once("message", answered);
    hasher.postMessage({ password, salt, keyLength, options });
  });
}

const derive = (password: string, salt: Buffer, keyLength: number, options: object) =>
  hashing.run(() => hashOnThread(password, salt, keyLength, options));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await derive(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${derived.toString("base64")}`;
}

/** A hash in the stored form that no password is checked against successfully: the same work as a real one. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const derived = await derive(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(derived, expected);
}
