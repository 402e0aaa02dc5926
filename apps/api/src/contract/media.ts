import { z } from "zod";
import { MEDIA_ROLES, type MediaDeltas, type SignedMediaItem } from "@proseo/core";

export const mediaItemSchema = z
  .object({
    id: z.string().describe("Media item id."),
    role: z
      .enum(MEDIA_ROLES)
      .describe("base (one per product), gallery, swatch, or model_3d. Pick the base image by role, not by position."),
    type: z.enum(["image", "video", "model_3d"]),
    url: z
      .string()
      .describe("The file (for model_3d the GLB), at a signed URL valid for MEDIA_URL_TTL_SECONDS (default one hour)."),
    usdz_url: z.string().nullable().describe("The same 3D model as USDZ; null for an image or a video."),
    position: z.number().int().min(0).describe("Place in the gallery, dense from 0."),
    origin: z.enum(["upload", "import", "ai_photo", "ai_video"]).describe("Where the item came from."),
    synthetic_performer: z
      .object({ ai_model_id: z.string(), name: z.string() })
      .nullable()
      .describe("The AI model that appears in the item, or null."),
    width: z.number().int().nullable().describe("Pixels; null for a 3D model."),
    height: z.number().int().nullable(),
    duration_seconds: z.number().nullable().describe("Seconds of a video; null otherwise."),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "MediaItem" });

export type MediaItemJson = z.infer<typeof mediaItemSchema>;

export const mediaItemView = (item: SignedMediaItem): MediaItemJson => ({
  id: item.id,
  role: item.role,
  type: item.type,
  url: item.url,
  usdz_url: item.usdzUrl,
  position: item.position,
  origin: item.origin,
  synthetic_performer: item.syntheticPerformer as MediaItemJson["synthetic_performer"],
  width: item.width,
  height: item.height,
  duration_seconds: item.durationSeconds,
  created_at: item.createdAt.toISOString(),
});

export const mediaDeltasSchema = z
  .object({
    changes: z
      .array(
        z.object({
          product_id: z.string(),
          sku: z.string(),
          deleted: z.boolean().describe("True when the product was deleted (its gallery is no longer served)."),
          changed_at: z.iso.datetime(),
        }),
      )
      .describe("Oldest first; a product appears once per change."),
    next_cursor: z.string().describe("Pass as since to read on; the same cursor when nothing changed."),
    has_more: z.boolean().describe("More changes wait after next_cursor: read again at once."),
  })
  .meta({ id: "MediaDeltas" });

export const mediaDeltasView = (deltas: MediaDeltas): z.infer<typeof mediaDeltasSchema> => ({
  changes: deltas.changes.map((change) => ({
    product_id: change.productId,
    sku: change.sku,
    deleted: change.deleted,
    changed_at: change.changedAt.toISOString(),
  })),
  next_cursor: deltas.nextCursor,
  has_more: deltas.hasMore,
});

export const mediaPathInput = z.object({
  id: z.string().min(1).describe("Product id."),
  media_id: z.string().min(1).describe("Media item id."),
});

// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleMediaItem: MediaItemJson = {
  id: "med_7Hk2Lp9QwXz4Rt6YbN3c",
  role: "base",
  type: "image",
  url: "https://api.example.com/v1/blobs/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png?expires=1795000000&signature=Zm9vYmFy",
  usdz_url: null,
  position: 0,
  origin: "upload",
  synthetic_performer: null,
  width: 1600,
  height: 1600,
  duration_seconds: null,
  created_at: "2026-11-21T09:00:00.000Z",
};
