import { startConsoleSession, verifyCredentials } from "@proseo/core";
import { signInProcedure } from "../../trpc.js";
import { verifyCredentialsInput, verifyCredentialsOutput } from "./verify-credentials.types.js";

/** Signs in: checks the credentials and starts the console session whose id the cookie carries. */
export const verifyCredentialsRoute = signInProcedure
  .input(verifyCredentialsInput)
  .output(verifyCredentialsOutput)
  .mutation(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const user = await verifyCredentials(deps, input.email, input.password);
    return { ...user, sessionId: await startConsoleSession(deps, user.id, user.orgId) };
  });
