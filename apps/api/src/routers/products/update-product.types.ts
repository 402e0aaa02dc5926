import { z } from "zod";
import { exampleProductDetail, productDetailSchema, productFields, productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateProductMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  openapi: {
    method: "PATCH",
    path: "/v1/products/{id}",
    summary: "Change a product's base fields",
    description:
      "Changes only the fields sent (at least one of sku, name, brand, category); a change writes a new version (reason update). Status is read-only: sending it is 422.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "The product as it is now.",
    errorResponses: {
      404: "No such product in this organization (or it was deleted).",
      409: "The new SKU belongs to another product (sku_conflict).",
      422: "No field sent, an unknown or read-only field, or an invalid value; see error.details.",
    },
  },
  examples: { request: { name: "Merino crew-neck sweater" }, response: exampleProductDetail },
};

/** Status is not among the fields: it is read-only, and strictness turns it into a 422. */
export const updateProductInput = z
  .object({
    sku: productFields.sku.optional(),
    name: productFields.name.optional(),
    brand: productFields.brand.optional(),
    category: productFields.category.optional(),
  })
  .strict()
  .extend(productIdInput.shape);

export const updateProductOutput = productDetailSchema;
