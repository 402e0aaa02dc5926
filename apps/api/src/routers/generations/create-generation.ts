import { actorOf, generateDescriptions } from "@proseo/core";
import { generationView } from "../../contract/generation.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { createGenerationInput, createGenerationMeta, createGenerationOutput } from "./create-generation.types.js";

export const createGenerationRoute = orgProcedure
  .meta(createGenerationMeta)
  .input(createGenerationInput)
  .output(createGenerationOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, generationView, (recorder) =>
      generateDescriptions(
        ctx.services.deps,
        ctx.org,
        {
          productId: input.product_id,
          languages: input.languages,
          actor: actorOf(ctx.principal),
          rules: input.rules,
          keep: { preserve: input.preserve, overwrite: input.overwrite, mode: input.mode },
        },
        recorder,
      ),
    ),
  );
