import { z } from "zod";
import { exampleMediaItem, mediaItemSchema } from "../../contract/media.js";
import { productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listMediaMeta: ProcedureMeta = {
  scope: "catalog:read",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/products/{id}/media",
    summary: "List a product's media",
    description:
      "The gallery in position order. URLs are signed and expire (MEDIA_URL_TTL_SECONDS, default one hour): read the list again for fresh ones.",
    tags: ["Media"],
    protect: true,
    successDescription: "The gallery.",
    errorResponses: { 404: "No such product in this organization, or it is deleted." },
  },
  examples: { response: { media: [exampleMediaItem] } },
};

export const listMediaInput = productIdInput;
export const listMediaOutput = z.object({ media: z.array(mediaItemSchema) });
