import type { Tx } from "../deps.js";
import { BLOB_KEY } from "./blob-store.js";
import type { MediaDeps } from "./gallery.js";

/**
 * One advisory lock per blob key. A writer about to reference a blob holds it shared until its commit
 * and makes sure the file is there; a removal holds it exclusively while it checks that nothing
 * references the blob and deletes it. So a removal never deletes a file a commit is about to reference.
 */
const blobLock = (key: string) => `blob:${key}`;

/** The distinct blob keys among `keys`: imported items keep the address they came from instead. */
const blobKeysOf = (keys: (string | null | undefined)[]) =>
  [...new Set(keys)].filter((key): key is string => !!key && BLOB_KEY.test(key)).sort();

/** Holds the blobs against removal until the transaction ends. */
export async function holdBlobs(tx: Tx, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of blobKeysOf(keys)) await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${blobLock(key)}))`;
}

/**
 * Blobs are shared by content across an organization's products (blob-store.ts blobKey): a key is referenced by any gallery
 * item (its file or its USDZ), and by an unfinished AI job (the image it starts from, or the file its
 * provider answered).
 */
async function isReferenced(tx: Tx, key: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<[{ referenced: boolean }]>`
    SELECT EXISTS (SELECT 1 FROM "MediaItem" WHERE "blobKey" = ${key})
        OR EXISTS (SELECT 1 FROM "MediaItem" WHERE "usdzBlobKey" = ${key})
        OR EXISTS (
          SELECT 1 FROM "AiMediaJob" WHERE "finishedAt" IS NULL
            AND (params->>'sourceBlobKey' = ${key} OR submission->'file'->>'blobKey' = ${key})
        ) AS referenced`;
  return row.referenced;
}

/**
 * Deletes the blobs among `keys` that nothing references any more; called after the commit that
 * dropped a reference. A blob the store fails to delete stays as an orphan file: the reference is
 * gone either way, and no reference is ever left to a missing file.
 */
export async function removeUnreferencedBlobs(deps: MediaDeps, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of blobKeysOf(keys)) {
    await deps.db
      .$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${blobLock(key)}))`;
        if (!(await isReferenced(tx, key))) await deps.blobStore.delete(key);
      })
      .catch(() => undefined);
  }
}
