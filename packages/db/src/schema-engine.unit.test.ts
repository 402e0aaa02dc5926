// The migrations against schema.prisma, on embedded databases of their own: nothing here uses the run's database.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { newPGlite, pgliteAdapter } from "./pglite.js";
import { applyMigrations, diffMigrationsToSchema, schemaPath } from "./schema-engine.js";

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

  it("apply every migration to an empty database", async () => {
    const pglite = newPGlite("memory://");
    const applied = await applyMigrations(pgliteAdapter(pglite));
    expect(applied.length).toBeGreaterThan(0);
    expect(await applyMigrations(pgliteAdapter(pglite))).toEqual([]);
  });
});
