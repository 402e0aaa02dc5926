import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const revokeInvitationMeta: ProcedureMeta = { role: "owner" };
export const revokeInvitationInput = z.object({ id: z.string().min(1).max(100) });
