import { listLedger } from "@proseo/core";
import { ledgerEntryView } from "../../contract/ledger-entry.js";
import { sessionProcedure } from "../../trpc.js";
import { listLedgerInput, listLedgerMeta, listLedgerOutput } from "./list-ledger.types.js";

export const listLedgerRoute = sessionProcedure
  .meta(listLedgerMeta)
  .input(listLedgerInput)
  .output(listLedgerOutput)
  .query(async ({ ctx, input: { limit, cursor, kind, paidFor } }) => {
    const { entries, nextCursor } = await listLedger(ctx.services.deps, ctx.org.id, { limit, cursor, kind, purpose: paidFor });
    return { entries: entries.map(ledgerEntryView), next_cursor: nextCursor };
  });
