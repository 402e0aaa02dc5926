import { findLiveProduct } from "../catalog/live-products.js";
import { galleryOf, signMedia, type MediaDeps, type SignedMediaItem } from "./gallery.js";

/** GET /v1/products/{id}/media: the gallery in position order, with fresh signed URLs. */
export async function listMedia(deps: MediaDeps, orgId: string, productId: string): Promise<SignedMediaItem[]> {
  await findLiveProduct(deps, orgId, productId);
  return signMedia(deps, await galleryOf(deps.db, productId));
}
