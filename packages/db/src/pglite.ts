import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";

/** A PGlite with the extensions the migrations create (pg_trgm, for catalog search): every PGlite of the service is made here. */
export const newPGlite = (dataDir: string, options: PGliteOptions = {}): PGlite =>
  new PGlite(dataDir, { ...options, extensions: { ...options.extensions, pg_trgm } });

/** Prisma's adapter over a PGlite; its shadow database (for diffs) gets the same extensions. */
export function pgliteAdapter(pglite: PGlite): PrismaPGlite {
  const factory = new PrismaPGlite(pglite);
  factory.connectToShadowDb = () => new PrismaPGlite(newPGlite("memory://")).connect();
  return factory;
}
