import type { MediaItem, MediaOrigin, MediaRole, MediaType, Prisma, Product } from "@proseo/db";
import { findLiveProduct, lockLiveProduct } from "../catalog/live-products.js";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { holdBlobs } from "./blob-references.js";
import { blobKey as blobKeyOf } from "./blob-store.js";
import { recordGalleryChanges, signMedia, type MediaDeps, type SignedMediaItem } from "./gallery.js";
import { assertGlb, assertUsdz, inspectImage } from "./inspect-upload.js";

/** An upload: one image with its role, or a 3D model as GLB and USDZ together. */
export type MediaUpload =
  | { kind: "image"; role: "base" | "gallery" | "swatch"; file: Uint8Array }
  | { kind: "model_3d"; glb: Uint8Array; usdz: Uint8Array };

/** A new gallery item, its files already in the blob store. */
export interface NewMediaItem {
  role: MediaRole;
  type: MediaType;
  origin: MediaOrigin;
  blobKey: string;
  usdzBlobKey?: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
  syntheticPerformer?: Prisma.InputJsonObject;
}

/**
 * Appends an item to a locked product's gallery in the caller's transaction; a new base demotes the
 * old one to gallery. The caller records the gallery change.
 */
export async function appendMediaItem(tx: Tx, product: Product, item: NewMediaItem, at: Date): Promise<MediaItem> {
  if (item.role === "base")
    await tx.mediaItem.updateMany({ where: { productId: product.id, role: "base" }, data: { role: "gallery" } });
  const position = await tx.mediaItem.count({ where: { productId: product.id } });
  return tx.mediaItem.create({
    data: { ...item, id: newId("med"), orgId: product.orgId, productId: product.id, position, createdAt: at },
  });
}

/** An upload checked: the item it makes, and how to store its files (again: storing is idempotent). */
interface CheckedUpload {
  item: NewMediaItem;
  store(): Promise<unknown>;
}

/** Checks what the bytes are; nothing is stored yet. */
async function checkUpload(deps: MediaDeps, orgId: string, upload: MediaUpload): Promise<CheckedUpload> {
  if (upload.kind === "image") {
    const image = await inspectImage(upload.file);
    const blobKey = blobKeyOf(upload.file, image.format, orgId);
    return {
      item: { role: upload.role, type: "image", origin: "upload", blobKey, width: image.width, height: image.height },
      store: () => deps.blobStore.put(upload.file, image.format, orgId),
    };
  }
  await assertGlb(upload.glb);
  await assertUsdz(upload.usdz);
  return {
    item: {
      role: "model_3d",
      type: "model_3d",
      origin: "upload",
      blobKey: blobKeyOf(upload.glb, "glb", orgId),
      usdzBlobKey: blobKeyOf(upload.usdz, "usdz", orgId),
    },
    store: () => Promise.all([deps.blobStore.put(upload.glb, "glb", orgId), deps.blobStore.put(upload.usdz, "usdz", orgId)]),
  };
}

/**
 * POST /v1/products/{id}/media: stores the file(s), then appends the item and records the change.
 * The upload is read only once the product is known to exist: an unknown one is 404 whatever the body.
 */
export async function addMedia(
  deps: MediaDeps,
  orgId: string,
  productId: string,
  readUpload: () => Promise<MediaUpload>,
): Promise<SignedMediaItem> {
  await findLiveProduct(deps, orgId, productId);
  const upload = await checkUpload(deps, orgId, await readUpload());
  await upload.store();
  const item = await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    // A deletion of an item with the same files may have removed them since: held, they are put again
    // (a presence check when still there) and stay until this item references them.
    await holdBlobs(tx, [upload.item.blobKey, upload.item.usdzBlobKey]);
    await upload.store();
    const now = deps.now();
    const added = await appendMediaItem(tx, product, upload.item, now);
    await recordGalleryChanges(tx, orgId, [product], false, now);
    return added;
  });
  const [signed] = await signMedia(deps, [item]);
  return signed!;
}
