import { writeVideoScript } from "@proseo/core";
import { videoScriptView } from "../../contract/ai-media.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { writeVideoScriptInput, writeVideoScriptMeta, writeVideoScriptOutput } from "./write-video-script.types.js";

export const writeVideoScriptRoute = orgProcedure
  .meta(writeVideoScriptMeta)
  .input(writeVideoScriptInput)
  .output(writeVideoScriptOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, videoScriptView, (recorder) =>
      writeVideoScript(ctx.services.deps, ctx.org, { productId: input.id, durationSeconds: input.duration_seconds }, recorder),
    ),
  );
