import type { CreditEntryKind } from "@proseo/db";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import type { Tx } from "../deps.js";

export interface Movement {
  orgId: string;
  kind: CreditEntryKind;
  /** Signed change of the available balance. */
  amount: number;
  reference: string;
  aiSpend?: boolean;
}

/**
 * Books one movement: the balance changes only when it stays at or above zero
 * (a conditional UPDATE, so concurrent movements serialise on the row), and the
 * ledger entry is written in the same transaction, stamped `at` by the service clock.
 */
export async function bookMovement(tx: Tx, at: Date, movement: Movement): Promise<number> {
  const rows = await tx.$queryRaw<{ creditBalance: number }[]>`
    UPDATE "Organization" SET "creditBalance" = "creditBalance" + ${movement.amount}, "updatedAt" = ${at}
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
