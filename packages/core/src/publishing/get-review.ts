import type { Product } from "@proseo/db";
import type { Deps } from "../deps.js";
import { findLiveProduct } from "../catalog/live-products.js";
import { findPublishedRecord, type PublishedRecord } from "./publication.js";

/** What a reviewer compares: the record as it is now (its newest version) and what is served, if anything. */
export async function getReview(
  deps: Deps,
  orgId: string,
  productId: string,
): Promise<{ product: Product; published: PublishedRecord | null }> {
  const product = await findLiveProduct(deps, orgId, productId);
  return { product, published: await findPublishedRecord(deps.db, product) };
}
