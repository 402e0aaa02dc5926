import type { ApiKey } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** Revokes a key, effective on its next request. With `orgId`, a key of another organization is not found. */
export async function revokeApiKey(deps: Deps, keyId: string, orgId?: string): Promise<ApiKey> {
  const key = await deps.db.apiKey.findUnique({ where: { id: keyId } });
  if (!key || (orgId !== undefined && key.orgId !== orgId)) throw notFound("API key");
  return key.revokedAt ? key : deps.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: deps.now() } });
}
