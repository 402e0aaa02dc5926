import type { PublishEvent, Revision } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** A version with the publishing events that concern it, oldest first. */
export type RevisionWithPublishing = Revision & { publishing: PublishEvent[] };

/** Newest first, paged backwards; a deleted product's history stays readable by its id. */
export async function listRevisions(
  deps: Deps,
  orgId: string,
  productId: string,
  page: { limit: number; beforeVersion?: number },
): Promise<{ revisions: RevisionWithPublishing[]; total: number }> {
  const product = await deps.db.product.findFirst({ where: { id: productId, orgId }, select: { id: true } });
  if (!product) throw notFound("product");
  const [revisions, total] = await Promise.all([
    deps.db.revision.findMany({
      where: { productId, ...(page.beforeVersion ? { version: { lt: page.beforeVersion } } : {}) },
      orderBy: { version: "desc" },
      take: page.limit,
    }),
    deps.db.revision.count({ where: { productId } }),
  ]);
  // One query for the page's versions.
  const events = revisions.length
    ? await deps.db.publishEvent.findMany({
        where: { productId, version: { in: revisions.map((revision) => revision.version) } },
        orderBy: { seq: "asc" },
      })
    : [];
  const eventsOf = new Map<number, PublishEvent[]>();
  for (const event of events) eventsOf.set(event.version, [...(eventsOf.get(event.version) ?? []), event]);
  return { revisions: revisions.map((revision) => ({ ...revision, publishing: eventsOf.get(revision.version) ?? [] })), total };
}
