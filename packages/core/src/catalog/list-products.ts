import type { Prisma, Product, ProductStatus } from "@proseo/db";
import type { Deps } from "../deps.js";

export interface ProductFilter {
  limit: number;
  offset: number;
  /** Case-insensitive search in sku, name and brand. */
  q?: string;
  status?: ProductStatus;
}

export async function listProducts(
  deps: Deps,
  orgId: string,
  query: ProductFilter,
): Promise<{ products: Product[]; total: number }> {
  const where: Prisma.ProductWhereInput = {
    orgId,
    deletedAt: null,
    ...(query.status ? { status: query.status } : {}),
    ...(query.q
      ? {
          OR: (["sku", "name", "brand"] as const).map((field) => ({
            [field]: { contains: query.q, mode: "insensitive" as const },
          })),
        }
      : {}),
  };
  const [products, total] = await Promise.all([
    deps.db.product.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: query.offset, take: query.limit }),
    deps.db.product.count({ where }),
  ]);
  return { products, total };
}
