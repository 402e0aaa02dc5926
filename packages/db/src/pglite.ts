import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";

/** Where a data directory keeps its embedded database (PGlite's own data directory). */
export const embeddedDatabaseDir = (dataDir: string): string => path.join(dataDir, "pglite");

/** A PGlite with the extensions the migrations create (pg_trgm, for catalog search): every PGlite of the service is made here. */
export const newPGlite = (dataDir: string, options: PGliteOptions = {}): PGlite =>
  new PGlite(dataDir, { ...options, extensions: { ...options.extensions, pg_trgm } });

/** Prisma's adapter over a PGlite; its shadow database (for diffs) gets the same extensions. */
export function pgliteAdapter(pglite: PGlite): PrismaPGlite {
  const factory = new PrismaPGlite(pglite);
  factory.connectToShadowDb = () => new PrismaPGlite(newPGlite("memory://")).connect();
  return factory;
}

/**
 * A backup of a PGlite: its data directory as a gzipped tarball. The tar is taken in the database's turn
 * (a fraction of a second); compressing it, the slow part, runs afterwards on zlib's threads.
 */
export async function dumpDataDir(pglite: Pick<PGlite, "dumpDataDir">): Promise<Buffer> {
  const tarball = await pglite.dumpDataDir("none");
  return promisify(gzip)(await tarball.arrayBuffer());
}
