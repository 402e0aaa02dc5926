import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

/** The usage chart's span. */
export const USAGE_DAYS = 30;

export const getCreditUsageOutput = z.object({
  days: z
    .array(
      z.object({
        day: z.string().describe("A UTC day, YYYY-MM-DD."),
        sync: z.number().int(),
        batch: z.number().int(),
        media: z.number().int(),
      }),
    )
    .describe(`Credits charged on each of the last ${USAGE_DAYS} UTC days up to today, oldest first.`),
});

export const getCreditUsageMeta: ProcedureMeta = { role: "viewer" };
