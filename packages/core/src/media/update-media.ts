import type { MediaItem, MediaRole, MediaType } from "@proseo/db";
import { lockLiveProduct } from "../catalog/live-products.js";
import { AppError, notFound } from "../errors.js";
import { validationFailed } from "../validation.js";
import { galleryOf, recordGalleryChanges, renumber, signMedia, type MediaDeps, type SignedMediaItem } from "./gallery.js";

export interface MediaChanges {
  role?: MediaRole;
  position?: number;
}

/** The roles an item of each type may take. */
const ROLES_OF: Record<MediaType, readonly MediaRole[]> = {
  image: ["base", "gallery", "swatch"],
  video: ["gallery"],
  model_3d: ["model_3d"],
};

const invalid = (path: string, message: string) => new AppError("validation_failed", message, [{ path, message }]);

/**
 * PATCH /v1/products/{id}/media/{media_id}: a new role (a new base demotes the old one to gallery)
 * and/or a new position (the others shift, positions stay 0..n-1).
 */
export async function updateMedia(
  deps: MediaDeps,
  orgId: string,
  productId: string,
  mediaId: string,
  changes: MediaChanges,
): Promise<SignedMediaItem> {
  if (changes.role === undefined && changes.position === undefined)
    throw validationFailed([{ path: "", message: "send role, position or both" }]);
  const updated = await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const gallery = await galleryOf(tx, productId);
    const item = gallery.find((candidate) => candidate.id === mediaId);
    if (!item) throw notFound("media item");
    const { role = item.role, position = item.position } = changes;
    if (!ROLES_OF[item.type].includes(role)) {
      throw invalid("role", `A ${item.type.replace("_", " ")} item may only be ${ROLES_OF[item.type].join(" or ")}.`);
    }
    if (position >= gallery.length)
      throw invalid("position", `The gallery has ${gallery.length} items; positions run from 0 to ${gallery.length - 1}.`);
    if (role === item.role && position === item.position) return item;

    if (role !== item.role) {
      if (role === "base") await tx.mediaItem.updateMany({ where: { productId, role: "base" }, data: { role: "gallery" } });
      await tx.mediaItem.update({ where: { id: item.id }, data: { role } });
    }
    const others: MediaItem[] = gallery.filter((candidate) => candidate.id !== item.id);
    await renumber(tx, [...others.slice(0, position), item, ...others.slice(position)]);
    await recordGalleryChanges(tx, orgId, [product], false, deps.now());
    return tx.mediaItem.findUniqueOrThrow({ where: { id: item.id } });
  });
  const [signed] = await signMedia(deps, [updated]);
  return signed!;
}
