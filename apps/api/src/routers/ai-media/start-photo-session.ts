import { startPhotoSession } from "@proseo/core";
import { aiMediaJobView } from "../../contract/ai-media.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { startPhotoSessionInput, startPhotoSessionMeta, startPhotoSessionOutput } from "./start-photo-session.types.js";

export const startPhotoSessionRoute = orgProcedure
  .meta(startPhotoSessionMeta)
  .input(startPhotoSessionInput)
  .output(startPhotoSessionOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, aiMediaJobView, (recorder) =>
      startPhotoSession(
        ctx.services.deps,
        ctx.org,
        {
          productId: input.id,
          subject: input.subject,
          expression: input.expression,
          look: { hairstyle: input.hairstyle, makeup: input.makeup, outfit: input.outfit },
          aiModelId: input.ai_model_id,
        },
        recorder,
      ),
    ),
  );
