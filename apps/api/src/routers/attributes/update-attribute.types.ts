import { z } from "zod";
import { CSV_CHANNEL_SLUGS } from "@proseo/core";
import { WooCommerceForm } from "@proseo/db";
import { attributeSchema } from "../../contract/attribute.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateAttributeMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  openapi: {
    method: "PATCH",
    path: "/v1/attributes/{code}",
    summary: "Set an attribute's label, its CSV column names and its WooCommerce form",
    description:
      "Send any of label, external_code, channel_codes and woocommerce_form. external_code names the attribute's column in every channel's CSV, channel_codes.{slug} in one channel's (null clears either); without a name, the attribute goes out in the platform's own form. A name is refused (422, naming the clash) when it repeats a column the channel writes itself, a header the platform's importer reads as one of its own fields, or another attribute's column in that channel.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "The attribute as it is now.",
    errorResponses: {
      404: "No such attribute in this organization.",
      422: "Nothing to change sent, an unknown field, an invalid value, or a column name that clashes in a channel's CSV; see error.details.",
    },
  },
  examples: {
    request: { channel_codes: { shopify: "Color (product.metafields.custom.color)" } },
    response: {
      code: "color",
      label: "Colour",
      kind: "imported",
      localizable: false,
      external_code: null,
      channel_codes: { shopify: "Color (product.metafields.custom.color)" },
      woocommerce_form: "attribute",
    },
  },
};

export const updateAttributeInput = z
  .object({
    code: z.string().min(1).describe("Attribute code."),
    label: z.string().trim().min(1).max(200).optional(),
    external_code: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .nullable()
      .optional()
      .describe("Column name in every channel's CSV without a channel code; null clears it."),
    channel_codes: z
      .partialRecord(z.enum(CSV_CHANNEL_SLUGS), z.string().trim().min(1).max(255).nullable())
      .optional()
      .describe("Column names per channel slug; null clears a channel's."),
    woocommerce_form: z.enum(WooCommerceForm).optional(),
  })
  .strict();

export const updateAttributeOutput = attributeSchema;
