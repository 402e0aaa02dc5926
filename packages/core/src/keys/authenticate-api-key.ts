import type { ApiKey, Organization } from "@proseo/db";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { hashKey, KEY_PATTERN, keyStatus, LAST_USED_RESOLUTION_MS } from "./api-key.js";

const invalidKey = () => new AppError("invalid_api_key", "The API key is missing, malformed, unknown, revoked or expired.");

/** Resolves a presented key to its record and organization, or fails with 401 whatever the reason. */
export async function authenticateApiKey(deps: Deps, presented: string): Promise<{ apiKey: ApiKey; org: Organization }> {
  if (!KEY_PATTERN.test(presented)) throw invalidKey();
  const apiKey = await deps.db.apiKey.findUnique({ where: { hash: hashKey(presented) }, include: { org: true } });
  const now = deps.now();
  if (!apiKey || keyStatus(apiKey, now) !== "active") throw invalidKey();
  if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await deps.db.apiKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: now } });
  }
  const { org, ...key } = apiKey;
  return { apiKey: key, org };
}
