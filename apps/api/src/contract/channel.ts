import { z } from "zod";
import { CHANNEL_SLUGS, type ChannelReadiness, findChannel, type OrganizationChannel } from "@proseo/core";

export const channelSchema = z
  .object({
    slug: z.enum(CHANNEL_SLUGS).describe("The channel's name in paths and in the export's channel parameter."),
    name: z.string().describe("The platform's name."),
    columns: z
      .array(
        z.object({
          name: z.string().describe("The column's header in the channel's CSV."),
          required: z.boolean().describe("A row is complete when every required column has a value."),
        }),
      )
      .describe("The platform's columns in file order; the organization's imported attributes follow them in the file."),
    skip_incomplete: z.boolean().describe("The channel's CSV omits incomplete rows."),
  })
  .meta({ id: "Channel" });

export const channelView = (channel: OrganizationChannel): z.infer<typeof channelSchema> => ({
  slug: channel.slug,
  name: channel.name,
  columns: channel.columns.map(({ name, required }) => ({ name, required })),
  skip_incomplete: channel.skipIncomplete,
});

export const channelReadinessSchema = z
  .object({
    channel: z.enum(CHANNEL_SLUGS),
    language: z.string(),
    total: z.number().int().describe("Live products: the rows of the channel's CSV without skip_incomplete."),
    complete: z
      .number()
      .int()
      .describe("Products with a value in every required column: the rows of the CSV with skip_incomplete."),
    incomplete: z.number().int().describe("total - complete."),
    no_published_record: z
      .number()
      .int()
      .describe("Live products without a published record (counted in incomplete when a required column is content)."),
    missing_columns: z
      .array(z.object({ column: z.string(), count: z.number().int().min(1) }))
      .describe("Required columns that are empty for at least one product, with how many; most frequent first."),
  })
  .meta({ id: "ChannelReadiness" });

export const channelReadinessView = (readiness: ChannelReadiness): z.infer<typeof channelReadinessSchema> => ({
  channel: readiness.channel,
  language: readiness.language,
  total: readiness.total,
  complete: readiness.complete,
  incomplete: readiness.incomplete,
  no_published_record: readiness.noPublishedRecord,
  missing_columns: readiness.missingColumns,
});

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleChannel = channelView({ ...findChannel("shopify"), skipIncomplete: false });

export const exampleChannelReadiness = {
  channel: "shopify",
  language: "de",
  total: 1200,
  complete: 950,
  incomplete: 250,
  no_published_record: 180,
  missing_columns: [
    { column: "Description", count: 230 },
    { column: "SEO description", count: 212 },
    { column: "SEO title", count: 190 },
  ],
} satisfies z.infer<typeof channelReadinessSchema>;
