import { z } from "zod";
import { languageCode, type ProductReading } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";

const FORMATS = [
  "shopify",
  "woocommerce",
  "akeneo",
  "food",
  "spec-sheet",
  "generic",
] as const satisfies readonly ProductReading["format"][];
const REASONS = [
  "bookkeeping",
  "identifier",
  "media",
  "empty",
  "other_language",
  "unreadable",
  "duplicate",
] as const satisfies readonly ProductReading["ignored"][number]["reason"][];

export const getFactsInput = z.object({
  id: z.string().min(1).describe("Product id."),
  language: languageCode.default("en").describe("The page's language the facts are read for (en, de-CH); default en."),
});

export const getFactsOutput = z
  .object({
    product_id: z.string(),
    language: z.string(),
    format: z.enum(FORMATS).describe("The source format the reader recognised in source_data."),
    data_language: z.string().describe("The language the data is written in."),
    facts: z
      .array(
        z.object({
          key: z.string().describe("The source_data column the fact was read from."),
          concept: z.string().describe("What the column means (weight, material, net_content)."),
          kind: z.string(),
          label: z.string().describe("The fact's name in the language asked."),
          value: z.string().describe("The value as a page in that language writes it."),
          stated: z
            .boolean()
            .describe(
              "false: no text states it on this page (its value cannot be written in the language, or it lacks its unit).",
            ),
        }),
      )
      .describe("What the writers and the checks read from the data, in the source's order."),
    conflicts: z
      .array(z.object({ concept: z.string(), values: z.array(z.object({ key: z.string(), value: z.string() })) }))
      .describe("Concepts the data gives two different values for: no text states either until the data is fixed."),
    ignored: z
      .array(z.object({ key: z.string(), reason: z.enum(REASONS) }))
      .describe(
        "Columns left out on purpose: bookkeeping of the platform, identifiers, media, empty values, values in another language, values unreadable as sent, duplicates of another column.",
      ),
  })
  .meta({ id: "ProductFacts" });

export const getFactsMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products/{id}/facts",
    summary: "Read a product's facts",
    description:
      "How the writers read the product's source_data for a page in a language: the facts (and whether a page in that language states each), the conflicts, and the columns left out with the reason.",
    tags: ["Catalog"],
    protect: true,
    successDescription: "The product's facts as read for the language.",
    errorResponses: { 404: "No such product in this organization (or it was deleted)." },
  },
  examples: {
    response: {
      product_id: "prd_01",
      language: "en",
      format: "shopify",
      data_language: "en",
      facts: [{ key: "Variant Grams", concept: "weight", kind: "weight", label: "Weight", value: "200 g", stated: true }],
      conflicts: [],
      ignored: [{ key: "Variant Inventory Policy", reason: "bookkeeping" }],
    } satisfies z.infer<typeof getFactsOutput>,
  },
};
