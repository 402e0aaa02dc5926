import type { ProcedureMeta } from "../../trpc.js";
import { z } from "zod";

export const signOutEverywhereOutput = z.object({
  sessions_ended: z.number().int().describe("The user's console sessions ended, this one included."),
});

/** The member's own account: every role, and while the organization is paused. */
export const signOutEverywhereMeta: ProcedureMeta = { role: "viewer", ownAccount: true };
