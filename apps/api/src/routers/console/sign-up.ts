import { signUp } from "@proseo/core";
import { signUpProcedure } from "../../trpc.js";
import { signUpInput, signUpOutput } from "./sign-up.types.js";

export const signUpRoute = signUpProcedure
  .input(signUpInput)
  .output(signUpOutput)
  .mutation(({ ctx, input }) => signUp(ctx.services.deps, input));
