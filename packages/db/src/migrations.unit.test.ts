import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { newPGlite } from "./pglite.js";
import { committedMigrationNames, migrationsDir } from "./schema-engine.js";

let pglite: PGlite | undefined;
afterEach(() => pglite?.close());

/** A database migrated up to (not including) the migration whose name ends with `suffix`; `next` applies that one. */
async function migratedUpTo(suffix: string) {
  const names = await committedMigrationNames();
  const index = names.findIndex((name) => name.endsWith(suffix));
  expect(index, `a migration named *${suffix}`).toBeGreaterThan(0);
  const sqlOf = (name: string) => readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
  const database = (pglite = newPGlite("memory://"));
  for (const name of names.slice(0, index)) await database.exec(await sqlOf(name));
  return { database, next: async () => database.exec(await sqlOf(names[index]!)) };
}

describe("migrations keep stored data", () => {
  it("status, kind, role and reason columns become enums with every stored value", async () => {
    const { database, next } = await migratedUpTo("_status_and_reason_enums");
    await database.exec(`
      INSERT INTO "Organization" (id, name, languages, "updatedAt") VALUES ('org', 'Acme', '{en}', now());
      INSERT INTO "User" (id, email, "passwordHash") VALUES ('usr', 'a@example.com', 'x');
      INSERT INTO "Membership" (id, "userId", "orgId") VALUES ('mem', 'usr', 'org');
      INSERT INTO "Product" (id, "orgId", sku, name, "updatedAt") VALUES ('prod', 'org', 'A-1', 'A', now());
      INSERT INTO "Revision" (id, "productId", version, reason, changes, snapshot) VALUES ('rev', 'prod', 2, 'restore', '{}', '{}');
      INSERT INTO "Attribute" (id, "orgId", code, label, kind) VALUES ('attr', 'org', 'color', 'color', 'imported');
      INSERT INTO "Generation" (id, "orgId", "productId", language, status, engine, result)
        VALUES ('gen', 'org', 'prod', 'en', 'failed', 'builtin', '{}');
      INSERT INTO "Batch" (id, "orgId", status, provider, total) VALUES ('batch', 'org', 'ingesting', 'builtin', 1);
      INSERT INTO "BatchItem" (id, "batchId", "productId", language, status) VALUES ('bitem', 'batch', 'prod', 'en', 'succeeded');
      INSERT INTO "Job" (id, name, payload, status) VALUES ('job', 'batch.submit', '{}', 'running');
      INSERT INTO "MediaItem" (id, "orgId", "productId", role, type, "blobKey", position, origin)
        VALUES ('media', 'org', 'prod', 'model_3d', 'model_3d', 'k', 0, 'ai_photo');
      INSERT INTO "AiMediaJob" (id, "orgId", "productId", kind, status, params) VALUES ('aijob', 'org', 'prod', 'script', 'succeeded', '{}');`);
    await next();

    const column = async (table: string, name: string) =>
      (
        await database.query<{ value: string; type: string }>(
          `SELECT "${name}"::text AS value, pg_typeof("${name}")::text AS type FROM "${table}"`,
        )
      ).rows;
    expect(await column("Membership", "role")).toEqual([{ value: "owner", type: '"MembershipRole"' }]);
    expect(await column("Revision", "reason")).toEqual([{ value: "restore", type: '"RevisionReason"' }]);
    expect(await column("Attribute", "kind")).toEqual([{ value: "imported", type: '"AttributeKind"' }]);
    expect(await column("Generation", "status")).toEqual([{ value: "failed", type: '"GenerationStatus"' }]);
    expect(await column("Batch", "status")).toEqual([{ value: "ingesting", type: '"BatchStatus"' }]);
    expect(await column("BatchItem", "status")).toEqual([{ value: "succeeded", type: '"BatchItemStatus"' }]);
    expect(await column("Job", "status")).toEqual([{ value: "running", type: '"JobStatus"' }]);
    expect(await column("MediaItem", "role")).toEqual([{ value: "model_3d", type: '"MediaRole"' }]);
    expect(await column("MediaItem", "type")).toEqual([{ value: "model_3d", type: '"MediaType"' }]);
    expect(await column("MediaItem", "origin")).toEqual([{ value: "ai_photo", type: '"MediaOrigin"' }]);
    expect(await column("AiMediaJob", "kind")).toEqual([{ value: "script", type: '"AiMediaJobKind"' }]);
    expect(await column("AiMediaJob", "status")).toEqual([{ value: "succeeded", type: '"AiMediaJobStatus"' }]);
    // Defaults survive the change of type.
    await database.exec(`
      INSERT INTO "Batch" (id, "orgId", provider, total) VALUES ('batch2', 'org', 'builtin', 1);
      INSERT INTO "Job" (id, name, payload) VALUES ('job2', 'batch.submit', '{}');`);
    const defaults = await database.query(`SELECT (SELECT status::text FROM "Batch" WHERE id = 'batch2') AS batch,
      (SELECT status::text FROM "Job" WHERE id = 'job2') AS job`);
    expect(defaults.rows).toEqual([{ batch: "submitted", job: "queued" }]);
  });

  it("an idempotent answer stored in jsonb becomes its JSON text, whether kept as an object or as wrapped text", async () => {
    const { database, next } = await migratedUpTo("_idempotency_response_text");
    const text = '{"zeta":1,"alpha":{"note":"ü \\"quoted\\""}}';
    await database.exec(`INSERT INTO "Organization" (id, name, languages, "updatedAt") VALUES ('org', 'Acme', '{en}', now())`);
    const insert = `INSERT INTO "IdempotencyRecord" (id, "orgId", key, endpoint, "requestHash", "responseStatus", "responseBody", "expiresAt")
      VALUES ($1, 'org', $1, 'POST /v1/products', 'h', 200, $2::jsonb, now())`;
    await database.query(insert, ["object", text]);
    await database.query(insert, ["wrapped", JSON.stringify(text)]);
    await next();
    const { rows } = await database.query<{ key: string; body: string; type: string }>(
      `SELECT key, "responseBody" AS body, pg_typeof("responseBody")::text AS type FROM "IdempotencyRecord" ORDER BY key`,
    );
    expect(rows.map((row) => row.type)).toEqual(["text", "text"]);
    expect(JSON.parse(rows[0]!.body)).toEqual(JSON.parse(text));
    expect(rows[1]!.body).toBe(text);
  });
});
