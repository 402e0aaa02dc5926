// pnpm db:diff <name>: writes the migration that brings the committed migrations to schema.prisma.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newPGlite, pgliteAdapter } from "../pglite.js";
import { diffMigrationsToSchema, migrationsDir } from "../schema-engine.js";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: pnpm db:diff <snake_case_name>");
  process.exit(2);
}
const sql = await diffMigrationsToSchema(pgliteAdapter(newPGlite("memory://")));
if (!sql) {
  console.log("schema.prisma and the migrations agree; nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, "migration.sql"), sql);
console.log(`Wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
