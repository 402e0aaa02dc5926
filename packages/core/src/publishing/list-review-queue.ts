import type { Deps } from "../deps.js";
import { listProducts, type ProductFilter, type ProductPage } from "../catalog/list-products.js";

/** What narrows and orders the review queue. */
export type ReviewQueueFilter = Pick<
  ProductFilter,
  "limit" | "cursor" | "category" | "qualityBelow" | "qualityAtLeast" | "failedCheck" | "language" | "updatedSince" | "stale"
> & { sort?: "-updated_at" | "quality" };

/**
 * The console's review queue: live products with content whose newest version is not the one
 * served (above the published version, or nothing published). Most recently changed first, or
 * lowest quality first (unscored content last).
 */
export const listReviewQueue = (deps: Deps, orgId: string, filter: ReviewQueueFilter): Promise<ProductPage> =>
  listProducts(deps, orgId, { ...filter, sort: filter.sort ?? "-updated_at", offset: 0, awaitingReview: true });
