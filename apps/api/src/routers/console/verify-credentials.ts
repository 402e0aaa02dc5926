import { verifyCredentials } from "@proseo/core";
import { signInProcedure } from "../../trpc.js";
import { sessionUserOutput, verifyCredentialsInput } from "./verify-credentials.types.js";

export const verifyCredentialsRoute = signInProcedure
  .input(verifyCredentialsInput)
  .output(sessionUserOutput)
  .mutation(({ ctx, input }) => verifyCredentials(ctx.services.deps, input.email, input.password));
