import { z } from "zod";
import { apiKeySchema } from "../../contract/api-key.js";
import type { ProcedureMeta } from "../../trpc.js";

export const listKeysOutput = z.array(apiKeySchema);

export const listKeysMeta: ProcedureMeta = { role: "admin" };
