import { z } from "zod";
import { SCOPES } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId, randomBase62 } from "../ids.js";
import { parseOrThrow } from "../validation.js";
import { type ApiKeyRecord, hashKey, KEY_BODY_LENGTH, KEY_PREFIX, SHOWN_PREFIX_LENGTH, WITH_CREATOR } from "./api-key.js";

export const createKeyInput = z.object({
  orgId: z.string().min(1),
  name: z.string().trim().max(100).optional(),
  scopes: z.array(z.enum(SCOPES)).min(1, "at least one scope"),
  expiresAt: z.date().optional(),
  /** The member who makes it in the console; none from the operator's CLI. */
  createdById: z.string().min(1).optional(),
});

/** Creates a key; the returned `key` is the only time the secret exists outside its hash. */
export async function createApiKey(
  deps: Deps,
  input: z.input<typeof createKeyInput>,
): Promise<{ key: string; apiKey: ApiKeyRecord }> {
  const parsed = parseOrThrow(createKeyInput, input);
  if (parsed.expiresAt && parsed.expiresAt <= deps.now()) {
    throw new AppError("validation_failed", "The expiry must be in the future.", [
      { path: "expiresAt", message: "must be in the future" },
    ]);
  }
  const org = await deps.db.organization.findUnique({ where: { id: parsed.orgId } });
  if (!org) throw notFound("organization");
  const key = KEY_PREFIX + randomBase62(KEY_BODY_LENGTH);
  const record = await deps.db.apiKey.create({
    data: {
      id: newId("key"),
      orgId: parsed.orgId,
      name: parsed.name ?? null,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      hash: hashKey(key),
      scopes: [...new Set(parsed.scopes)],
      expiresAt: parsed.expiresAt ?? null,
      createdById: parsed.createdById ?? null,
    },
    include: WITH_CREATOR,
  });
  return { key, apiKey: record };
}
