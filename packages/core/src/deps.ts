import type { PrismaClient } from "@proseo/db";

/** What core services receive from the process that runs them. */
export interface Deps {
  db: PrismaClient;
  now(): Date;
}

/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
export type DbOrTx = PrismaClient | Tx;
