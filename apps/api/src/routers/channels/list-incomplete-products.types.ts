import { z } from "zod";
import { LIMITS, languageCode } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";

export const listIncompleteProductsMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/channels/{slug}/readiness/products",
    summary: "Incomplete products of a channel in one language",
    description:
      "The live products the channel's file in this language carries incomplete (the readiness counts' incomplete ones, the rows skip_incomplete leaves out), each with the required fields it misses, in the channel's order. An invalid value counts as missing (for the feeds: a price that does not parse or is in another currency, a GTIN with a wrong check digit, an image that is not an absolute https URL). Ordered by product id; page with cursor (the answer's next_cursor).",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "One page of incomplete products.",
    errorResponses: {
      404: "No such channel.",
      422: "language missing or not one of the organization's languages, limit outside 1 to 200, a cursor this list did not give out, or an unknown query parameter; see error.details.",
    },
  },
  examples: {
    response: {
      data: [
        { product_id: "prod_3Fq8LmZ2xWc9VbN4kT7s", sku: "MUG-350-BLUE", name: "Blue mug", missing: ["price"] },
        { product_id: "prod_7Hq2LmZ2xWc9VbN4kT7s", sku: "MUG-350-RED", name: "Red mug", missing: ["image_url", "price"] },
      ],
      next_cursor: "WyJwcm9kXzdIcTJMbVoyeFdjOVZiTjRrVDdzIl0",
    },
  },
};

export const listIncompleteProductsInput = z
  .object({
    slug: z.string().min(1).describe("The channel: shopify, woocommerce, google_merchant or openai_products."),
    language: languageCode.describe("One of the organization's languages."),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.incompletePage.max)
      .default(LIMITS.incompletePage.default)
      .describe("Page size, 1 to 200 (default 50)."),
    cursor: z.string().max(200).optional().describe("The next_cursor of the previous page. Opaque."),
  })
  .strict();

export const listIncompleteProductsOutput = z.object({
  data: z.array(
    z.object({
      product_id: z.string(),
      sku: z.string(),
      name: z.string(),
      missing: z.array(z.string()).min(1).describe("The required fields without a valid value, in the channel's order."),
    }),
  ),
  next_cursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page."),
});
