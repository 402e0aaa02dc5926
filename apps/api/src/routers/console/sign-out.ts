import { endConsoleSession } from "@proseo/core";
import { internalProcedure } from "../../trpc.js";
import { signOutInput } from "./sign-out.types.js";

/** Ends the console session the console's server signs out of (its cookie, replayed, is refused from then on). */
export const signOutRoute = internalProcedure
  .input(signOutInput)
  .mutation(({ ctx, input }) => endConsoleSession(ctx.services.deps, input.sessionId));
