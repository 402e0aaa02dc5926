import type { Deps } from "../deps.js";
import { isUniqueViolation } from "../db-errors.js";
import { bookMovement } from "./ledger.js";

/**
 * Releases reservations whose request died before its final transaction (a crash between
 * reserve and charge). `olderThanMs` must exceed the longest a request can legitimately run:
 * a live request's own release would otherwise collide with this one.
 */
export async function releaseAbandonedReservations(deps: Deps, prefix: string, olderThanMs: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - olderThanMs);
  const abandoned = await deps.db.$queryRaw<{ orgId: string; reference: string; amount: number }[]>`
    SELECT r."orgId", r.reference, -r.amount AS amount FROM "CreditEntry" r
    WHERE r.kind = 'reserve' AND r.reference LIKE ${`${prefix}%`} AND r."createdAt" < ${cutoff}
      AND NOT EXISTS (
        SELECT 1 FROM "CreditEntry" x
        WHERE x."orgId" = r."orgId" AND x.reference = r.reference AND x.kind IN ('release', 'refund')
      )`;
  let released = 0;
  for (const { orgId, reference, amount } of abandoned) {
    try {
      await deps.db.$transaction((tx) => bookMovement(tx, deps.now(), { orgId, kind: "release", amount, reference }));
      released += 1;
    } catch (error) {
      // Another sweep released it first: the unique reference books it once.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return released;
}
