import { bulkInsert, type CreditEntryKind } from "@proseo/db";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import type { Deps, Tx } from "../deps.js";
import type { CreditPurpose } from "./purposes.js";

export interface Movement {
  orgId: string;
  kind: CreditEntryKind;
  /** Signed change of the available balance. */
  amount: number;
  reference: string;
  aiSpend?: boolean;
}

/** What the locked row tells about AI spending (the daily cap and what running work holds reserved). */
export interface LockedLedger {
  dailyAiSpendCap: number | null;
  reservedCredits: number;
}

/**
 * Locks the organization's row for the rest of the transaction. Every transaction that moves credits
 * takes this lock before any product or batch row: one order, so that ingestion, generation and batch
 * submission running at once queue up instead of deadlocking.
 */
export async function lockLedger(tx: Tx, orgId: string): Promise<LockedLedger | undefined> {
  const [ledger] = await tx.$queryRaw<LockedLedger[]>`
    SELECT "dailyAiSpendCap", "reservedCredits" FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
  return ledger;
}

/** Reports credits charged or refunded; called once the transaction that booked them has committed. */
export function observeCredits(
  deps: Pick<Deps, "observe">,
  movement: "charge" | "refund",
  purpose: CreditPurpose,
  orgId: string,
  amount: number,
): void {
  if (amount > 0) deps.observe?.({ event: "credits", movement, purpose, org_id: orgId, amount });
}

/** Movements of reserved credits: a reserve takes them from the balance, a release or refund gives them back. */
const RESERVATION_KINDS: ReadonlySet<CreditEntryKind> = new Set(["reserve", "release", "refund"]);

/**
 * Books one movement: the balance changes only when it stays at or above zero
 * (a conditional UPDATE, so concurrent movements serialise on the row), and the
 * ledger entry is written in the same transaction, stamped `at` by the service clock.
 * Reservation movements also keep the organization's reserved credits.
 */
export async function bookMovement(tx: Tx, at: Date, movement: Movement): Promise<number> {
  const reservedChange = RESERVATION_KINDS.has(movement.kind) ? -movement.amount : 0;
  const rows = await tx.$queryRaw<{ creditBalance: number }[]>`
    UPDATE "Organization" SET "creditBalance" = "creditBalance" + ${movement.amount},
      "reservedCredits" = "reservedCredits" + ${reservedChange}, "updatedAt" = ${at}
    WHERE id = ${movement.orgId} AND "creditBalance" + ${movement.amount} >= 0
    RETURNING "creditBalance"`;
  const balanceAfter = rows[0]?.creditBalance;
  if (balanceAfter === undefined) {
    throw new AppError("insufficient_credits", "The credit balance is too low for this operation.");
  }
  await tx.creditEntry.create({
    data: { id: newId("cre"), ...movement, aiSpend: movement.aiSpend ?? false, balanceAfter, createdAt: at },
  });
  return balanceAfter;
}

/**
 * Charges work that an earlier reservation already took from the balance: each charge books a
 * release of its reserved amount and the charge itself, so the balance is unchanged and the ledger
 * shows every charge. One statement whatever their number; unique references book each cause once.
 */
export async function bookReservedCharges(
  tx: Tx,
  at: Date,
  orgId: string,
  charges: { reference: string; amount: number }[],
): Promise<void> {
  if (!charges.length) return;
  const released = charges.reduce((sum, { amount }) => sum + amount, 0);
  // Locks the organization so that balanceAfter is the balance at this point of the sequence.
  const [org] = await tx.$queryRaw<{ creditBalance: number }[]>`
    UPDATE "Organization" SET "reservedCredits" = "reservedCredits" - ${released}, "updatedAt" = ${at}
    WHERE id = ${orgId} RETURNING "creditBalance"`;
  const balance = org!.creditBalance;
  const entries = charges.flatMap(({ reference, amount }) => [
    { id: newId("cre"), kind: "release" as const, amount, balanceAfter: balance + amount, reference, aiSpend: false },
    { id: newId("cre"), kind: "charge" as const, amount: -amount, balanceAfter: balance, reference, aiSpend: true },
  ]);
  await bulkInsert(tx, "CreditEntry", ["id", "kind", "amount", "balanceAfter", "reference", "aiSpend"], entries, {
    orgId,
    createdAt: at,
  });
}
