import { BatchStatus } from "@proseo/db";
import type { Deps } from "../deps.js";

export interface BatchStates {
  /** Batches in each state, every state named (0 when none is in it). */
  batches: Record<BatchStatus, number>;
  /** Descriptions that ended batches could not deliver (failed products), summed over all batches kept. */
  failedProducts: number;
}

/** Batches by state across every organization, in one query. */
export async function batchStates(deps: Deps): Promise<BatchStates> {
  const rows = await deps.db.$queryRaw<{ status: BatchStatus; count: number; failed: number }[]>`
    SELECT status, count(*)::int AS count, COALESCE(sum("failedCount") FILTER (WHERE status = 'ended'), 0)::int AS failed FROM "Batch" GROUP BY status`;
  const batches = Object.fromEntries(Object.values(BatchStatus).map((status) => [status, 0])) as Record<BatchStatus, number>;
  for (const row of rows) batches[row.status] = row.count;
  return { batches, failedProducts: rows.reduce((sum, row) => sum + row.failed, 0) };
}
