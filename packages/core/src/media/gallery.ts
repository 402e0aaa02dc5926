import type { MediaItem, Product } from "@proseo/db";
import type { Deps, DbOrTx, Tx } from "../deps.js";
import { refreshReadiness } from "../channels/readiness.js";
import { emitEvents } from "../webhooks/outbox.js";
import type { BlobStore } from "./blob-store.js";

/** What the gallery's use cases need from the process. */
export interface MediaDeps extends Deps {
  blobStore: BlobStore;
  /** Seconds a signed media URL stays valid (MEDIA_URL_TTL_SECONDS). */
  mediaUrlTtlSeconds: number;
}

/** A gallery item as answered: its stored row and URLs signed for now. */
export type SignedMediaItem = MediaItem & { url: string; usdzUrl: string | null };

export const galleryOf = (db: DbOrTx, productId: string): Promise<MediaItem[]> =>
  db.mediaItem.findMany({ where: { productId }, orderBy: [{ position: "asc" }, { id: "asc" }] });

export async function signMedia(deps: MediaDeps, items: MediaItem[]): Promise<SignedMediaItem[]> {
  const ttl = deps.mediaUrlTtlSeconds;
  return Promise.all(
    items.map(async (item) => ({
      ...item,
      url: await deps.blobStore.signedUrl(item.blobKey, ttl),
      usdzUrl: item.usdzBlobKey ? await deps.blobStore.signedUrl(item.usdzBlobKey, ttl) : null,
    })),
  );
}

/**
 * Records that a product's gallery changed (or the product was deleted or revived): the next number of
 * the organization's feed, its deltas row and the media.updated event, in the caller's transaction.
 * Incrementing the feed's row locks it until commit, so changes commit in the order of their numbers
 * and a reader that has seen number n has seen every change before it. Taken after the product's lock.
 * A live product's readiness is refreshed too: the feeds need an image.
 */
export async function recordGalleryChanges(
  tx: Tx,
  orgId: string,
  products: Pick<Product, "id" | "sku">[],
  deleted: boolean,
  at: Date,
) {
  if (products.length === 0) return;
  if (!deleted) {
    await refreshReadiness(
      tx,
      orgId,
      products.map((product) => product.id),
    );
  }
  const [feed] = await tx.$queryRaw<[{ seq: bigint }]>`
    INSERT INTO "MediaFeed" ("orgId", seq) VALUES (${orgId}, ${products.length})
    ON CONFLICT ("orgId") DO UPDATE SET seq = "MediaFeed".seq + ${products.length}
    RETURNING seq`;
  const first = feed.seq - BigInt(products.length) + 1n;
  await tx.mediaChange.createMany({
    data: products.map((product, index) => ({
      orgId,
      seq: first + BigInt(index),
      productId: product.id,
      sku: product.sku,
      deleted,
      changedAt: at,
    })),
  });
  const events = products.map((product) => ({ product_id: product.id, sku: product.sku, deleted }));
  await emitEvents(tx, orgId, "media.updated", events, at);
}

/** Rewrites positions 0..n-1 in the given order (only rows whose position moved are written). */
export async function renumber(tx: Tx, ordered: MediaItem[]): Promise<void> {
  for (const [position, item] of ordered.entries()) {
    if (item.position !== position) await tx.mediaItem.update({ where: { id: item.id }, data: { position } });
  }
}
