import { z } from "zod";
import { CHANNEL_SETTING_SHAPES, DIMENSION_UNITS, WEIGHT_UNITS } from "@proseo/core";
import { channelSchema, exampleFeedChannel, exampleFeedSettings } from "../../contract/channel.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateChannelMeta: ProcedureMeta = {
  scope: "export",
  role: "admin",
  openapi: {
    method: "PATCH",
    path: "/v1/channels/{slug}",
    summary: "Change a channel's settings: incomplete rows, category taxonomy, price, weight and dimensions, feed settings",
    description:
      "skip_incomplete true: the channel's CSV leaves out every product missing a required column (the rows channel readiness counts as incomplete). category_taxonomy (shopify only) maps category paths to Shopify Standard Product Taxonomy IDs (aa-1-13 or its gid://shopify/TaxonomyCategory/ form), merged into the stored map; null removes a path. product_fields names the attributes whose values fill the platform's price and sale price (in the shop's currency; a product whose price cannot be read counts as missing its price column in readiness), weight and dimensions (converted to the shop's units), merged likewise; their columns are in the file only while named. settings (the feed channels google_merchant and openai_products; item_group_column also for shopify and woocommerce, whose files then write a variant group as one product with its variants) holds the feed settings, merged into the stored ones (null removes one): link_template (an https URL with {handle}, {sku} or {id}), seller_name, seller_url, seller_privacy_policy and seller_tos (https URLs), store_country and target_countries (ISO 3166-1 alpha-2), currency (ISO 4217), is_eligible_search (default true), is_eligible_checkout (default false, true only with search and both seller policies), and the imported attributes holding the price, sale price, availability, GTIN, MPN, variant group and (Google) the availability date (price_column … item_group_column, availability_date_column). A body with settings also needs the scope content:manage; a changed setting that a required field reads refreshes the organization's readiness counts at once. A refused change changes nothing.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "The channel as it is now.",
    errorResponses: {
      403: "The API key lacks content:manage, which a body with settings needs (besides export).",
      404: "No such channel.",
      422: "Nothing to change sent, skip_incomplete not a boolean, a taxonomy ID that is not one, category_taxonomy for a channel without a taxonomy column, a product field naming no imported attribute or an unknown unit, a setting the channel does not use, of the wrong form, or naming no imported attribute, is_eligible_checkout true with is_eligible_search false or without seller_privacy_policy or seller_tos, or an unknown field; error.details names the setting (settings.<name>).",
    },
  },
  examples: {
    request: {
      skip_incomplete: true,
      settings: { ...exampleFeedSettings, mpn_column: null },
    },
    response: exampleFeedChannel,
  },
};

export const updateChannelInput = z
  .object({
    slug: z.string().min(1).describe("The channel: shopify, woocommerce, google_merchant or openai_products."),
    // A pipe, so that trpc-to-openapi does not coerce it as it coerces query values ("no" would be true).
    skip_incomplete: z.boolean().pipe(z.boolean()).optional().describe("Omit incomplete rows from the channel's CSV."),
    category_taxonomy: z
      .record(z.string().min(1).max(500), z.string().max(200).nullable())
      .optional()
      .describe("Category path → taxonomy ID; null removes the path's mapping."),
    product_fields: z
      .object({
        price: z
          .object({
            attribute: z
              .string()
              .min(1)
              .describe(
                'The attribute holding the regular price: a number, a text such as 89.90, "129,00 €" or "€59.90", a price object or a list of them.',
              ),
            currency: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .describe("The shop's currency (ISO 4217), chosen from the prices; a price naming another currency is no price."),
          })
          .strict()
          .nullable()
          .optional(),
        sale_price: z
          .object({
            attribute: z
              .string()
              .min(1)
              .describe(
                "The attribute holding the sale price, read like the price in its currency; written only below the price.",
              ),
          })
          .strict()
          .nullable()
          .optional(),
        weight: z
          .object({ attribute: z.string().min(1), unit: z.enum(WEIGHT_UNITS).describe("The shop's weight unit.") })
          .strict()
          .nullable()
          .optional(),
        dimensions: z
          .object({ attribute: z.string().min(1), unit: z.enum(DIMENSION_UNITS).describe("The shop's dimension unit.") })
          .strict()
          .nullable()
          .optional(),
      })
      .strict()
      .optional()
      .describe("Which attribute fills each platform field, merged into the stored ones; null stops filling a field."),
    settings: z
      .object(
        Object.fromEntries(
          Object.entries(CHANNEL_SETTING_SHAPES).map(([name, shape]) => [name, shape.nullable().optional()]),
        ) as { [S in keyof typeof CHANNEL_SETTING_SHAPES]: z.ZodOptional<z.ZodNullable<(typeof CHANNEL_SETTING_SHAPES)[S]>> },
      )
      .strict()
      .optional()
      .describe(
        "Feed settings (google_merchant, openai_products), merged into the stored ones; null removes one. Needs content:manage.",
      ),
  })
  .strict();

export const updateChannelOutput = channelSchema;
