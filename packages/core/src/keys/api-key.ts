import { createHash } from "node:crypto";
import type { ApiKey, Prisma } from "@proseo/db";

export const KEY_PREFIX = "svck_";
export const KEY_BODY_LENGTH = 40;
export const KEY_PATTERN = /^svck_[0-9A-Za-z]{40}$/;
/** How many characters of a key are kept in clear to recognise it in lists. */
export const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** Writing last_used_at on every call would turn reads into writes; once a minute is precise enough. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A key as lists show it: with the member who made it (null: the operator's CLI, or an account since deleted). */
export const WITH_CREATOR = { createdBy: { select: { id: true, email: true, name: true } } } satisfies Prisma.ApiKeyInclude;
export type ApiKeyRecord = Prisma.ApiKeyGetPayload<{ include: typeof WITH_CREATOR }>;

export type KeyStatus = "active" | "revoked" | "expired";

export function keyStatus(key: ApiKey, now: Date): KeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && key.expiresAt <= now) return "expired";
  return "active";
}
