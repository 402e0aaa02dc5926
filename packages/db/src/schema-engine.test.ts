import { readFile } from "node:fs/promises";
import { newPGlite, pgliteAdapter } from "./pglite.js";
import { describe, expect, it } from "vitest";
import { applyMigrations, diffMigrationsToSchema, schemaPath } from "./schema-engine.js";
import { openTestDatabase } from "./testing.js";

describe("migrations", () => {
  it("match schema.prisma exactly (no drift)", async () => {
    const sql = await diffMigrationsToSchema(pgliteAdapter(newPGlite("memory://")));
    expect(sql, `schema.prisma and the migrations disagree; run pnpm db:diff <name>:\n${sql}`).toBe("");
  });

  it("report drift when schema.prisma gains what no migration creates", async () => {
    const schema = `${await readFile(schemaPath, "utf8")}\nmodel DriftProbe {\n  id String @id\n}\n`;
    const sql = await diffMigrationsToSchema(pgliteAdapter(newPGlite("memory://")), schema);
    expect(sql).toContain('CREATE TABLE "DriftProbe"');
  });

  it("apply once to the test database and are a no-op the second time", async () => {
    const database = await openTestDatabase();
    try {
      // The test database is cloned from a migrated template, so nothing is pending.
      expect(await database.migrate()).toEqual([]);
      const tables = await database.prisma.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'Organization'`;
      expect(Number(tables[0]?.count)).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("apply every migration to an empty database", async () => {
    const pglite = newPGlite("memory://");
    const applied = await applyMigrations(pgliteAdapter(pglite));
    expect(applied.length).toBeGreaterThan(0);
    expect(await applyMigrations(pgliteAdapter(pglite))).toEqual([]);
  });
});
