import { z } from "zod";
import {
  CHANNEL_SLUGS,
  type ChannelReadiness,
  channelSettingsSchema,
  fileColumns,
  findChannel,
  type OrganizationChannel,
  productFieldsSchema,
} from "@proseo/core";

export const channelSchema = z
  .object({
    slug: z.enum(CHANNEL_SLUGS).describe("The channel's name in paths and in the export's channel parameter."),
    name: z.string().describe("The platform's name."),
    file: z
      .enum(["csv", "tsv", "jsonl"])
      .describe(
        "The file's kind: csv (a shop platform's import CSV, also at /v1/export/catalog.csv), tsv (Google's tab-separated text feed) or jsonl (JSON Lines: one product object per line).",
      ),
    setting_names: z
      .array(z.string())
      .describe("The settings the channel reads (empty for the shop platforms); PATCH refuses the others."),
    columns: z
      .array(
        z.object({
          name: z.string().describe("The column's header in the channel's file (a field's name in JSON Lines)."),
          required: z.boolean().describe("A row is complete when every required column has a value."),
        }),
      )
      .describe(
        "The platform's columns of the full product file (format=products) in file order (price, weight and dimension columns only while product_fields fills them, the multilingual plugin's while settings.multilingual names it); the organization's imported attributes follow them in the file. The content update (the default export) has the key and text columns of these.",
      ),
    skip_incomplete: z.boolean().describe("The channel's CSV omits incomplete rows."),
    category_taxonomy: z
      .record(z.string(), z.string())
      .describe(
        "Category paths (levels separated by /) mapped to the platform's taxonomy node, written in Shopify's Product category column; a category without one leaves that column empty (the free text stays in Type).",
      ),
    product_fields: productFieldsSchema.describe(
      "The attributes whose values fill the platform's price (in the shop's currency, from a price object or a list of them), weight and dimensions (converted to the shop's units).",
    ),
    settings: channelSettingsSchema.describe(
      "The feed settings as stored (defaults not filled in: is_eligible_search is true and is_eligible_checkout false when absent).",
    ),
  })
  .meta({ id: "Channel" });

export const channelView = (channel: OrganizationChannel): z.infer<typeof channelSchema> => ({
  slug: channel.slug,
  name: channel.name,
  file: channel.file,
  setting_names: [...channel.settingNames],
  columns: fileColumns(channel, {
    fields: channel.productFields,
    variants: false,
    multilingual: channel.settings.multilingual,
  }).map(({ name, required }) => ({ name, required })),
  skip_incomplete: channel.skipIncomplete,
  category_taxonomy: channel.categoryTaxonomy,
  product_fields: channel.productFields,
  settings: channel.settings,
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
    warnings: z
      .array(
        z.object({
          code: z
            .enum(["category_level_separator", "images_not_reachable"])
            .describe(
              "category_level_separator: a category level holds the importer's level separator; images_not_reachable: uploaded images the platform cannot download (no PUBLIC_API_URL), left out of the file.",
            ),
          count: z.number().int().min(1).describe("Products concerned."),
          message: z.string().describe("What happens and what to do."),
        }),
      )
      .describe("What the platform would not take as the catalog has it; empty when nothing."),
    stale: z
      .object({
        count: z
          .number()
          .int()
          .describe("Live products whose text in this language is stale: their facts changed after it was written."),
        facts: z
          .array(z.object({ fact: z.string(), count: z.number().int().min(1) }))
          .describe(
            "The changed facts (name, brand, category, source_data.<column>) with how many of those products each concerns; most frequent first.",
          ),
      })
      .describe(
        "The products to write again in this language: GET /v1/products?stale=true lists them, POST /v1/batches with filter.stale writes them.",
      ),
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
  warnings: readiness.warnings,
  stale: readiness.stale,
});

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleChannel = channelView({
  ...findChannel("shopify"),
  skipIncomplete: false,
  categoryTaxonomy: {},
  productFields: {},
  settings: {},
});

export const exampleFeedSettings = {
  link_template: "https://shop.example.com/products/{handle}",
  seller_name: "Northline Home",
  seller_url: "https://shop.example.com",
  store_country: "US",
  target_countries: ["US"],
  currency: "USD",
  price_column: "price",
  availability_column: "stock_status",
  gtin_column: "ean",
};

export const exampleFeedChannel = channelView({
  ...findChannel("openai_products"),
  skipIncomplete: true,
  categoryTaxonomy: {},
  productFields: {},
  settings: exampleFeedSettings,
});

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
  warnings: [
    {
      code: "images_not_reachable",
      count: 40,
      message:
        "Uploaded images are addressed at the address the file is downloaded from: set PUBLIC_API_URL to the address where Shopify reaches this API, unless it reaches that one.",
    },
  ],
  stale: {
    count: 60,
    facts: [
      { fact: "source_data.weight_g", count: 45 },
      { fact: "name", count: 15 },
    ],
  },
} satisfies z.infer<typeof channelReadinessSchema>;
