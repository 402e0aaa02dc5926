import { z } from "zod";
import { PRODUCT_STATUSES } from "@proseo/core";

export const productIdInput = z.object({ id: z.string().min(1).describe("Product id.") });

export const productSchema = z.object({
  id: z.string().describe("Product id."),
  sku: z.string().describe("Unique per organization."),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable().describe("Levels separated by /."),
  status: z.enum(PRODUCT_STATUSES).describe("Maintained by generation and publishing; read-only."),
  published_version: z.number().int().nullable().describe("Version served by publishing, or null."),
  created_at: z.string().describe("ISO 8601 UTC."),
  updated_at: z.string().describe("ISO 8601 UTC."),
});

export const productDetailSchema = productSchema.extend({
  source_data: z.record(z.string(), z.unknown()).describe("Imported columns."),
  values: z.record(z.string(), z.record(z.string(), z.unknown())).describe("Content values: {attribute: {language: value}}."),
  version: z.number().int().describe("Newest version of the record."),
});

export const catalogErrors = { 404: "No such product in this organization.", 422: "Invalid input; see error.details." };
