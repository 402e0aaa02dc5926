import type { ProcedureMeta } from "../../trpc.js";
import { z } from "zod";

export const getAccountOutput = z.object({ email: z.string(), name: z.string().nullable() });

/** The member's own account: every role. */
export const getAccountMeta: ProcedureMeta = { role: "viewer" };
