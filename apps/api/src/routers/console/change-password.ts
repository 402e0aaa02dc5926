import { changePassword } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { changePasswordMeta, changePasswordInput, changePasswordOutput } from "./change-password.types.js";

export const changePasswordRoute = sessionProcedure
  .meta(changePasswordMeta)
  .input(changePasswordInput)
  .output(changePasswordOutput)
  .mutation(async ({ ctx, input }) => ({
    sessions_ended: await changePassword(ctx.services.deps, ctx.services.rateLimits, ctx.principal, input),
  }));
