import { z } from "zod";
import { CREDIT_PURPOSES, purposeOf } from "@proseo/core";
import { CreditEntryKind, type CreditEntry } from "@proseo/db";

/** One credit movement; the balance is the sum of them all. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CreditEntryKind),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reference: z.string(),
  paid_for: z.enum(CREDIT_PURPOSES).nullable().describe("What the movement paid for; null for a grant."),
  created_at: z.string(),
});

export const ledgerEntryView = (entry: CreditEntry): z.infer<typeof ledgerEntrySchema> => ({
  id: entry.id,
  kind: entry.kind,
  amount: entry.amount,
  balance_after: entry.balanceAfter,
  reference: entry.reference,
  paid_for: purposeOf(entry.reference),
  created_at: entry.createdAt.toISOString(),
});
