import { createHash } from "node:crypto";
import { z } from "zod";
import type { ApiKey, Organization } from "@proseo/db";
import { SCOPES } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId, randomBase62 } from "../ids.js";
import { parseOrThrow } from "../validation.js";

export const KEY_PREFIX = "svck_";
const KEY_BODY_LENGTH = 40;
const KEY_PATTERN = /^svck_[0-9A-Za-z]{40}$/;
/** How many characters of a key are kept in clear to recognise it in lists. */
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** Writing last_used_at on every call would turn reads into writes; once a minute is precise enough. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export const createKeyInput = z.object({
  orgId: z.string().min(1),
  name: z.string().trim().max(100).optional(),
  scopes: z.array(z.enum(SCOPES)).min(1, "at least one scope"),
  expiresAt: z.date().optional(),
});

export type KeyStatus = "active" | "revoked" | "expired";

export function keyStatus(key: ApiKey, now: Date): KeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && key.expiresAt <= now) return "expired";
  return "active";
}

/** Creates a key; the returned `key` is the only time the secret exists outside its hash. */
export async function createApiKey(deps: Deps, input: z.input<typeof createKeyInput>): Promise<{ key: string; apiKey: ApiKey }> {
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
    },
  });
  return { key, apiKey: record };
}

export const listApiKeys = (deps: Deps, orgId: string): Promise<ApiKey[]> =>
  deps.db.apiKey.findMany({ where: { orgId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

/** Revokes a key, effective on its next request. With `orgId`, a key of another organization is not found. */
export async function revokeApiKey(deps: Deps, keyId: string, orgId?: string): Promise<ApiKey> {
  const key = await deps.db.apiKey.findUnique({ where: { id: keyId } });
  if (!key || (orgId !== undefined && key.orgId !== orgId)) throw notFound("API key");
  return key.revokedAt ? key : deps.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: deps.now() } });
}

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

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses "30d", "12h", "90m" or "45s" into milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  if (!match || Number(match[1]) <= 0) {
    throw new AppError("validation_failed", `"${text}" is not a duration such as 30d, 12h or 90m.`, [
      { path: "expires_in", message: "a positive number followed by s, m, h or d" },
    ]);
  }
  return Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
}
