import { z } from "zod";
import { AI_PHOTO_OPTIONS } from "@proseo/core";
import { aiMediaJobSchema, exampleAiMediaJob } from "../../contract/ai-media.js";
import { productIdInput } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";
import { AI_JOB_ERRORS } from "./start-video-clip.types.js";

export const startPhotoSessionMeta: ProcedureMeta = {
  scope: "media:generate",
  role: "editor",
  successStatus: 202,
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/ai-media",
    summary: "Start an AI photo session",
    description:
      "One photo of a synthetic model with the product's image (its base image, else its first image), at the AI photo price (10 credits), reserved now and charged when the photo is in the gallery (origin ai_photo, synthetic_performer set, media.updated sent). hairstyle, makeup and outfit change the model's look in this photo only. Poll GET /v1/ai-media/jobs/{id}. Idempotency-Key recommended: a retry answers the same job.",
    tags: ["AI media"],
    protect: true,
    successDescription: "The job, accepted.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      ...AI_JOB_ERRORS,
      422: "An unknown value or field, an unknown ai_model_id, or a product without an image; see error.details.",
    },
  },
  examples: {
    request: { subject: "garment", expression: "smile", hairstyle: "ponytail", makeup: "natural", ai_model_id: "aim_ava" },
    response: { ...exampleAiMediaJob, status: "queued", results: [], credits_charged: 0, finished_at: null },
  },
};

const lookPart = <const Values extends readonly ["as_model", ...string[]]>(values: Values, what: string) =>
  z
    .enum(values)
    .default("as_model" as Values[number])
    .describe(`The model's ${what} in this photo; as_model (default) keeps the model's own.`);

export const startPhotoSessionInput = z
  .object({
    subject: z
      .enum(AI_PHOTO_OPTIONS.subject)
      .default("product")
      .describe("product (default): the model holds the product; garment: the model wears it."),
    expression: z.enum(AI_PHOTO_OPTIONS.expression).default("natural"),
    hairstyle: lookPart(AI_PHOTO_OPTIONS.hairstyle, "hair style"),
    makeup: lookPart(AI_PHOTO_OPTIONS.makeup, "make-up"),
    outfit: lookPart(AI_PHOTO_OPTIONS.outfit, "outfit (with subject garment, the garment is worn over it)"),
    ai_model_id: z.string().min(1).max(100).optional().describe("A model of GET /v1/ai-models; omitted: the first listed."),
  })
  .strict()
  .extend(productIdInput.shape);

export const startPhotoSessionOutput = aiMediaJobSchema;
