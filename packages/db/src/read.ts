import pg from "pg";
import type { Prisma, PrismaClient } from "./generated/prisma/client.js";

/**
 * Runs one read statement outside any transaction and answers its rows as Prisma's `$queryRaw` would.
 * On PostgreSQL it goes straight to the pool: the same statement through Prisma cost a request to
 * `/v1/me` about a fifth of its CPU time (bench/README.md).
 */
export type ReadRows = <T>(query: Prisma.Sql) => Promise<T[]>;

const TIMESTAMP = 1114;
const INT8 = 20;

/** Prisma keeps DateTime columns as UTC in `timestamp(3)`; pg alone would read them in the process's time zone. */
const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);

/** The parsers that make pg's rows Prisma's: timestamps in UTC, 64-bit integers as BigInt. */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === TIMESTAMP) return utcTimestamp;
    if (oid === INT8) return BigInt;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Dates as UTC instants (pg would write them in the process's time zone, which `timestamp` columns drop). */
const parameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function poolReader(pool: pg.Pool): ReadRows {
  return async <T>(query: Prisma.Sql) => {
    const result = await pool.query({ text: query.text, values: query.values.map(parameter), types });
    return result.rows as T[];
  };
}

/** PGlite serves one connection: its statements queue with Prisma's, as one client's. */
export const prismaReader =
  (prisma: PrismaClient): ReadRows =>
  <T>(query: Prisma.Sql) =>
    prisma.$queryRaw<T[]>(query);
