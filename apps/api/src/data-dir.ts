import { chmodSync, lstatSync, readdirSync, type Stats } from "node:fs";
import path from "node:path";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

const statOf = (file: string): Stats | null => {
  try {
    return lstatSync(file);
  } catch (error) {
    // Gone since its directory was read (a file PGlite or the blob store replaced), or never made.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
};

/**
 * DATA_DIR holds the embedded database, media files and kept secrets: only the service's own user
 * may read them. Makes every directory under `dir` 0700 and every file 0600, whatever an earlier
 * version or PGlite (which writes a new database's files 0666, whatever the umask) left.
 */
export function restrictToOwner(dir: string): void {
  const pending = [dir];
  while (pending.length) {
    const entry = pending.pop()!;
    const stats = statOf(entry);
    if (!stats) continue;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o777) !== PRIVATE_DIR) chmodSync(entry, PRIVATE_DIR);
      for (const name of readdirSync(entry)) pending.push(path.join(entry, name));
    } else if (stats.isFile() && (stats.mode & 0o777) !== PRIVATE_FILE) {
      chmodSync(entry, PRIVATE_FILE);
    }
  }
}
