// DATA_DIR as the built server leaves it: the embedded database's files, media files and kept secrets
// readable by the service's user only.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@proseo/db/testing";
import { freePort } from "@proseo/core/testing/ports";
import { startBuiltServer, stopBuiltServer } from "./support.js";

/** Every entry under `dir` (itself included) whose mode is not the owner's alone: 0700 directories, 0600 files. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    const mode = stats.mode & 0o777;
    const expected = stats.isDirectory() ? 0o700 : stats.isFile() ? 0o600 : mode & 0o700;
    if (mode !== expected) found.push(`${path.relative(dir, entry) || "."} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** Opens every directory and file under `dir` to everyone, as an older version or a careless copy left it. */
function openToAll(dir: string): void {
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    const stats = lstatSync(entry);
    if (stats.isDirectory()) openToAll(entry);
    if (stats.isDirectory() || stats.isFile()) chmodSync(entry, stats.isDirectory() ? 0o777 : 0o666);
  }
  chmodSync(dir, 0o777);
}

const postgres = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
afterAll(() => postgres?.close());

describe("DATA_DIR", () => {
  it("is the service user's alone after start: a new one, and an existing one open to everyone", async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "proseo-modes-")), "data");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    };
    let server = await startBuiltServer(env);
    try {
      // The media URL secret at least; with the embedded database, its files too.
      expect(readdirSync(dataDir)).toContain("media-url.secret");
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await stopBuiltServer(server);
    }

    openToAll(dataDir);
    mkdirSync(path.join(dataDir, "blobs", "ab"), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, "blobs", "ab", "left-behind.png"), "x", { mode: 0o666 });
    chmodSync(path.join(dataDir, "blobs", "ab", "left-behind.png"), 0o666);
    expect(notPrivate(dataDir).length).toBeGreaterThan(3);
    server = await startBuiltServer(env);
    try {
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await stopBuiltServer(server);
    }
  }, 120_000);
});
