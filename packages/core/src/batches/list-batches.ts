import { Prisma, type Batch, type BatchStatus } from "@proseo/db";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "../cursor.js";
import type { Deps } from "../deps.js";

export interface BatchFilter {
  limit: number;
  /** Starts after the position a previous page's `nextCursor` holds. */
  cursor?: string;
  status?: BatchStatus;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.string()]);

/** The page's query, newest first then id (the order of the batch indexes), one row more than asked. */
export function batchListQuery(orgId: string, filter: BatchFilter): Prisma.Sql {
  const conditions = [Prisma.sql`"orgId" = ${orgId}`];
  if (filter.status) conditions.push(Prisma.sql`status = ${filter.status}::"BatchStatus"`);
  if (filter.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(cursorSchema, filter.cursor);
    const key = new Date(createdAt);
    // The first bound starts the index scan at the position; the second only sorts out the ties.
    conditions.push(Prisma.sql`"createdAt" <= ${key} AND ("createdAt" < ${key} OR id > ${id})`);
  }
  return Prisma.sql`SELECT * FROM "Batch" WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY "createdAt" DESC, id ASC LIMIT ${filter.limit + 1}`;
}

/** One page of the organization's batches, newest first, with the position of the next page. */
export async function listBatches(
  deps: Deps,
  orgId: string,
  filter: BatchFilter,
): Promise<{ batches: Batch[]; nextCursor: string | null }> {
  const rows = await deps.db.$queryRaw<Batch[]>(batchListQuery(orgId, filter));
  const batches = rows.slice(0, filter.limit);
  const last = batches.at(-1);
  return {
    batches,
    nextCursor: rows.length > filter.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}
