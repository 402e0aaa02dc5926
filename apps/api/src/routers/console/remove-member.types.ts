import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const removeMemberMeta: ProcedureMeta = { role: "owner" };
export const removeMemberInput = z.object({
  userId: z.string().min(1).max(100),
  revokeKeys: z.boolean().default(false).describe("Also revoke the API keys the member made."),
});
export const removeMemberOutput = z.object({ revoked_keys: z.number().int().describe("How many API keys were revoked.") });
