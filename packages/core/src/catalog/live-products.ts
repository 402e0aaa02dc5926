import { Prisma, type Product } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { notFound } from "../errors.js";

/** Catalog writes that can change which SKUs exist take this per-organization lock, so they never race on a SKU. */
export const lockCatalog = (tx: Tx, orgId: string): Promise<number> =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`catalog:${orgId}`}))`;

/** A live (not deleted) product of the organization, or 404: another organization's is just as missing. */
export async function findLiveProduct(deps: Pick<Deps, "read">, orgId: string, productId: string): Promise<Product> {
  const [product] = await deps.read<Product>(
    Prisma.sql`SELECT * FROM "Product" WHERE id = ${productId} AND "orgId" = ${orgId} AND "deletedAt" IS NULL`,
  );
  if (!product) throw notFound("product");
  return product;
}

/** Locks the organization's products among `productIds` for a change (in id order), and answers the live ones. */
export async function lockLiveProducts(tx: Tx, orgId: string, productIds: string[]): Promise<Product[]> {
  // One statement locks and reads (a round trip less for each product of a bulk action); deleted
  // products are locked too, as a revival would be.
  const locked = await tx.$queryRaw<Product[]>`
    SELECT * FROM "Product"
    WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)) AND "orgId" = ${orgId}
    ORDER BY id FOR UPDATE`;
  return locked.filter((product) => product.deletedAt === null);
}

/** Locks a live product of the organization for a change, or answers 404. */
export async function lockLiveProduct(tx: Tx, orgId: string, productId: string): Promise<Product> {
  const [product] = await lockLiveProducts(tx, orgId, [productId]);
  if (!product) throw notFound("product");
  return product;
}
