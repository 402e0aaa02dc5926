import { z } from "zod";
import { DIMENSION_UNITS, WEIGHT_UNITS } from "@proseo/core";
import { channelSchema, exampleChannel } from "../../contract/channel.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateChannelMeta: ProcedureMeta = {
  scope: "export",
  role: "admin",
  openapi: {
    method: "PATCH",
    path: "/v1/channels/{slug}",
    summary: "Change a channel's settings: incomplete rows, category taxonomy, price, weight and dimensions",
    description:
      "skip_incomplete true: the channel's CSV leaves out every product missing a required column (the rows channel readiness counts as incomplete). category_taxonomy (shopify only) maps category paths to Shopify Standard Product Taxonomy IDs (aa-1-13 or its gid://shopify/TaxonomyCategory/ form), merged into the stored map; null removes a path. product_fields names the attributes whose values fill the platform's price (in the shop's currency), weight and dimensions (converted to the shop's units), merged likewise; their columns are in the file only while named. A refused change changes nothing.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "The channel as it is now.",
    errorResponses: {
      404: "No such channel.",
      422: "Nothing to change sent, skip_incomplete not a boolean, a taxonomy ID that is not one, category_taxonomy for a channel without a taxonomy column, a product field naming no imported attribute or an unknown unit, or an unknown field; see error.details.",
    },
  },
  examples: { request: { skip_incomplete: true }, response: { ...exampleChannel, skip_incomplete: true } },
};

export const updateChannelInput = z
  .object({
    slug: z.string().min(1).describe("The channel: shopify or woocommerce."),
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
            attribute: z.string().min(1).describe("The attribute holding a price object or a list of them."),
            currency: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .describe("The shop's currency (ISO 4217), chosen from the prices."),
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
  })
  .strict();

export const updateChannelOutput = channelSchema;
