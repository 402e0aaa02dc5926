import { z } from "zod";
import { channelSchema, exampleChannel } from "../../contract/channel.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateChannelMeta: ProcedureMeta = {
  scope: "export",
  openapi: {
    method: "PATCH",
    path: "/v1/channels/{slug}",
    summary: "Set whether a channel's CSV omits incomplete rows",
    description:
      "skip_incomplete true: the channel's CSV leaves out every product missing a required column (the rows channel readiness counts as incomplete).",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "The channel as it is now.",
    errorResponses: {
      404: "No such channel.",
      422: "skip_incomplete missing or not a boolean, or an unknown field; see error.details.",
    },
  },
  examples: { request: { skip_incomplete: true }, response: { ...exampleChannel, skip_incomplete: true } },
};

export const updateChannelInput = z
  .object({
    slug: z.string().min(1).describe("The channel: shopify or woocommerce."),
    // A pipe, so that trpc-to-openapi does not coerce it as it coerces query values ("no" would be true).
    skip_incomplete: z.boolean().pipe(z.boolean()).describe("Omit incomplete rows from the channel's CSV."),
  })
  .strict();

export const updateChannelOutput = channelSchema;
