import type { Organization } from "@proseo/db";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";

/** Start of the UTC day that `now` falls in: the daily spend cap counts from there. */
const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Credits charged for AI work today (UTC). */
export async function aiSpendToday(deps: Deps, orgId: string): Promise<number> {
  const { _sum } = await deps.db.creditEntry.aggregate({
    where: { orgId, kind: "charge", aiSpend: true, createdAt: { gte: startOfUtcDay(deps.now()) } },
    _sum: { amount: true },
  });
  return -(_sum.amount ?? 0);
}

/** Refuses AI work before anything runs or is charged: 503 while AI is paused, 429 once the daily cap is reached. */
export async function assertAiAllowed(deps: Deps, org: Organization): Promise<void> {
  if (org.aiPaused) throw new AppError("service_paused", "AI features are paused for this organization; nothing was charged.");
  if (org.dailyAiSpendCap !== null && (await aiSpendToday(deps, org.id)) >= org.dailyAiSpendCap) {
    throw new AppError("daily_spend_cap", "The organization's daily AI spend cap is reached; it resets at 00:00 UTC.");
  }
}
