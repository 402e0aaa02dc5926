import { z } from "zod";
import { ROLES } from "@proseo/core";
import { ledgerEntrySchema } from "../../contract/ledger-entry.js";
import { organizationSchema } from "../../contract/organization.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getOverviewOutput = z.object({
  organization: organizationSchema,
  ledger: z.array(ledgerEntrySchema).describe("The ten newest credit movements."),
  role: z.enum(ROLES).describe("The signed-in member's role: what the console offers them."),
});

export const getOverviewMeta: ProcedureMeta = { role: "viewer" };
