import type { Deps } from "../deps.js";

const DAY_MS = 86_400_000;

export interface CleanUpOutcome {
  idempotencyRecords: number;
  jobs: number;
}

/**
 * Deletes what nothing reads any more: Idempotency-Key records past their lifetime, and jobs that
 * finished (done or given up) more than `retentionDays` ago. Queued and running jobs are kept
 * whatever their age.
 */
export async function cleanUp(deps: Deps, retentionDays: number): Promise<CleanUpOutcome> {
  const now = deps.now();
  const [idempotencyRecords, jobs] = await Promise.all([
    deps.db.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: now } } }),
    deps.db.job.deleteMany({
      where: { status: { in: ["done", "failed"] }, finishedAt: { lt: new Date(now.getTime() - retentionDays * DAY_MS) } },
    }),
  ]);
  return { idempotencyRecords: idempotencyRecords.count, jobs: jobs.count };
}
