import { z } from "zod";
import { CREDIT_PURPOSES, LIMITS } from "@proseo/core";
import { CreditEntryKind } from "@proseo/db";
import { ledgerEntrySchema } from "../../contract/ledger-entry.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listLedgerInput = z.object({
  limit: z.number().int().min(1).max(LIMITS.ledgerPage.max).default(LIMITS.ledgerPage.default),
  cursor: z.string().max(200).optional(),
  kind: z.enum(CreditEntryKind).optional(),
  paidFor: z.enum(CREDIT_PURPOSES).optional(),
});

export const listLedgerOutput = z.object({
  entries: z.array(ledgerEntrySchema).describe("Newest first."),
  next_cursor: z.string().nullable(),
});

export const listLedgerMeta: ProcedureMeta = { role: "viewer" };
