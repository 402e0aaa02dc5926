import { recentLedgerEntries } from "@proseo/core";
import { ledgerEntryView } from "../../contract/ledger-entry.js";
import { organizationView } from "../../contract/organization.js";
import { sessionProcedure } from "../../trpc.js";
import { getOverviewMeta, getOverviewOutput } from "./get-overview.types.js";

export const getOverviewRoute = sessionProcedure
  .meta(getOverviewMeta)
  .output(getOverviewOutput)
  .query(async ({ ctx }) => ({
    organization: organizationView(ctx.org),
    ledger: (await recentLedgerEntries(ctx.services.deps, ctx.org.id, 10)).map(ledgerEntryView),
    role: ctx.principal.role,
  }));
