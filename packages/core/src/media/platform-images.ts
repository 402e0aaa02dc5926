// The image addresses a commerce platform keeps (docs/channels.md "Images that last"): files and feeds
// write an uploaded image under an address that is the same in every export and valid for as long as
// the media item holds those bytes, so that a platform that imports the file a week later still
// downloads it, and a re-import recognises the image it already has (WooCommerce matches on the exact
// URL) instead of downloading it again. The rest of the media API keeps its expiring signed URLs.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "../deps.js";

/** The path the API serves platform images under: /v1/images/{media id}/{signature}/{file name}. */
export const PLATFORM_IMAGE_PATH = "/v1/images";

/** A stored image as a platform's address names it. */
export interface PlatformImage {
  /** The media item's id. */
  id: string;
  blobKey: string;
}

/** Signs and checks platform image addresses; the signature is the credential, as for signed URLs. */
export class PlatformImages {
  constructor(private readonly secret: string) {}

  /** Over the item and its bytes: a new file in the item is a new address, which a platform downloads anew. */
  private signature({ id, blobKey }: PlatformImage): string {
    return createHmac("sha256", this.secret).update(`platform-image\n${id}\n${blobKey}`).digest("base64url");
  }

  /**
   * The image's address under `baseUrl` (the API's public address): its file name is the product's
   * URL handle (a platform names the attachment after it) with the blob's extension.
   */
  url(baseUrl: string, image: PlatformImage, handle: string): string {
    const extension = image.blobKey.slice(image.blobKey.lastIndexOf(".") + 1);
    return `${baseUrl}${PLATFORM_IMAGE_PATH}/${image.id}/${this.signature(image)}/${handle || "image"}.${extension}`;
  }

  /**
   * The stored image an address names, or null: no such image item (deleted with its product's
   * media, or never), one stored under an outside address, or a signature that does not match the
   * bytes the item holds now; a deleted product's images are not served (a revived one's are again).
   */
  async find(db: DbOrTx, id: string, signature: string): Promise<PlatformImage | null> {
    const item = await db.mediaItem.findUnique({
      where: { id },
      select: { id: true, blobKey: true, type: true, product: { select: { deletedAt: true } } },
    });
    if (item?.type !== "image" || item.product.deletedAt || /^https?:\/\//.test(item.blobKey)) return null;
    const expected = Buffer.from(this.signature(item));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { id: item.id, blobKey: item.blobKey } : null;
  }
}
