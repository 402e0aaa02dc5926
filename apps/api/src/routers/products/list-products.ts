import { z } from "zod";
import { listProducts, listQuery } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { productSchema } from "./schemas.js";

export const listProductsProcedure = orgProcedure
  .meta({
    scope: "catalog:read",
    openapi: {
      method: "GET",
      path: "/v1/products",
      summary: "List products",
      description: "Newest first; soft-deleted products never appear. Over 200 per page is 422.",
      tags: ["Catalog"],
      protect: true,
      errorResponses: { 422: "Invalid query; see error.details." },
    },
  })
  .input(listQuery)
  .output(
    z.object({
      products: z.array(productSchema),
      total: z.number().int().describe("Products matching the filters."),
      limit: z.number().int(),
      offset: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => listProducts(ctx.services.deps, ctx.org.id, input));
