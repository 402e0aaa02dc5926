import type { Organization } from "@proseo/db";
import type { Tx } from "../deps.js";
import { AppError } from "../errors.js";
import { bookMovement, lockLedger } from "./ledger.js";

/** Start of the UTC day that `now` falls in: the daily spend cap counts from there. */
const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Refuses AI work before anything runs or is charged while AI is paused for the organization (503). */
export function assertAiNotPaused(org: Organization): void {
  if (org.aiPaused) throw new AppError("service_paused", "AI features are paused for this organization; nothing was charged.");
}

/**
 * Reserves the price of AI work. Under the daily spend cap, what was charged today plus what
 * running work holds reserved plus this price must stay within the cap (429 otherwise). The
 * organization's row is locked first, so concurrent reservations check one after the other.
 */
export async function reserveAiCredits(
  tx: Tx,
  at: Date,
  { orgId, amount, reference }: { orgId: string; amount: number; reference: string },
): Promise<void> {
  const org = await lockLedger(tx, orgId);
  const cap = org?.dailyAiSpendCap ?? null;
  if (cap !== null) {
    const { _sum } = await tx.creditEntry.aggregate({
      where: { orgId, kind: "charge", aiSpend: true, createdAt: { gte: startOfUtcDay(at) } },
      _sum: { amount: true },
    });
    const committed = -(_sum.amount ?? 0) + org!.reservedCredits;
    if (committed + amount > cap) {
      throw new AppError(
        "daily_spend_cap",
        `The organization's daily AI spend cap is ${cap} credits; ${committed} are charged or reserved today and this request needs ${amount}. It resets at 00:00 UTC.`,
      );
    }
  }
  await bookMovement(tx, at, { orgId, kind: "reserve", amount: -amount, reference });
}
