import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { findLiveProduct } from "../catalog/live-products.js";
import { findPublishedRecord, type PublishedRecord } from "./publication.js";

/** The snapshot a live product serves; 404 when nothing of it is published. */
export async function getPublishedRecord(deps: Deps, orgId: string, productId: string): Promise<PublishedRecord> {
  const product = await findLiveProduct(deps, orgId, productId);
  const record = await findPublishedRecord(deps.db, product);
  if (!record) throw new AppError("not_found", "This product is not published: no version of it is served.");
  return record;
}
