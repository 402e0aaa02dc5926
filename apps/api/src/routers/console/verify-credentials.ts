import { signIn } from "@proseo/core";
import { signInProcedure } from "../../trpc.js";
import { verifyCredentialsInput, verifyCredentialsOutput } from "./verify-credentials.types.js";

export const verifyCredentialsRoute = signInProcedure
  .input(verifyCredentialsInput)
  .output(verifyCredentialsOutput)
  .mutation(({ ctx, input }) => signIn(ctx.services.deps, input.email, input.password));
