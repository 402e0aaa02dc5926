import { z } from "zod";
import type { ProcedureMeta } from "../../trpc.js";

export const removeMemberMeta: ProcedureMeta = { role: "owner" };
export const removeMemberInput = z.object({ userId: z.string().min(1).max(100) });
