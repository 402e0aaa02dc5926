import { createHmac, timingSafeEqual } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBase62 } from "../ids.js";
import { BLOB_KEY, blobKey, type BlobFormat, type BlobStore } from "./blob-store.js";

/** The path the API serves local blobs under; a signed URL adds `expires` and `signature`. */
export const LOCAL_BLOB_PATH = "/v1/blobs";

/**
 * Blobs as files under one directory (DATA_DIR/blobs), named by content address, served by the API at
 * URLs signed with an HMAC over the key and the expiry.
 */
export class LocalBlobStore implements BlobStore {
  constructor(
    readonly directory: string,
    private readonly secret: string,
    /** The API's public address; URLs are absolute. */
    private readonly baseUrl: string,
    /** The clock URLs expire by (the API's, which also checks them). */
    private readonly now: () => Date,
  ) {}

  /** The file of a key; keys are checked first, so no path ever leaves the directory. */
  fileOf(key: string): string {
    if (!BLOB_KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
    return path.join(this.directory, key.slice(0, 2), key);
  }

  async put(bytes: Uint8Array, format: BlobFormat, owner: string | null): Promise<string> {
    const key = blobKey(bytes, format, owner);
    const file = this.fileOf(key);
    const present = await stat(file).then(
      (found) => found.size === bytes.byteLength,
      () => false,
    );
    if (present) return key;
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBase62(8)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return key;
  }

  get(key: string): Promise<Uint8Array> {
    return readFile(this.fileOf(key));
  }

  exists(key: string): Promise<boolean> {
    return stat(this.fileOf(key)).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return false;
        throw error;
      },
    );
  }

  delete(key: string): Promise<void> {
    return rm(this.fileOf(key), { force: true });
  }

  async assertReachable(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await access(this.directory, constants.R_OK | constants.W_OK);
  }

  private signature(key: string, expires: number): string {
    return createHmac("sha256", this.secret).update(`${key}\n${expires}`).digest("base64url");
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    const expires = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    return `${this.baseUrl}${LOCAL_BLOB_PATH}/${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** Whether a request for `key` carries a valid, unexpired signature. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!BLOB_KEY.test(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) * 1000 > this.now().getTime();
  }
}
