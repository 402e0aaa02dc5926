import type { ProcedureMeta } from "../../trpc.js";
import { z } from "zod";

export { changePasswordInput } from "@proseo/core";
export const changePasswordOutput = z.object({
  sessions_ended: z.number().int().describe("The user's other console sessions, ended by the change."),
});

/** The member's own account: every role, and while the organization is paused. */
export const changePasswordMeta: ProcedureMeta = { role: "viewer", ownAccount: true };
