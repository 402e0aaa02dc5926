import { z } from "zod";
import { ledgerEntrySchema } from "../../contract/ledger-entry.js";
import { organizationSchema } from "../../contract/organization.js";

export const getOverviewOutput = z.object({
  organization: organizationSchema,
  ledger: z.array(ledgerEntrySchema).describe("The ten newest credit movements."),
});
