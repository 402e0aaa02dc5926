import { z } from "zod";
import { MEDIA_ROLES } from "@proseo/core";
import { exampleMediaItem, mediaItemSchema, mediaPathInput } from "../../contract/media.js";
import type { ProcedureMeta } from "../../trpc.js";

export const updateMediaMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  openapi: {
    method: "PATCH",
    path: "/v1/products/{id}/media/{media_id}",
    summary: "Change a media item's role or position",
    description:
      "role: an image may be base, gallery or swatch (a new base demotes the old one to gallery), a video only gallery, a 3D model only model_3d. position: the item moves there and the others shift, so positions stay 0 to n-1. Records a change in the media feed and sends media.updated.",
    tags: ["Media"],
    protect: true,
    successDescription: "The item as it is now.",
    errorResponses: {
      404: "No such product, or no such item in its gallery.",
      422: "A role the item's type cannot take, a position beyond the gallery, or an empty body; see error.details.",
    },
  },
  examples: { request: { role: "base", position: 0 }, response: exampleMediaItem },
};

export const updateMediaInput = z
  .object({
    role: z.enum(MEDIA_ROLES).optional(),
    position: z.number().int().min(0).optional().describe("The new place, from 0."),
  })
  .strict()
  .extend(mediaPathInput.shape);

export const updateMediaOutput = mediaItemSchema;
