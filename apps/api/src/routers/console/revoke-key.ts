import { revokeApiKey } from "@proseo/core";
import { apiKeyView } from "../../contract/api-key.js";
import { sessionProcedure } from "../../trpc.js";
import { revokeKeyInput, revokeKeyMeta, revokeKeyOutput } from "./revoke-key.types.js";

export const revokeKeyRoute = sessionProcedure
  .meta(revokeKeyMeta)
  .input(revokeKeyInput)
  .output(revokeKeyOutput)
  .mutation(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    return apiKeyView(await revokeApiKey(deps, input.id, ctx.org.id), deps.now());
  });
