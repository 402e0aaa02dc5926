import { productPatch, updateProduct } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { productDetailSchema, productIdInput } from "./schemas.js";

export const updateProductProcedure = orgProcedure
  .meta({
    scope: "catalog:write",
    openapi: {
      method: "PATCH",
      path: "/v1/products/{id}",
      summary: "Change a product's base fields",
      description: "Changes only the fields sent (sku, name, brand, category). Status is read-only (422).",
      tags: ["Catalog"],
      protect: true,
      errorResponses: { 404: "No such product.", 409: "The SKU belongs to another product.", 422: "Invalid fields." },
    },
  })
  .input(productPatch.extend(productIdInput.shape))
  .output(productDetailSchema)
  .mutation(({ ctx, input: { id, ...patch } }) => updateProduct(ctx.services.deps, ctx.org.id, id, patch));
