import { z } from "zod";
import { CreditEntryKind, type CreditEntry } from "@proseo/db";

/** One credit movement; the balance is the sum of them all. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CreditEntryKind),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
});

export const ledgerEntryView = (entry: CreditEntry): z.infer<typeof ledgerEntrySchema> => ({
  id: entry.id,
  kind: entry.kind,
  amount: entry.amount,
  balance_after: entry.balanceAfter,
  reference: entry.reference,
  created_at: entry.createdAt.toISOString(),
});
