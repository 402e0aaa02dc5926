import { z } from "zod";
import { deleteProduct } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { productIdInput } from "./schemas.js";

export const deleteProductProcedure = orgProcedure
  .meta({
    scope: "catalog:write",
    successStatus: 204,
    openapi: {
      method: "DELETE",
      path: "/v1/products/{id}",
      summary: "Delete a product",
      description: "Soft delete: hidden from lists and exports, history kept; upserting the SKU revives it. 204 with no body.",
      tags: ["Catalog"],
      protect: true,
      successDescription: "Deleted (204, no body).",
      errorResponses: { 404: "No such product, or already deleted." },
    },
  })
  .input(productIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.services.deps, ctx.org.id, input.id);
  });
