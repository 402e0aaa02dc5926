import { lockLiveProduct } from "../catalog/live-products.js";
import { notFound } from "../errors.js";
import { galleryOf, recordGalleryChanges, renumber, type MediaDeps } from "./gallery.js";

/** DELETE /v1/products/{id}/media/{media_id}: removes the item; the ones after it move up. Its files stay (others may share them). */
export async function deleteMedia(deps: MediaDeps, orgId: string, productId: string, mediaId: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const gallery = await galleryOf(tx, productId);
    if (!gallery.some((item) => item.id === mediaId)) throw notFound("media item");
    await tx.mediaItem.delete({ where: { id: mediaId } });
    await renumber(
      tx,
      gallery.filter((item) => item.id !== mediaId),
    );
    await recordGalleryChanges(tx, orgId, [product], false, deps.now());
  });
}
