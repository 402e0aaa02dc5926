import { z } from "zod";
import { type ApiKeyRecord, keyStatus } from "@proseo/core/accounts";
import { SCOPES } from "@proseo/core/constants";

/** An API key without its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  prefix: z.string().describe("First characters of the key, to recognise it."),
  scopes: z.array(z.enum(SCOPES)),
  status: z.enum(["active", "revoked", "expired"]),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_by: z
    .object({ user_id: z.string(), email: z.string(), name: z.string().nullable() })
    .nullable()
    .describe("The member who made the key in the console; null when the operator's CLI made it, or their account is gone."),
});

export const apiKeyView = (key: ApiKeyRecord, now: Date): z.infer<typeof apiKeySchema> => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes as z.infer<typeof apiKeySchema>["scopes"],
  status: keyStatus(key, now),
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  expires_at: key.expiresAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
  created_by: key.createdBy && { user_id: key.createdBy.id, email: key.createdBy.email, name: key.createdBy.name },
});
