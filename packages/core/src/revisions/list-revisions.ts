import { z } from "zod";
import { Prisma, type PublishEvent, type Revision } from "@proseo/db";
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
  const pageQuery = Prisma.sql`SELECT * FROM "Revision" WHERE "productId" = ${productId}
    ${before ? Prisma.sql`AND version < ${before}` : Prisma.empty} ORDER BY version DESC LIMIT ${page.limit + 1}`;
  // Three statements at once: the product's count (no row: not the organization's), the page, and its
  // versions' publishing events.
  const [[product], rows, events] = await Promise.all([
    deps.read<{ total: number }>(Prisma.sql`
      SELECT (SELECT count(*)::int FROM "Revision" WHERE "productId" = p.id) AS total
      FROM "Product" p WHERE p.id = ${productId} AND p."orgId" = ${orgId}`),
    deps.read<Revision>(pageQuery),
    deps.read<PublishEvent>(Prisma.sql`SELECT * FROM "PublishEvent"
      WHERE "productId" = ${productId} AND version IN (SELECT version FROM (${pageQuery}) AS page) ORDER BY seq`),
  ]);
  if (!product) throw notFound("product");
  const revisions = rows.slice(0, page.limit);
  const last = revisions.at(-1);
  const nextCursor = rows.length > page.limit && last ? encodeCursor([last.version]) : null;
  const eventsOf = new Map<number, PublishEvent[]>();
  for (const event of events) eventsOf.set(event.version, [...(eventsOf.get(event.version) ?? []), event]);
  return {
    revisions: revisions.map((revision) => ({ ...revision, publishing: eventsOf.get(revision.version) ?? [] })),
    total: product.total,
    nextCursor,
  };
}
