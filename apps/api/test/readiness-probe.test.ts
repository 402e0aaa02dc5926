// GET /readyz: 200 naming what it checked while every part is ready, 503 naming the part that is not.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { checkTextEngine } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import { expectError, fakeOpenAiEnv, startApi, type Api } from "./support.js";

let database: Database;
let api: Api;
beforeAll(async () => {
  database = await openTestDatabase();
  api = await startApi({}, {}, database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const readyz = () => api.caller(null)("GET", "/readyz");

/** The parts a 503 names, checked to be in the contract's error shape. */
const failingParts = async () => expectError(await readyz(), 503, "service_unavailable").details.map((detail) => detail.path);

describe("GET /readyz", () => {
  it("answers 200 with the parts it checked while all are ready", async () => {
    // A database just opened may take longer than a check waits for its first answer.
    await expect.poll(async () => (await readyz()).status, { timeout: 20_000 }).toBe(200);
    expect((await readyz()).json).toEqual({
      ok: true,
      checked: ["database", "migrations", "blob_store", "text_engine", "job_runner"],
    });
  });

  it("names a migration the database has not applied", async () => {
    const [last] = await database.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await database.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE id = ${last!.id}`;
    try {
      expect(await failingParts()).toEqual(["migrations"]);
    } finally {
      await database.prisma.$executeRaw`UPDATE _prisma_migrations SET finished_at = now() WHERE id = ${last!.id}`;
    }
    expect((await readyz()).status).toBe(200);
  });

  it("names a blob store it cannot write to", async () => {
    // DATA_DIR/blobs is a file: no blob can be stored under it.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "proseo-readyz-"));
    writeFileSync(path.join(dataDir, "blobs"), "");
    const broken = await startApi({ DATA_DIR: dataDir }, {}, database);
    try {
      expectError(await broken.caller(null)("GET", "/readyz"), 503, "service_unavailable");
      expect((await broken.caller(null)("GET", "/readyz")).json.error.details).toEqual([
        { path: "blob_store", message: "cannot be reached" },
      ]);
    } finally {
      await broken.close();
    }
  });

  it("answers 503 at once when shutdown begins, and names a job runner that has stopped", async () => {
    api.services.shuttingDown = true;
    expect(await failingParts()).toEqual(["process"]);
    api.services.shuttingDown = false;
    await api.services.jobRunner.stop();
    try {
      expect(await failingParts()).toEqual(["job_runner"]);
      // Liveness is not readiness: the process still serves.
      expect((await api.caller(null)("GET", "/healthz")).status).toBe(200);
    } finally {
      api.services.jobRunner.start();
    }
    expect((await readyz()).status).toBe(200);
  });

  it("names a text engine whose server a check found it cannot use, and not one it can", async () => {
    const fake = await startFakeOpenAi();
    const openAi = { TEXT_ENGINE: "openai", ...fakeOpenAiEnv(fake), OPENAI_MAX_RETRIES: "0" };
    const usable = await startApi(openAi, {}, database);
    const unreachable = await startApi({ ...openAi, OPENAI_BASE_URL: "http://127.0.0.1:9/v1" }, {}, database);
    try {
      // Not checked yet: nothing says it cannot be used.
      expect((await unreachable.caller(null)("GET", "/readyz")).status).toBe(200);
      await expect(checkTextEngine(unreachable.deps.textEngine)).rejects.toMatchObject({ code: "engine_unavailable" });
      const { details } = expectError(await unreachable.caller(null)("GET", "/readyz"), 503, "service_unavailable");
      expect(details).toEqual([{ path: "text_engine", message: "cannot be used: proseo engine check says why" }]);
      await expect(checkTextEngine(usable.deps.textEngine)).resolves.toMatchObject({ output: "json_schema" });
      expect((await usable.caller(null)("GET", "/readyz")).status).toBe(200);
    } finally {
      await Promise.all([usable.close(), unreachable.close(), fake.close()]);
    }
  });

  it("names the database once it does not answer", async () => {
    const separate = await openTestDatabase();
    const sick = await startApi({}, {}, separate);
    try {
      await separate.close();
      const { details } = expectError(await sick.caller(null)("GET", "/readyz"), 503, "service_unavailable");
      expect(details.map((detail) => detail.path)).toEqual(["database", "migrations"]);
    } finally {
      await sick.close();
    }
  });
});
