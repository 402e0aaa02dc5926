import type { PrismaClient, ReadRows } from "@proseo/db";
import type { Observe } from "./observe.js";

/** What core services receive from the process that runs them. */
export interface Deps {
  db: PrismaClient;
  /** One read statement outside any transaction, cheaper than `db.$queryRaw` on PostgreSQL: a request's hot reads. */
  read: ReadRows;
  now(): Date;
  /** Where job runs, webhook deliveries and credit movements are reported (apps/api: its log and metrics). */
  observe?: Observe;
}

/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
export type DbOrTx = PrismaClient | Tx;
