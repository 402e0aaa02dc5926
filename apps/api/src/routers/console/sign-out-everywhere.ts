import { endUserSessions } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { signOutEverywhereMeta, signOutEverywhereOutput } from "./sign-out-everywhere.types.js";

export const signOutEverywhereRoute = sessionProcedure
  .meta(signOutEverywhereMeta)
  .output(signOutEverywhereOutput)
  .mutation(async ({ ctx }) => ({ sessions_ended: await endUserSessions(ctx.services.deps, ctx.principal.userId) }));
