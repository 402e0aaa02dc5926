import { z } from "zod";

export const verifyCredentialsInput = z.object({ email: z.string(), password: z.string() });

/** The signed-in user, as next-auth keeps it in the session. */
const sessionUserOutput = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  orgId: z.string(),
});

export const verifyCredentialsOutput = sessionUserOutput.extend({
  sessionId: z.string().describe("The console session started, which the session cookie names."),
});
