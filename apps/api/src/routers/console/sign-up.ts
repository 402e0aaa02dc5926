import { signUp } from "@proseo/core";
import { internalProcedure } from "../../trpc.js";
import { signUpInput, signUpOutput } from "./sign-up.types.js";

export const signUpRoute = internalProcedure
  .input(signUpInput)
  .output(signUpOutput)
  .mutation(({ ctx, input }) => signUp(ctx.services.deps, input));
