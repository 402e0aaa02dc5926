import { channelReadiness } from "@proseo/core";
import { channelReadinessView } from "../../contract/channel.js";
import { orgProcedure } from "../../trpc.js";
import { getReadinessInput, getReadinessMeta, getReadinessOutput } from "./get-readiness.types.js";

export const getReadinessRoute = orgProcedure
  .meta(getReadinessMeta)
  .input(getReadinessInput)
  .output(getReadinessOutput)
  .query(async ({ ctx, input: { slug, language } }) =>
    channelReadinessView(
      await channelReadiness(ctx.services.deps, ctx.org, slug, language, {
        imagesReachable: ctx.services.config.PUBLIC_API_URL !== undefined,
      }),
    ),
  );
