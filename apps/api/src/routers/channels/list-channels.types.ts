import { z } from "zod";
import { channelSchema, exampleChannel } from "../../contract/channel.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listChannelsMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/channels",
    summary: "List channels",
    description:
      "The built-in export targets: the shop platforms' CSVs (shopify, woocommerce) and the product feeds (google_merchant: TSV, openai_products: JSON Lines); each one's columns in file order with the ones a complete row needs, whether the organization's file omits incomplete rows, and the feed settings.",
    tags: ["Channels and export"],
    protect: true,
    successDescription: "Every channel.",
  },
  examples: { response: { channels: [exampleChannel] } },
};

export const listChannelsInput = z.void();
export const listChannelsOutput = z.object({ channels: z.array(channelSchema) });
