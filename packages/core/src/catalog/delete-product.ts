import type { Deps } from "../deps.js";
import { refreshReadiness } from "../channels/readiness.js";
import { insertRevisions, recordState, revisionRow } from "../revisions/record-revisions.js";
import { recordGalleryChanges } from "../media/gallery.js";
import { lockLiveProduct } from "./live-products.js";

/** Soft delete: hidden from lists and exports, history kept; an upsert of the SKU revives it. */
export async function deleteProduct(deps: Deps, orgId: string, productId: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const now = deps.now();
    const version = product.version + 1;
    await tx.product.update({ where: { id: productId }, data: { deletedAt: now, version, updatedAt: now } });
    await refreshReadiness(tx, orgId, [productId]);
    const before = recordState(product);
    await insertRevisions(tx, [revisionRow(productId, version, "delete", before, { ...before, deleted: true })], now);
    await recordGalleryChanges(tx, orgId, [product], true, now);
  });
}
