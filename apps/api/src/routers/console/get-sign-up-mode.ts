import { internalProcedure } from "../../trpc.js";
import { getSignUpModeOutput } from "./get-sign-up-mode.types.js";

/** Whether the sign-up page offers its form (SIGNUP=open) or says accounts come by invitation. */
export const getSignUpModeRoute = internalProcedure
  .output(getSignUpModeOutput)
  .query(({ ctx }) => ({ signUp: ctx.services.config.SIGNUP }));
