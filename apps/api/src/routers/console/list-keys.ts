import { listApiKeys } from "@proseo/core";
import { apiKeyView } from "../../contract/api-key.js";
import { sessionProcedure } from "../../trpc.js";
import { listKeysMeta, listKeysOutput } from "./list-keys.types.js";

export const listKeysRoute = sessionProcedure
  .meta(listKeysMeta)
  .output(listKeysOutput)
  .query(async ({ ctx }) => {
    const { deps } = ctx.services;
    return (await listApiKeys(deps, ctx.org.id)).map((key) => apiKeyView(key, deps.now()));
  });
