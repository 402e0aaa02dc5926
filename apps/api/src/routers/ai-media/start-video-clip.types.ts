import { z } from "zod";
import { AI_VIDEO, VIDEO_QUALITIES } from "@proseo/core";
import { aiMediaJobSchema, exampleAiMediaJob } from "../../contract/ai-media.js";
import { productIdInput } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";

/** The refusals every AI job shares, before anything is charged. */
export const AI_JOB_ERRORS = {
  402: "Insufficient credits for the price; nothing was reserved.",
  404: "No such product in this organization.",
  429: "The organization's daily AI spending cap is reached (daily_spend_cap, no Retry-After), or the key's rate limit (Retry-After).",
  502: "The provider refused the request (provider_rejected), did not answer in time (provider_timeout) or failed (provider_error); nothing was charged.",
  503: "AI calls are paused for this organization, or the API is paused (service_paused); nothing was charged.",
};

export const startVideoClipMeta: ProcedureMeta = {
  scope: "media:generate",
  role: "editor",
  successStatus: 202,
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/ai-video",
    summary: "Start an AI video clip",
    description:
      "A 720p MP4 clip of camera moves over a stored product image, in cuts of up to 5 seconds, with the same model (ai_model_id) in every cut. Price: 20 credits for 5 seconds without audio (flat), otherwise 4 per second × quality (standard 1, high 2); reserved now, charged when the clip is in the gallery (type video, origin ai_video). Poll GET /v1/ai-media/jobs/{id}. Idempotency-Key recommended.",
    tags: ["AI media"],
    protect: true,
    successDescription: "The job, accepted.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      ...AI_JOB_ERRORS,
      422: "An unknown value or field, audio with 5 seconds, an unknown ai_model_id, a source_media_id that is not an image of the product, or a product without an image.",
    },
  },
  examples: {
    request: { duration_seconds: 12, audio: true, quality: "high", ai_model_id: "aim_ava" },
    response: {
      ...exampleAiMediaJob,
      kind: "video",
      status: "queued",
      subject: null,
      expression: null,
      look: null,
      video: { duration_seconds: 12, audio: true, quality: "high" },
      results: [],
      credits_reserved: 96,
      credits_charged: 0,
      finished_at: null,
    },
  },
};

export const startVideoClipInput = z
  .object({
    source_media_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe("A gallery image of the product; omitted: the base image, else the first image."),
    duration_seconds: z.number().int().min(AI_VIDEO.minSeconds).max(AI_VIDEO.maxSeconds).default(AI_VIDEO.defaultSeconds),
    audio: z.boolean().default(false).describe("A soundtrack; only for clips longer than 5 seconds."),
    quality: z.enum(VIDEO_QUALITIES).default("standard").describe("standard (× 1) or high (× 2) beyond the flat 5 seconds."),
    ai_model_id: z.string().min(1).max(100).optional().describe("The model shown in every cut; omitted: the product alone."),
  })
  .strict()
  .extend(productIdInput.shape)
  .refine((input) => !input.audio || input.duration_seconds > AI_VIDEO.flatSeconds, {
    path: ["audio"],
    message: "audio needs duration_seconds above 5",
  });

export const startVideoClipOutput = aiMediaJobSchema;
