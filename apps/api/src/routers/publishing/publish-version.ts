import { actorOf, publishVersion } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { idempotent } from "../../idempotency.js";
import { orgProcedure } from "../../trpc.js";
import { publishVersionInput, publishVersionMeta, publishVersionOutput } from "./publish-version.types.js";

export const publishVersionRoute = orgProcedure
  .meta(publishVersionMeta)
  .input(publishVersionInput)
  .output(publishVersionOutput)
  .mutation(({ ctx, input }) =>
    idempotent(ctx, input, {}, productView, (recorder) =>
      publishVersion(ctx.services.deps, ctx.org.id, input.id, input.version, actorOf(ctx.principal), recorder),
    ),
  );
