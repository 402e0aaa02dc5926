import { z } from "zod";
import { SCOPES } from "@proseo/core";
import { apiKeySchema } from "../../contract/api-key.js";
import type { ProcedureMeta } from "../../trpc.js";

export const createKeyInput = z.object({
  name: z.string().trim().max(100).optional(),
  scopes: z.array(z.enum(SCOPES)).min(1, "choose at least one scope"),
  expiresInDays: z.number().int().min(1).max(3650).nullable(),
});

export const createKeyOutput = z.object({
  key: z.string().describe("The secret, shown this once."),
  api_key: apiKeySchema,
});

export const createKeyMeta: ProcedureMeta = { role: "admin" };
