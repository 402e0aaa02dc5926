import { Prisma, type CreditEntry, type CreditEntryKind } from "@proseo/db";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "../cursor.js";
import type { Deps } from "../deps.js";
import { type CreditPurpose, purposeCondition } from "./purposes.js";

export interface LedgerFilter {
  limit: number;
  /** Starts after the position a previous page's `nextCursor` holds. */
  cursor?: string;
  kind?: CreditEntryKind;
  /** Only the entries that paid for this. */
  purpose?: CreditPurpose;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.string()]);

/** One page of the organization's ledger, newest first (then id, newest first), read backwards on its index. */
export async function listLedger(
  deps: Deps,
  orgId: string,
  filter: LedgerFilter,
): Promise<{ entries: CreditEntry[]; nextCursor: string | null }> {
  const conditions = [Prisma.sql`"orgId" = ${orgId}`];
  if (filter.kind) conditions.push(Prisma.sql`kind = ${filter.kind}::"CreditEntryKind"`);
  if (filter.purpose) conditions.push(purposeCondition(filter.purpose));
  if (filter.cursor !== undefined) {
    const [createdAt, id] = decodeCursor(cursorSchema, filter.cursor);
    conditions.push(Prisma.sql`("createdAt", id) < (${new Date(createdAt)}, ${id})`);
  }
  const rows = await deps.db.$queryRaw<CreditEntry[]>`
    SELECT * FROM "CreditEntry" WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY "createdAt" DESC, id DESC LIMIT ${filter.limit + 1}`;
  const entries = rows.slice(0, filter.limit);
  const last = entries.at(-1);
  return {
    entries,
    nextCursor: rows.length > filter.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}
