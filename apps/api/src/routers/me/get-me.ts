import { keyProcedure } from "../../trpc.js";
import { getMeInput, getMeMeta, getMeOutput } from "./get-me.types.js";

export const getMeRoute = keyProcedure()
  .meta(getMeMeta)
  .input(getMeInput)
  .output(getMeOutput)
  .query(({ ctx }) => ({
    organization: {
      id: ctx.org.id,
      name: ctx.org.name,
      languages: ctx.org.languages,
      balance: ctx.org.creditBalance,
    },
    key: {
      id: ctx.principal.keyId,
      prefix: ctx.apiKey.prefix,
      scopes: ctx.principal.scopes,
      expires_at: ctx.apiKey.expiresAt?.toISOString() ?? null,
    },
  }));
