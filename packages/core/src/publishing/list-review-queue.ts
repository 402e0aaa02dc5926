import type { Deps } from "../deps.js";
import { listProducts, type ProductPage } from "../catalog/list-products.js";

/**
 * The console's review queue: live products with content whose newest version is not the one
 * served (above the published version, or nothing published). Most recently changed first.
 */
export const listReviewQueue = (deps: Deps, orgId: string, page: { limit: number; cursor?: string }): Promise<ProductPage> =>
  listProducts(deps, orgId, { ...page, offset: 0, sort: "-updated_at", awaitingReview: true });
