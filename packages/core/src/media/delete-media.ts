import { lockLiveProduct } from "../catalog/live-products.js";
import { notFound } from "../errors.js";
import { removeUnreferencedBlobs } from "./blob-references.js";
import { galleryOf, recordGalleryChanges, renumber, type MediaDeps } from "./gallery.js";

/**
 * DELETE /v1/products/{id}/media/{media_id}: removes the item; the ones after it move up. After the
 * commit its files are deleted unless something else references them (blobs are shared by content within the organization).
 */
export async function deleteMedia(deps: MediaDeps, orgId: string, productId: string, mediaId: string): Promise<void> {
  const removed = await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const gallery = await galleryOf(tx, productId);
    const item = gallery.find((candidate) => candidate.id === mediaId);
    if (!item) throw notFound("media item");
    await tx.mediaItem.delete({ where: { id: mediaId } });
    await renumber(
      tx,
      gallery.filter((other) => other.id !== mediaId),
    );
    await recordGalleryChanges(tx, orgId, [product], false, deps.now());
    return item;
  });
  await removeUnreferencedBlobs(deps, [removed.blobKey, removed.usdzBlobKey]);
}
