import { z } from "zod";
import {
  AI_PHOTO_OPTIONS,
  VIDEO_QUALITIES,
  type AiMediaJobDetail,
  type AiModelWithPreview,
  type PhotoParams,
  type ScriptOutcome,
  type VideoParams,
} from "@proseo/core";
import { exampleMediaItem, mediaItemSchema, mediaItemView } from "./media.js";

export const aiModelSchema = z
  .object({
    id: z.string().describe("Pass as ai_model_id."),
    name: z.string(),
    description: z.string().describe("Who the model is: appearance and the products they suit."),
    preview_url: z.string().describe("The model's portrait, the same in every session, at a signed URL (MEDIA_URL_TTL_SECONDS)."),
  })
  .meta({ id: "AiModel" });

export const aiModelView = (model: AiModelWithPreview): z.infer<typeof aiModelSchema> => ({
  id: model.id,
  name: model.name,
  description: model.description,
  preview_url: model.previewUrl,
});

const lookSchema = z
  .object({
    hairstyle: z.enum(AI_PHOTO_OPTIONS.hairstyle),
    makeup: z.enum(AI_PHOTO_OPTIONS.makeup),
    outfit: z.enum(AI_PHOTO_OPTIONS.outfit),
  })
  .describe("How the model looks in this photo only; as_model keeps the model's own.");

export const aiMediaJobSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["photo", "video"]).describe("photo (POST …/ai-media) or video (POST …/ai-video)."),
    status: z
      .enum(["queued", "running", "succeeded", "failed"])
      .describe("queued, running, then succeeded (results in the gallery, charged) or failed (error, nothing charged)."),
    product_id: z.string(),
    subject: z.enum(AI_PHOTO_OPTIONS.subject).nullable().describe("Photo jobs; null for a video."),
    expression: z.enum(AI_PHOTO_OPTIONS.expression).nullable().describe("Photo jobs; null for a video."),
    look: lookSchema.nullable().describe("Photo jobs; null for a video."),
    ai_model_id: z
      .string()
      .nullable()
      .describe("The model in the photo or in every cut of the clip; null for a clip without one."),
    source_media_id: z.string().describe("The product image the job started from."),
    video: z
      .object({
        duration_seconds: z.number().int(),
        audio: z.boolean(),
        quality: z.enum(VIDEO_QUALITIES),
      })
      .nullable()
      .describe("Video jobs; null for a photo."),
    results: z.array(mediaItemSchema).describe("The gallery items the job added (while they stay in the gallery)."),
    credits_reserved: z.number().int().describe("The price, held from the balance until the job ends."),
    credits_charged: z.number().int().describe("The price once succeeded; 0 otherwise."),
    error: z
      .object({ code: z.string(), message: z.string() })
      .nullable()
      .describe(
        "Why a failed job failed: provider_rejected, provider_timeout, provider_error, product_deleted, file_removed (an identical gallery file was deleted as the job ended), not_accepted or render_failed.",
      ),
    created_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "AiMediaJob" });

type AiMediaJobJson = z.infer<typeof aiMediaJobSchema>;

export function aiMediaJobView(job: AiMediaJobDetail): AiMediaJobJson {
  const photo = job.kind === "photo" ? (job.params as unknown as PhotoParams) : null;
  const video = job.kind === "video" ? (job.params as unknown as VideoParams) : null;
  const params = (photo ?? video)!;
  return {
    id: job.id,
    kind: job.kind as AiMediaJobJson["kind"],
    status: job.status,
    product_id: job.productId,
    subject: photo?.subject ?? null,
    expression: photo?.expression ?? null,
    look: photo?.look ?? null,
    ai_model_id: job.aiModelId,
    source_media_id: params.sourceMediaId,
    video: video && { duration_seconds: video.durationSeconds, audio: video.audio, quality: video.quality },
    results: job.resultItems.map(mediaItemView),
    credits_reserved: job.creditsReserved,
    credits_charged: job.creditsCharged,
    error: job.error as AiMediaJobJson["error"],
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

export const videoScriptSchema = z
  .object({
    shots: z
      .array(
        z.object({
          index: z.number().int().describe("From 1."),
          duration_seconds: z.number().int().describe("At most 5: one cut of POST …/ai-video each."),
          description: z.string().describe("What the shot shows."),
          camera: z.string().describe("The camera move: slow zoom in, pan left to right, slow zoom out, pan right to left."),
          voiceover: z.string().describe("What is said over the shot; may be empty."),
        }),
      )
      .describe("In order; their durations add up to the requested duration_seconds."),
    credits_charged: z.number().int(),
    balance: z.number().int().describe("The balance after the charge."),
  })
  .meta({ id: "VideoScript" });

export const videoScriptView = (outcome: ScriptOutcome): z.infer<typeof videoScriptSchema> => ({
  shots: outcome.script.shots,
  credits_charged: outcome.creditsCharged,
  balance: outcome.balance,
});

export const aiMediaJobIdInput = z.object({ id: z.string().min(1).describe("AI media job id.") });

export const exampleAiModel = {
  id: "aim_ava",
  name: "Ava",
  description: "Warm olive skin, long dark brown hair, brown eyes. Everyday and outdoor wear.",
  preview_url:
    "https://api.example.com/v1/blobs/3b7e2c9d1f0a4e5b8c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b.png?expires=1795000000&signature=Zm9vYmFy",
};

export const exampleAiMediaJob: AiMediaJobJson = {
  id: "aij_4Tz8Qm2Lw7Xc9Rb1Kp5N",
  kind: "photo",
  status: "succeeded",
  product_id: "prod_7Qx2mVb9LkT4sW1nZp8c",
  subject: "garment",
  expression: "smile",
  look: { hairstyle: "ponytail", makeup: "natural", outfit: "as_model" },
  ai_model_id: "aim_ava",
  source_media_id: "med_7Hk2Lp9QwXz4Rt6YbN3c",
  video: null,
  results: [
    {
      ...exampleMediaItem,
      id: "med_2Wq9Lp4XcT7nB1zR8kYd",
      role: "gallery",
      position: 1,
      origin: "ai_photo",
      synthetic_performer: { ai_model_id: "aim_ava", name: "Ava" },
      width: 1024,
      height: 1280,
    },
  ],
  credits_reserved: 10,
  credits_charged: 10,
  error: null,
  created_at: "2026-11-21T09:00:00.000Z",
  finished_at: "2026-11-21T09:00:04.000Z",
};
