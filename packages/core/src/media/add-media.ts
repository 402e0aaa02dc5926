import type { MediaItem, MediaOrigin, MediaRole, MediaType, Prisma, Product } from "@proseo/db";
import { findLiveProduct, lockLiveProduct } from "../catalog/live-products.js";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
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

/** Checks what the bytes are and stores them; nothing is written to the database yet. */
async function storeUpload(deps: MediaDeps, upload: MediaUpload): Promise<NewMediaItem> {
  if (upload.kind === "image") {
    const image = await inspectImage(upload.file);
    const blobKey = await deps.blobStore.put(upload.file, image.format);
    return { role: upload.role, type: "image", origin: "upload", blobKey, width: image.width, height: image.height };
  }
  await assertGlb(upload.glb);
  await assertUsdz(upload.usdz);
  const [blobKey, usdzBlobKey] = await Promise.all([
    deps.blobStore.put(upload.glb, "glb"),
    deps.blobStore.put(upload.usdz, "usdz"),
  ]);
  return { role: "model_3d", type: "model_3d", origin: "upload", blobKey, usdzBlobKey };
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
  await findLiveProduct(deps.db, orgId, productId);
  const stored = await storeUpload(deps, await readUpload());
  const item = await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const now = deps.now();
    const added = await appendMediaItem(tx, product, stored, now);
    await recordGalleryChanges(tx, orgId, [product], false, now);
    return added;
  });
  const [signed] = await signMedia(deps, [item]);
  return signed!;
}
