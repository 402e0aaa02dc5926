import type { Prisma, Product } from "@proseo/db";
import type { Deps } from "../deps.js";

/**
 * The console's review queue: live products with content whose newest version is not the one
 * served (above the published version, or nothing published). Most recently changed first.
 */
export async function listReviewQueue(
  deps: Deps,
  orgId: string,
  page: { limit: number; offset: number },
): Promise<{ products: Product[]; total: number }> {
  const where: Prisma.ProductWhereInput = {
    orgId,
    deletedAt: null,
    NOT: { values: { equals: {} } },
    OR: [{ publishedVersion: null }, { version: { gt: deps.db.product.fields.publishedVersion } }],
  };
  const [products, total] = await Promise.all([
    deps.db.product.findMany({ where, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], skip: page.offset, take: page.limit }),
    deps.db.product.count({ where }),
  ]);
  return { products, total };
}
