import { requestSignUp } from "@proseo/core";
import { signUpProcedure } from "../../trpc.js";
import { signUpInput, signUpOutput } from "./sign-up.types.js";

export const signUpRoute = signUpProcedure
  .input(signUpInput)
  .output(signUpOutput)
  .mutation(({ ctx, input }) => requestSignUp(ctx.services.deps, ctx.services.config, input));
