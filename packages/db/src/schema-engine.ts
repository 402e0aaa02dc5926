// Prisma's schema engine, compiled to WebAssembly, driven through a driver adapter:
// applies the committed migrations and computes diffs without any downloaded binary.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const schemaPath = path.join(packageRoot, "prisma", "schema.prisma");
export const migrationsDir = path.join(packageRoot, "prisma", "migrations");

// @types/node declares no WebAssembly global; this is the one call used here.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

let wasmReady: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    // The package exports no path to its .wasm file: find it beside the JS glue.
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      "./schema_engine_bg.js": bg,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: SchemaEngine, datamodel: string) => Promise<T>,
  datamodel?: string,
): Promise<T> {
  await loadWasm();
  datamodel ??= await readFile(schemaPath, "utf8");
  // Freeing the engine does not close its connections: keep them to dispose ourselves.
  const connected: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      connected.push(adapter);
      return adapter;
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
  const engine = (await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, datamodel]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(tracked),
  )) as SchemaEngine;
  try {
    return await run(engine, datamodel);
  } finally {
    engine.free();
    await Promise.allSettled(connected.map((adapter) => adapter.dispose()));
  }
}

async function readMigrations(dir = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const lockfilePath = path.join(dir, "migration_lock.toml");
  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await readFile(path.join(dir, name, "migration.sql"), "utf8") },
        },
      })),
  );
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: await readFile(lockfilePath, "utf8").catch(() => null) },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Names of committed migrations; the engine is only loaded when the database lacks one of them. */
export async function committedMigrationNames(): Promise<string[]> {
  return (await readMigrations()).migrationDirectories.map((directory) => directory.path);
}

/** Applies every committed migration not yet applied; returns the names applied now. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const migrationsList = await readMigrations();
  return withEngine(factory, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return appliedMigrationNames;
  });
}

/** SQL that takes a database built from the migrations to what schema.prisma (or `datamodel`) describes; empty when in sync. */
export async function diffMigrationsToSchema(
  factory: SqlMigrationAwareDriverAdapterFactory,
  datamodel?: string,
): Promise<string> {
  const migrationsList = await readMigrations();
  return withEngine(
    factory,
    async (engine, datamodel) => {
      const result = await engine.diff({
        from: migrationsList.migrationDirectories.length ? { tag: "migrations", ...migrationsList } : { tag: "empty" },
        to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: datamodel }] },
        script: true,
        exitCode: true,
        filters: noFilters,
      });
      return result.exitCode === 2 ? (result.stdout ?? "") : "";
    },
    datamodel,
  );
}
