import { z } from "zod";
import { VIDEO_SCRIPT } from "@proseo/core";
import { videoScriptSchema } from "../../contract/ai-media.js";
import { productIdInput } from "../../contract/product.js";
import { idempotencyKeyHeader } from "../../idempotency.js";
import type { ProcedureMeta } from "../../trpc.js";
import { AI_JOB_ERRORS } from "./start-video-clip.types.js";

export const writeVideoScriptMeta: ProcedureMeta = {
  scope: "media:generate",
  role: "editor",
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/ai-video/script",
    summary: "Write a video script",
    description:
      "The text engine writes a shot list (in English) from the product's data while the request waits: shots of at most 5 seconds adding up to duration_seconds, each with one of the camera moves POST …/ai-video films. 3 credits, charged only when the script is written; it is not stored.",
    tags: ["AI media"],
    protect: true,
    successDescription: "The script, the credits charged and the balance.",
    requestHeaders: idempotencyKeyHeader(false),
    errorResponses: {
      ...AI_JOB_ERRORS,
      402: "Insufficient credits for the script; nothing was charged.",
      422: "duration_seconds outside 5 to 30, or an unknown field.",
      502: "The text engine refused the request (provider_rejected), did not answer in time (provider_timeout) or failed (provider_error); nothing was charged.",
    },
  },
  examples: {
    request: { duration_seconds: 10 },
    response: {
      shots: [
        {
          index: 1,
          duration_seconds: 5,
          description: "Opening shot: Merino sweater by Acme in full, centred on a plain studio backdrop.",
          camera: "slow zoom in",
          voiceover: "Meet the Merino sweater.",
        },
        {
          index: 2,
          duration_seconds: 5,
          description: "Closing shot: Merino sweater by Acme in full, room at the bottom for the brand.",
          camera: "pan left to right",
          voiceover: "Merino sweater. By Acme.",
        },
      ],
      credits_charged: 3,
      balance: 997,
    },
  },
};

export const writeVideoScriptInput = z
  .object({
    duration_seconds: z
      .number()
      .int()
      .min(VIDEO_SCRIPT.minSeconds)
      .max(VIDEO_SCRIPT.maxSeconds)
      .default(VIDEO_SCRIPT.defaultSeconds)
      .describe("The clip's length the script plans, 5 to 30 seconds (default 15)."),
  })
  .strict()
  .extend(productIdInput.shape);

export const writeVideoScriptOutput = videoScriptSchema;
