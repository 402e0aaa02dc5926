import { z } from "zod";
import { CSV_CHANNEL_SLUGS, channelCodesOf } from "@proseo/core";
import { AttributeKind, type Attribute, WooCommerceForm } from "@proseo/db";

export const attributeSchema = z
  .object({
    code: z.string().describe("Attribute code in the service."),
    label: z.string(),
    kind: z.enum(AttributeKind).describe("content: written by generation; imported: a source_data column."),
    localizable: z.boolean(),
    external_code: z
      .string()
      .nullable()
      .describe(
        "Column name in every channel's CSV that has no channel code for the attribute; null: the platform's own form (WooCommerce product attribute or custom field, Shopify metafield).",
      ),
    channel_codes: z
      .partialRecord(z.enum(CSV_CHANNEL_SLUGS), z.string())
      .describe("Column names per channel, each used instead of external_code in that channel's CSV."),
    woocommerce_form: z
      .enum(WooCommerceForm)
      .describe(
        "How WooCommerce's CSV carries the attribute while no column is named for it there: attribute (Attribute N name/value(s)) or meta (a Meta: custom field).",
      ),
  })
  .meta({ id: "Attribute" });

export const attributeView = (attribute: Attribute): z.infer<typeof attributeSchema> => ({
  code: attribute.code,
  label: attribute.label,
  kind: attribute.kind,
  localizable: attribute.localizable,
  external_code: attribute.externalCode,
  channel_codes: channelCodesOf(attribute),
  woocommerce_form: attribute.wooCommerceForm,
});
