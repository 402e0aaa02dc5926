import type { Deps, Tx } from "../deps.js";
import { notFound } from "../errors.js";
import { type ApiKeyRecord, WITH_CREATOR } from "./api-key.js";

/** Revokes a key, effective on its next request. With `orgId`, a key of another organization is not found. */
export async function revokeApiKey(deps: Deps, keyId: string, orgId?: string): Promise<ApiKeyRecord> {
  const key = await deps.db.apiKey.findUnique({ where: { id: keyId }, include: WITH_CREATOR });
  if (!key || (orgId !== undefined && key.orgId !== orgId)) throw notFound("API key");
  return key.revokedAt
    ? key
    : deps.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: deps.now() }, include: WITH_CREATOR });
}

/** Revokes the keys a member made in an organization that are not revoked yet; answers how many. */
export async function revokeKeysMadeBy(tx: Tx, orgId: string, userId: string, now: Date): Promise<number> {
  const { count } = await tx.apiKey.updateMany({
    where: { orgId, createdById: userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count;
}
