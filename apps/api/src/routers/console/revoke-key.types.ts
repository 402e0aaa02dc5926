import { z } from "zod";
import { apiKeySchema } from "../../contract/api-key.js";
import type { ProcedureMeta } from "../../trpc.js";

export const revokeKeyInput = z.object({ id: z.string().min(1) });
export const revokeKeyOutput = apiKeySchema;

export const revokeKeyMeta: ProcedureMeta = { role: "admin" };
