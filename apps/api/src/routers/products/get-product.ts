import { getProduct } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { productDetailSchema, productIdInput } from "./schemas.js";

export const getProductProcedure = orgProcedure
  .meta({
    scope: "catalog:read",
    openapi: {
      method: "GET",
      path: "/v1/products/{id}",
      summary: "Get a product",
      description: "The product with its imported columns (source_data), content values and newest version.",
      tags: ["Catalog"],
      protect: true,
      errorResponses: { 404: "No such product in this organization." },
    },
  })
  .input(productIdInput)
  .output(productDetailSchema)
  .query(({ ctx, input }) => getProduct(ctx.services.deps, ctx.org.id, input.id));
