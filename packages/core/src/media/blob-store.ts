import { createHash } from "node:crypto";

/** What a stored file is; the key's extension names it, so a key alone tells how to serve it. */
export const BLOB_CONTENT_TYPES = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  glb: "model/gltf-binary",
  usdz: "model/vnd.usdz+zip",
  mp4: "video/mp4",
} as const;
export type BlobFormat = keyof typeof BLOB_CONTENT_TYPES;

/** A blob's key: a SHA-256 and the format. */
export const BLOB_KEY = /^[0-9a-f]{64}\.(png|jpeg|webp|glb|usdz|mp4)$/;

/**
 * The key of the bytes an owner (an organization; null for files of none, the AI models' previews)
 * stores: the SHA-256 of the owner and the bytes. The same bytes are stored once per owner, so neither a
 * key, nor its URL, nor whether it is still served after the owner deleted its items tells one
 * organization that another holds the same file.
 */
export function blobKey(bytes: Uint8Array, format: BlobFormat, owner: string | null): string {
  return `${createHash("sha256")
    .update(`${owner ?? ""}\n`)
    .update(bytes)
    .digest("hex")}.${format}`;
}

export const contentTypeOfKey = (key: string): string =>
  BLOB_CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1) as BlobFormat] ?? "application/octet-stream";

/** Where media files live: DATA_DIR/blobs by default, or an S3-compatible bucket. */
export interface BlobStore {
  /** Stores the owner's bytes under their address (blobKey) and answers it; storing them again changes nothing. */
  put(bytes: Uint8Array, format: BlobFormat, owner: string | null): Promise<string>;
  /** The stored bytes (the AI renderers read product images). */
  get(key: string): Promise<Uint8Array>;
  /** Whether the blob is stored. */
  exists(key: string): Promise<boolean>;
  /** Removes the blob; one already gone is no error. Its signed URLs answer 404 from then on. */
  delete(key: string): Promise<void>;
  /** A URL that serves the blob to anyone holding it for `ttlSeconds`, and not after. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Throws when the store cannot be reached or written (readiness); cheap, stores nothing. */
  assertReachable(): Promise<void>;
}
