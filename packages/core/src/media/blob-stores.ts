import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import type { BlobStore } from "./blob-store.js";
import { LocalBlobStore } from "./local-blob-store.js";
import { S3BlobStore } from "./s3-blob-store.js";

/** Where answers say the API is: PUBLIC_API_URL, or the local address it listens on. */
export const publicApiUrl = (config: Pick<Config, "PUBLIC_API_URL" | "PORT">) =>
  (config.PUBLIC_API_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");

/** MEDIA_URL_SECRET, or one made on first start and kept in DATA_DIR, so URLs stay valid across restarts. */
export function mediaUrlSecret(config: Pick<Config, "MEDIA_URL_SECRET" | "DATA_DIR">): string {
  if (config.MEDIA_URL_SECRET) return config.MEDIA_URL_SECRET;
  const file = path.join(config.DATA_DIR, "media-url.secret");
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // wx: when two processes start at once, the second keeps the first one's secret.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

/** The blob store the configuration names: an S3 bucket when S3_BUCKET is set, else DATA_DIR/blobs. */
export function createBlobStore(config: Config, now: () => Date): BlobStore {
  if (config.S3_BUCKET) {
    return new S3BlobStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalBlobStore(path.join(config.DATA_DIR, "blobs"), mediaUrlSecret(config), publicApiUrl(config), now);
}
