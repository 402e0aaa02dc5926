import type { Organization } from "@proseo/db";
import { findLiveProduct } from "../catalog/live-products.js";
import { PRICES, type AiExpression, type AiLook, type AiSubject } from "../constants.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { acceptAiMediaJob } from "./accept-ai-media-job.js";
import {
  photoRequest,
  resolveModel,
  sourceImage,
  type AiMediaDeps,
  type AiMediaJobDetail,
  type PhotoParams,
} from "./ai-media.js";

export interface PhotoSessionRequest {
  productId: string;
  subject: AiSubject;
  expression: AiExpression;
  look: AiLook;
  /** Omitted: the first model listed. */
  aiModelId?: string;
}

/**
 * POST /v1/products/{id}/ai-media: one photo of a synthetic model with the product's image (its base
 * image, else its first), in the requested look. 404 for an unknown product, 422 for an unknown model
 * or a product without an image, then as every AI job (see acceptAiMediaJob).
 */
export async function startPhotoSession(
  deps: AiMediaDeps,
  org: Organization,
  request: PhotoSessionRequest,
  recorder: AnswerRecorder<AiMediaJobDetail>,
): Promise<AiMediaJobDetail> {
  const product = await findLiveProduct(deps, org.id, request.productId);
  const model = await resolveModel(deps.db, request.aiModelId);
  const source = await sourceImage(deps.db, product, undefined);
  const params: PhotoParams = {
    subject: request.subject,
    expression: request.expression,
    look: request.look,
    sourceMediaId: source.id,
    sourceBlobKey: source.blobKey,
  };
  return acceptAiMediaJob(
    deps,
    org,
    {
      product,
      kind: "photo",
      params,
      aiModelId: model.id,
      price: PRICES.aiPhoto,
      engine: deps.imageEngine,
      request: () => photoRequest(deps, product, model, params),
    },
    recorder,
  );
}
