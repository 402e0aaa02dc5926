import { CONSOLE_SESSION_IDLE_SECONDS } from "../constants.js";
import type { Deps } from "../deps.js";

const DAY_MS = 86_400_000;

export interface CleanUpOutcome {
  idempotencyRecords: number;
  jobs: number;
  webhookDeliveries: number;
  consoleSessions: number;
}

/**
 * Deletes what nothing reads any more: Idempotency-Key records past their lifetime, and jobs and
 * webhook deliveries that finished (done, delivered or given up) more than `retentionDays` ago.
 * Queued and running jobs and pending deliveries are kept whatever their age. Console sessions
 * are deleted once expired (idle or past their lifetime).
 */
export async function cleanUp(deps: Deps, retentionDays: number): Promise<CleanUpOutcome> {
  const now = deps.now();
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const idleSince = new Date(now.getTime() - CONSOLE_SESSION_IDLE_SECONDS * 1000);
  const [idempotencyRecords, jobs, webhookDeliveries, consoleSessions] = await Promise.all([
    deps.db.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: now } } }),
    deps.db.job.deleteMany({ where: { status: { in: ["done", "failed"] }, finishedAt: { lt: before } } }),
    // A delivery's last attempt is its newest time; created long before, it finished at most a day after.
    deps.db.webhookDelivery.deleteMany({ where: { status: { in: ["delivered", "failed"] }, createdAt: { lt: before } } }),
    deps.db.consoleSession.deleteMany({ where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: idleSince } }] } }),
  ]);
  return {
    idempotencyRecords: idempotencyRecords.count,
    jobs: jobs.count,
    webhookDeliveries: webhookDeliveries.count,
    consoleSessions: consoleSessions.count,
  };
}
