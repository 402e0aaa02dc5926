import type { AiModel } from "@proseo/db";
import type { MediaDeps } from "../media/gallery.js";
import { listModels, modelPreview } from "./ai-media.js";

export type AiModelWithPreview = AiModel & { previewUrl: string };

/** GET /v1/ai-models: the synthetic models, each with its preview portrait at a signed URL. */
export async function listAiModels(deps: MediaDeps): Promise<AiModelWithPreview[]> {
  return Promise.all(
    (await listModels(deps.db)).map(async (model) => {
      // Stored on each listing (a presence check once there): no organization's file, so none of theirs.
      const blobKey = await deps.blobStore.put(await modelPreview(model), "png", null);
      return { ...model, previewUrl: await deps.blobStore.signedUrl(blobKey, deps.mediaUrlTtlSeconds) };
    }),
  );
}
