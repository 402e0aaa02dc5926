import type { Deps } from "../deps.js";

/** The queue of one kind of job now: due jobs waiting, jobs running, and how long the oldest due one has waited. */
export interface QueueDepth {
  job: string;
  queued: number;
  running: number;
  oldestQueuedSeconds: number;
}

/**
 * Due and running jobs by name, in one query over the (status, runAt) index: jobs scheduled for later
 * (a webhook's next attempt) are not waiting yet; finished ones are not read.
 */
export async function jobQueueDepth(deps: Deps): Promise<QueueDepth[]> {
  const now = deps.now();
  const rows = await deps.db.$queryRaw<{ job: string; queued: number; running: number; oldest: Date | null }[]>`
    SELECT name AS job,
      count(*) FILTER (WHERE status = 'queued')::int AS queued,
      count(*) FILTER (WHERE status = 'running')::int AS running,
      min("runAt") FILTER (WHERE status = 'queued') AS oldest
    FROM "Job"
    WHERE status = 'running' OR (status = 'queued' AND "runAt" <= ${now})
    GROUP BY name`;
  return rows.map(({ oldest, ...depth }) => ({
    ...depth,
    oldestQueuedSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  }));
}
