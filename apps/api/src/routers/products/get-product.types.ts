import { exampleProductDetail, productDetailSchema, productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getProductMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products/{id}",
    summary: "Get a product",
    description: "The product with its imported columns (source_data), content values and newest version.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "The product with its imported columns and content values.",
    errorResponses: { 404: "No such product in this organization (or it was deleted)." },
  },
  examples: { response: exampleProductDetail },
};

export const getProductInput = productIdInput;
export const getProductOutput = productDetailSchema;
