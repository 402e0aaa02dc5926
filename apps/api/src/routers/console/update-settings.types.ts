import { z } from "zod";
import { CSV_CHANNEL_SLUGS, languageCode } from "@proseo/core";
import { organizationSchema } from "../../contract/organization.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateSettingsInput = z.object({
  languages: z.array(languageCode).min(1).max(50),
  defaultChannel: z.enum(CSV_CHANNEL_SLUGS).optional(),
  autoPublish: z.boolean().optional(),
  preserveEdits: z.boolean().optional(),
});
export const updateSettingsOutput = organizationSchema;

export const updateSettingsMeta: ProcedureMeta = { role: "admin" };
