import type { MediaChange } from "@proseo/db";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";

const CURSOR_PREFIX = "md1.";

/** The opaque cursor: a version tag and the feed number, in base64url. */
export const encodeDeltaCursor = (seq: bigint) => Buffer.from(`${CURSOR_PREFIX}${seq}`).toString("base64url");

function decodeDeltaCursor(cursor: string): bigint {
  const text = Buffer.from(cursor, "base64url").toString();
  const number = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : "";
  if (!/^\d{1,18}$/.test(number) || encodeDeltaCursor(BigInt(number)) !== cursor) {
    const message = "Not a cursor this feed gave out; start without since, or pass a next_cursor.";
    throw new AppError("validation_failed", message, [{ path: "since", message }]);
  }
  return BigInt(number);
}

export interface MediaDeltas {
  changes: MediaChange[];
  nextCursor: string;
  hasMore: boolean;
}

/**
 * GET /v1/media/deltas: the gallery changes and product deletions after the cursor, oldest first.
 * Feed numbers commit in order (media/gallery.ts), so paging to the end misses nothing committed.
 */
export async function listMediaDeltas(deps: Deps, orgId: string, query: { since?: string; limit: number }): Promise<MediaDeltas> {
  const after = query.since === undefined ? 0n : decodeDeltaCursor(query.since);
  const rows = await deps.db.mediaChange.findMany({
    where: { orgId, seq: { gt: after } },
    orderBy: { seq: "asc" },
    take: query.limit + 1,
  });
  const changes = rows.slice(0, query.limit);
  return { changes, nextCursor: encodeDeltaCursor(changes.at(-1)?.seq ?? after), hasMore: rows.length > query.limit };
}
