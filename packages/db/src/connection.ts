import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { openEmbedded } from "./embedded.js";
import { PrismaClient } from "./generated/prisma/client.js";
import { newPGlite, pgliteAdapter } from "./pglite.js";
import { poolReader, prismaReader, type ReadRows } from "./read.js";
import { applyMigrations, committedMigrationNames } from "./schema-engine.js";

/** True when every committed migration is recorded as finished: a query, not a schema-engine start. */
export async function migrationsApplied(prisma: PrismaClient): Promise<boolean> {
  const [table] = await prisma.$queryRaw<{ exists: boolean }[]>`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists`;
  if (!table?.exists) return false;
  const applied = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const names = new Set(applied.map((row) => row.migration_name));
  return (await committedMigrationNames()).every((name) => names.has(name));
}

/** Applies pending migrations, skipping the schema engine when there are none. */
const migrateWith = (prisma: PrismaClient, apply: () => Promise<string[]>) => async (): Promise<string[]> =>
  (await migrationsApplied(prisma)) ? [] : apply();

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; poolSize?: number }
  /** PGlite under a directory; `share` serves it to other processes while this one runs. */
  | { dataDir: string; share?: boolean }
  /** PGlite in memory, for tests; `from` is a data directory dump to start from. */
  | { inMemory: true; from?: Blob };

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  /** The connection pool of a PostgreSQL server (its use is a metric); PGlite has none. */
  pool?: pg.Pool;
  /** One read statement outside any transaction (read.ts): the hot reads of a request. */
  read: ReadRows;
  /** Applies pending migrations (a no-op for a process that reaches another process's embedded database). */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

/** Connection fields of a PostgreSQL URL, kept discrete so that a shadow database can reuse them. */
export function parseDatabaseUrl(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: decodeURIComponent(url.hostname) || url.searchParams.get("host") || "localhost",
    port: url.port ? Number(url.port) : 5432,
    user: decodeURIComponent(url.username) || "postgres",
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: url.pathname.replace(/^\//, "") || "postgres",
  };
}

/**
 * PrismaPg's own shadow database drops itself while its pool is still connected;
 * this one closes the pool first and then drops the scratch database by force.
 */
export function postgresMigrationFactory(config: pg.PoolConfig): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPg(config);
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    async connectToShadowDb(): Promise<SqlDriverAdapter> {
      const name = `shadow_${crypto.randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ ...config, database: "postgres" });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const shadow = await new PrismaPg({ ...config, database: name }).connect();
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      };
      return shadow;
    },
  };
}

/**
 * Transactions may queue (PGlite runs one at a time; a 500-product import holds one for a while),
 * so waiting to start one and running it get generous limits instead of Prisma's 2 s and 5 s.
 */
const newClient = (adapter: SqlDriverAdapterFactory) =>
  new PrismaClient({ adapter, transactionOptions: { maxWait: 60_000, timeout: 120_000 } });

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const config = { ...parseDatabaseUrl(options.databaseUrl), max: options.poolSize ?? 10 };
    const pool = new pg.Pool(config);
    const prisma = newClient(new PrismaPg(pool, { disposeExternalPool: true }));
    return {
      prisma,
      kind: "postgres",
      pool,
      read: poolReader(pool),
      migrate: migrateWith(prisma, () => applyMigrations(postgresMigrationFactory(config))),
      close: () => prisma.$disconnect(),
    };
  }
  if ("inMemory" in options) {
    const pglite = newPGlite("memory://", options.from ? { loadDataDir: options.from } : {});
    const prisma = newClient(pgliteAdapter(pglite));
    return {
      prisma,
      kind: "pglite",
      read: prismaReader(prisma),
      migrate: migrateWith(prisma, () => applyMigrations(pgliteAdapter(pglite))),
      async close() {
        await prisma.$disconnect();
        await pglite.close();
      },
    };
  }
  const handle = await openEmbedded(options.dataDir, options.share ?? false);
  if (handle.role === "client") {
    const prisma = newClient(new PrismaPg(socketConfig(handle)));
    return { prisma, kind: "pglite", read: prismaReader(prisma), migrate: async () => [], close: () => prisma.$disconnect() };
  }
  const prisma = newClient(pgliteAdapter(handle.pglite));
  return {
    prisma,
    kind: "pglite",
    read: prismaReader(prisma),
    migrate: migrateWith(prisma, () => applyMigrations(pgliteAdapter(handle.pglite))),
    async close() {
      await prisma.$disconnect();
      await handle.release();
    },
  };
}

const socketConfig = (socket: { socketDir: string; socketPort: number }) => ({
  host: socket.socketDir,
  port: socket.socketPort,
  user: "postgres",
  database: "postgres",
  // One connection: the socket server keeps only transactions of one connection apart from another's.
  max: 1,
});
