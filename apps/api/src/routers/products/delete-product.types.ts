import { z } from "zod";
import { productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const deleteProductMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  successStatus: 204,
  openapi: {
    method: "DELETE",
    path: "/v1/products/{id}",
    summary: "Delete a product",
    description: "Soft delete: hidden from lists and exports, history kept; upserting the SKU revives it. 204 with no body.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "Deleted (no body).",
    errorResponses: { 404: "No such product in this organization, or it is already deleted." },
  },
};

export const deleteProductInput = productIdInput;
export const deleteProductOutput = z.void();
