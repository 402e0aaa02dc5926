import { Prisma } from "@proseo/db";
import type { Deps } from "../deps.js";
import { CREDIT_PURPOSES, type CreditPurpose, purposeCondition } from "./purposes.js";

/** Credits charged on one UTC day, per purpose. */
export type DailyUsage = { day: string } & Record<CreditPurpose, number>;

const DAY_MS = 86_400_000;

/**
 * Credits charged per UTC day and purpose over the `days` days up to today, oldest first, days
 * without charges as zeros; one query. Charges are what was spent: a refund or a release only gives
 * back a reservation that was never charged, so there is nothing to take off them.
 */
export async function creditUsage(deps: Deps, orgId: string, days: number): Promise<DailyUsage[]> {
  const today = new Date(Math.floor(deps.now().getTime() / DAY_MS) * DAY_MS);
  const first = new Date(today.getTime() - (days - 1) * DAY_MS);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const columns = CREDIT_PURPOSES.map(
    (purpose) =>
      Prisma.sql`COALESCE(-sum(e.amount) FILTER (WHERE ${purposeCondition(purpose)}), 0)::int AS ${Prisma.raw(`"${purpose}"`)}`,
  );
  // Timestamps are stored in UTC, so a timestamp's date is its UTC day.
  return deps.db.$queryRaw<DailyUsage[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${Prisma.join(columns, ", ")}
    FROM generate_series(${isoDay(first)}::date, ${isoDay(today)}::date, interval '1 day') AS d(day)
    LEFT JOIN "CreditEntry" e ON e."orgId" = ${orgId} AND e.kind = 'charge'
      AND e."createdAt" >= d.day AND e."createdAt" < d.day + interval '1 day'
    GROUP BY d.day ORDER BY d.day`;
}
