import { z } from "zod";
import { type ContentField, markedFields } from "@proseo/core";
import { ProductStatus, type Product } from "@proseo/db";
import { contentField } from "./generation.js";

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

/** The fields a client writes, shared by the upsert and the patch. */
export const productFields = {
  sku: text().min(1).max(255).describe("Unique per organization; the upsert key."),
  name: text().min(1).max(1000).describe("Product name."),
  brand: text().max(255).nullable().describe("Brand; null clears it."),
  category: text()
    .max(1000)
    .nullable()
    .describe("Hierarchical category with / between levels, e.g. Apparel/Shirts; null clears it."),
  source_data: z
    .record(z.string(), z.unknown())
    .refine((value) => !hasNul(value), noNul)
    .describe("Imported columns (colour, size, material, ...), free form. When sent, it replaces the stored one."),
};

export const productIdInput = z.object({ id: z.string().min(1).describe("Product id.") });

export const productSchema = z
  .object({
    id: z.string().describe("Product id."),
    sku: z.string().describe("Unique per organization."),
    name: z.string(),
    brand: z.string().nullable(),
    category: z.string().nullable().describe("Levels separated by /."),
    status: z.enum(ProductStatus).describe("Maintained by generation and publishing; read-only."),
    published_version: z.number().int().nullable().describe("Version served by publishing, or null."),
    stale_facts: z
      .record(z.string(), z.array(z.string()))
      .describe(
        "Per stale language, the facts changed since its text was written: name, brand, category, source_data.<column> (added, removed or changed). Empty when no language is stale; content written before staleness was tracked is never stale until it is written again.",
      ),
    created_at: z.string().describe("ISO 8601 UTC."),
    updated_at: z.string().describe("ISO 8601 UTC."),
  })
  .meta({ id: "Product" });

const fieldsByLanguage = z.record(z.string(), z.array(contentField));

export const productDetailSchema = productSchema
  .extend({
    source_data: z.record(z.string(), z.unknown()).describe("Imported columns."),
    values: z.record(z.string(), z.record(z.string(), z.unknown())).describe("Content values: {attribute: {language: value}}."),
    version: z.number().int().describe("Newest version of the record."),
    written_by_person: fieldsByLanguage.describe(
      "Per language, the fields whose text a person wrote (an edit) rather than an engine: a generation keeps them (preserve).",
    ),
    locked_fields: fieldsByLanguage.describe(
      "Per language, the fields no engine writes (PUT /v1/products/{id}/content/{language}/locks).",
    ),
  })
  .meta({ id: "ProductDetail" });

/** Per language, the texts a mark (a person's, a lock) names, in the results' order. */
const fieldsOf = (marks: unknown): Record<string, ContentField[]> =>
  Object.fromEntries(
    Object.keys(marks as Record<string, unknown>)
      .map((language): [string, ContentField[]] => [language, [...markedFields(marks, language)]])
      .filter(([, fields]) => fields.length),
  );

export const productView = (product: Product): z.infer<typeof productSchema> => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  category: product.category,
  status: product.status,
  published_version: product.publishedVersion,
  stale_facts: product.staleFacts as Record<string, string[]>,
  created_at: product.createdAt.toISOString(),
  updated_at: product.updatedAt.toISOString(),
});

export const productDetailView = (product: Product): z.infer<typeof productDetailSchema> => ({
  ...productView(product),
  source_data: product.sourceData as Record<string, unknown>,
  values: product.values as Record<string, Record<string, unknown>>,
  version: product.version,
  written_by_person: fieldsOf(product.writtenByPerson),
  locked_fields: fieldsOf(product.lockedFields),
});

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleProduct = {
  id: "prod_7Qx2mVb9LkT4sW1nZp8c",
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  status: "generated",
  published_version: null,
  stale_facts: {},
  created_at: "2026-11-21T09:00:00.000Z",
  updated_at: "2026-11-21T09:05:00.000Z",
};

export const exampleProductDetail = {
  ...exampleProduct,
  source_data: { color: "navy", care: { en: "Hand wash", de: "Handwäsche" } },
  values: { title: { en: "Acme Merino sweater in navy" } },
  version: 2,
  written_by_person: { en: ["title"] },
  locked_fields: {},
};
