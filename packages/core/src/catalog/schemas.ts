import { z } from "zod";

export const MAX_UPSERT_ITEMS = 500;

const sku = z.string().trim().min(1).max(255).describe("Unique per organization; the upsert key.");
const name = z.string().trim().min(1).max(1000).describe("Product name.");
const brand = z.string().trim().max(255).nullable().describe("Brand; null clears it.");
const category = z
  .string()
  .trim()
  .max(1000)
  .nullable()
  .describe("Hierarchical category with / between levels, e.g. Apparel/Shirts; null clears it.");

export const productItem = z
  .object({
    sku,
    name,
    brand: brand.optional(),
    category: category.optional(),
    source_data: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Imported columns (colour, size, material, ...), free form. When sent, it replaces the stored one."),
  })
  .strict();
export type ProductItem = z.output<typeof productItem>;

export const upsertInput = z
  .object({
    products: z.array(productItem).min(1).max(MAX_UPSERT_ITEMS).describe("1 to 500 products; a repeated SKU: the last wins."),
  })
  .strict();

/** Status is not among the fields: it is read-only, and strictness turns it into a 422. */
export const productPatch = z
  .object({ sku: sku.optional(), name: name.optional(), brand: brand.optional(), category: category.optional() })
  .strict();
export type ProductPatch = z.output<typeof productPatch>;

export const PRODUCT_STATUSES = ["pending", "generated", "published", "failed"] as const;

export const listQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1 to 200 (default 50)."),
    offset: z.coerce.number().int().min(0).default(0).describe("Products to skip."),
    q: z.string().trim().max(200).optional().describe("Case-insensitive search in sku, name and brand."),
    status: z.enum(PRODUCT_STATUSES).optional().describe("Only products in this status."),
  })
  .strict();
export type ListQuery = z.output<typeof listQuery>;

export const revisionsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20).describe("Page size, 1 to 50 (default 20)."),
    before_version: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .describe("Only versions below this one: pass the lowest version already received."),
  })
  .strict();
export type RevisionsQuery = z.output<typeof revisionsQuery>;
