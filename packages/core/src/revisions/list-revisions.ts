import { z } from "zod";
import type { PublishEvent, Revision } from "@proseo/db";
import type { Deps } from "../deps.js";
import { decodeCursor, encodeCursor, oneStart } from "../cursor.js";
import { notFound } from "../errors.js";

const cursorSchema = z.tuple([z.number().int().min(2)]);

/** A version with the publishing events that concern it, oldest first. */
export type RevisionWithPublishing = Revision & { publishing: PublishEvent[] };

/** Newest first, paged backwards; a deleted product's history stays readable by its id. */
export async function listRevisions(
  deps: Deps,
  orgId: string,
  productId: string,
  page: { limit: number; beforeVersion?: number; cursor?: string },
): Promise<{ revisions: RevisionWithPublishing[]; total: number; nextCursor: string | null }> {
  oneStart(page.cursor, { name: "before_version", given: page.beforeVersion !== undefined });
  // A product's versions are unique: the version alone is the position.
  const before = page.cursor === undefined ? page.beforeVersion : decodeCursor(cursorSchema, page.cursor)[0];
  const product = await deps.db.product.findFirst({ where: { id: productId, orgId }, select: { id: true } });
  if (!product) throw notFound("product");
  const [rows, total] = await Promise.all([
    deps.db.revision.findMany({
      where: { productId, ...(before ? { version: { lt: before } } : {}) },
      orderBy: { version: "desc" },
      take: page.limit + 1,
    }),
    deps.db.revision.count({ where: { productId } }),
  ]);
  const revisions = rows.slice(0, page.limit);
  const last = revisions.at(-1);
  const nextCursor = rows.length > page.limit && last ? encodeCursor([last.version]) : null;
  // One query for the page's versions.
  const events = revisions.length
    ? await deps.db.publishEvent.findMany({
        where: { productId, version: { in: revisions.map((revision) => revision.version) } },
        orderBy: { seq: "asc" },
      })
    : [];
  const eventsOf = new Map<number, PublishEvent[]>();
  for (const event of events) eventsOf.set(event.version, [...(eventsOf.get(event.version) ?? []), event]);
  return {
    revisions: revisions.map((revision) => ({ ...revision, publishing: eventsOf.get(revision.version) ?? [] })),
    total,
    nextCursor,
  };
}
