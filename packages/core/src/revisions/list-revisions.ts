import type { Revision } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** Newest first, paged backwards; a deleted product's history stays readable by its id. */
export async function listRevisions(
  deps: Deps,
  orgId: string,
  productId: string,
  page: { limit: number; beforeVersion?: number },
): Promise<{ revisions: Revision[]; total: number }> {
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
  return { revisions, total };
}
