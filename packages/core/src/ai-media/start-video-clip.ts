import type { Organization } from "@proseo/db";
import { findLiveProduct } from "../catalog/live-products.js";
import { videoPrice, type VideoQuality } from "../constants.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { acceptAiMediaJob } from "./accept-ai-media-job.js";
import {
  resolveModel,
  sourceImage,
  videoRequest,
  type AiMediaDeps,
  type AiMediaJobDetail,
  type VideoParams,
} from "./ai-media.js";

export interface VideoClipRequest {
  productId: string;
  /** Omitted: the base image, else the gallery's first image. */
  sourceMediaId?: string;
  durationSeconds: number;
  audio: boolean;
  quality: VideoQuality;
  /** The model shown in every cut; omitted: the product alone. */
  aiModelId?: string;
}

/** POST /v1/products/{id}/ai-video: a clip of camera moves over a stored product image, priced by videoPrice. */
export async function startVideoClip(
  deps: AiMediaDeps,
  org: Organization,
  request: VideoClipRequest,
  recorder: AnswerRecorder<AiMediaJobDetail>,
): Promise<AiMediaJobDetail> {
  const product = await findLiveProduct(deps, org.id, request.productId);
  const model = request.aiModelId ? await resolveModel(deps.db, request.aiModelId) : null;
  const source = await sourceImage(deps.db, product, request.sourceMediaId);
  const params: VideoParams = {
    durationSeconds: request.durationSeconds,
    audio: request.audio,
    quality: request.quality,
    sourceMediaId: source.id,
    sourceBlobKey: source.blobKey,
  };
  return acceptAiMediaJob(
    deps,
    org,
    {
      product,
      kind: "video",
      params,
      aiModelId: model?.id ?? null,
      price: videoPrice(request.durationSeconds, request.audio, request.quality),
      engine: deps.videoEngine,
      request: () => videoRequest(deps, product, model, params),
    },
    recorder,
  );
}
