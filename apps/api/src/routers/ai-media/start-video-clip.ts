import { startVideoClip } from "@proseo/core";
import { aiMediaJobView } from "../../contract/ai-media.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { startVideoClipInput, startVideoClipMeta, startVideoClipOutput } from "./start-video-clip.types.js";

export const startVideoClipRoute = orgProcedure
  .meta(startVideoClipMeta)
  .input(startVideoClipInput)
  .output(startVideoClipOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, aiMediaJobView, (recorder) =>
      startVideoClip(
        ctx.services.deps,
        ctx.org,
        {
          productId: input.id,
          sourceMediaId: input.source_media_id,
          durationSeconds: input.duration_seconds,
          audio: input.audio,
          quality: input.quality,
          aiModelId: input.ai_model_id,
        },
        recorder,
      ),
    ),
  );
