import { z } from "zod";

export const MAX_UPSERT_ITEMS = 500;

/** PostgreSQL stores no NUL character in text or JSON; refusing it here keeps it a 422. */
const hasNul = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes("\u0000")
    : value !== null &&
      typeof value === "object" &&
      Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item));
const noNul = { message: "must not contain the NUL character" };
const text = () =>
  z
    .string()
    .trim()
    .refine((value) => !hasNul(value), noNul);

const sku = text().min(1).max(255).describe("Unique per organization; the upsert key.");
const name = text().min(1).max(1000).describe("Product name.");
const brand = text().max(255).nullable().describe("Brand; null clears it.");
const category = text()
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
      .refine((value) => !hasNul(value), noNul)
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
