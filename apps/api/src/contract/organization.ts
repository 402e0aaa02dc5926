import { z } from "zod";
import { CSV_CHANNEL_SLUGS, type CsvChannelSlug } from "@proseo/core/constants";
import type { Organization } from "@proseo/db";

/** An organization as the console and the CLI show it. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  languages: z.array(z.string()).describe("Languages generated when a request names none."),
  balance: z.number().int().describe("Available credits."),
  api_paused: z.boolean(),
  ai_paused: z.boolean(),
  daily_ai_spend_cap: z.number().int().nullable(),
  rate_limit_per_minute: z.number().int().nullable(),
  default_channel: z.enum(CSV_CHANNEL_SLUGS).describe("The channel the CSV export uses when a request names none."),
  auto_publish: z
    .boolean()
    .describe(
      "Every version a generation, batch or edit writes is published at once when its content passes the quality gate (quality.passed in every language).",
    ),
  preserve_edits: z
    .boolean()
    .describe(
      "A generation or batch that does not say `preserve` keeps the texts a person wrote (on for organizations created since keeping existed, off for those before).",
    ),
  created_at: z.string(),
});

export const organizationView = (org: Organization): z.infer<typeof organizationSchema> => ({
  id: org.id,
  name: org.name,
  languages: org.languages,
  balance: org.creditBalance,
  api_paused: org.apiPaused,
  ai_paused: org.aiPaused,
  daily_ai_spend_cap: org.dailyAiSpendCap,
  rate_limit_per_minute: org.rateLimitPerMinute,
  default_channel: org.defaultChannel as CsvChannelSlug,
  auto_publish: org.autoPublish,
  preserve_edits: org.preserveEdits,
  created_at: org.createdAt.toISOString(),
});
