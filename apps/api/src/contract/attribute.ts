import { z } from "zod";
import { AttributeKind, type Attribute } from "@proseo/db";

export const attributeSchema = z
  .object({
    code: z.string().describe("Attribute code in the service."),
    label: z.string(),
    kind: z.enum(AttributeKind).describe("content: written by generation; imported: a source_data column."),
    localizable: z.boolean(),
    external_code: z.string().nullable().describe("Column name used by the commerce platform's CSV; null: use code."),
  })
  .meta({ id: "Attribute" });

export const attributeView = (attribute: Attribute): z.infer<typeof attributeSchema> => ({
  code: attribute.code,
  label: attribute.label,
  kind: attribute.kind,
  localizable: attribute.localizable,
  external_code: attribute.externalCode,
});
