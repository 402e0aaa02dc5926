import { z } from "zod";
import { languageCode } from "@proseo/core";
import { organizationSchema } from "../../contract/organization.js";

export const updateSettingsInput = z.object({ languages: z.array(languageCode).min(1).max(50) });
export const updateSettingsOutput = organizationSchema;
