import { z } from "zod";
import { languageCode } from "@proseo/core";
import { channelReadinessSchema, exampleChannelReadiness } from "../../contract/channel.js";
import type { ProcedureMeta } from "../../trpc.js";

export const getReadinessMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/channels/{slug}/readiness",
    summary: "Channel readiness in one language",
    description:
      "How many live products the channel's file (CSV, TSV or JSON Lines) in this language would carry complete, how many have no published record, and which required columns are missing most often (for the feeds an invalid value counts as missing). Computed with the same column definitions as the file: `complete` is the number of rows the file has with skip_incomplete, `total` without; GET /v1/channels/{slug}/readiness/products lists the incomplete products.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "The counts over the whole catalog.",
    errorResponses: {
      404: "No such channel.",
      422: "language missing, not a language code, or not one of the organization's languages; or an unknown query parameter. See error.details.",
    },
  },
  examples: { response: exampleChannelReadiness },
};

export const getReadinessInput = z
  .object({
    slug: z.string().min(1).describe("The channel: shopify, woocommerce, google_merchant or openai_products."),
    language: languageCode.describe("One of the organization's languages."),
  })
  .strict();

export const getReadinessOutput = channelReadinessSchema;
