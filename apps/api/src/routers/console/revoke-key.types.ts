import { z } from "zod";
import { apiKeySchema } from "../../contract/api-key.js";

export const revokeKeyInput = z.object({ id: z.string().min(1) });
export const revokeKeyOutput = apiKeySchema;
