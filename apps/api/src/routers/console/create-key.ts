import { createApiKey } from "@proseo/core";
import { apiKeyView } from "../../contract/api-key.js";
import { sessionProcedure } from "../../trpc.js";
import { createKeyInput, createKeyMeta, createKeyOutput } from "./create-key.types.js";

const DAY_MS = 86_400_000;

export const createKeyRoute = sessionProcedure
  .meta(createKeyMeta)
  .input(createKeyInput)
  .output(createKeyOutput)
  .mutation(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const { key, apiKey } = await createApiKey(deps, {
      orgId: ctx.org.id,
      createdById: ctx.principal.userId,
      name: input.name || undefined,
      scopes: input.scopes,
      expiresAt: input.expiresInDays ? new Date(deps.now().getTime() + input.expiresInDays * DAY_MS) : undefined,
    });
    return { key, api_key: apiKeyView(apiKey, deps.now()) };
  });
