import { Prisma } from "@proseo/db";
import { LIMITS } from "../constants.js";
import type { Deps } from "../deps.js";
import { awaitingReview } from "./list-products.js";

/** A category of the catalog, and how many live products are in it or below it. */
export interface CategoryNode {
  /** As the product list's category filter takes it: the stored path up to this level, levels joined by "/". */
  path: string;
  products: number;
}

export interface CategoryTree {
  /** Every level of every stored path, in path order, each counted with the levels below it. */
  categories: CategoryNode[];
  /** True when the catalog has more distinct paths than LIMITS.categoryPaths: the tree holds the first of them. */
  capped: boolean;
}

/**
 * The organization's categories as a tree with counts, for the product list (all live products) or the review
 * queue (`awaitingReview`: those whose newest content is not the one served). A node counts what the list's
 * category filter finds for it (catalog/list-products.ts: that category and those below it).
 */
export async function listCategories(
  deps: Deps,
  orgId: string,
  options: { awaitingReview?: boolean } = {},
): Promise<CategoryTree> {
  const candidate = options.awaitingReview ? Prisma.sql`AND ${awaitingReview}` : Prisma.empty;
  const rows = await deps.read<{ category: string; products: number }>(Prisma.sql`
    SELECT category, count(*)::int AS products FROM "Product"
    WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL AND category IS NOT NULL AND category <> '' ${candidate}
    GROUP BY category ORDER BY category LIMIT ${LIMITS.categoryPaths + 1}`);
  const counts = new Map<string, number>();
  for (const { category, products } of rows.slice(0, LIMITS.categoryPaths)) {
    const levels = category.split("/");
    for (let depth = 1; depth <= levels.length; depth++) {
      const path = levels.slice(0, depth).join("/");
      if (path.trim() === "" || path.endsWith("/")) continue;
      counts.set(path, (counts.get(path) ?? 0) + products);
    }
  }
  const categories = [...counts].map(([path, products]) => ({ path, products }));
  categories.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { categories, capped: rows.length > LIMITS.categoryPaths };
}
