import { isDeepStrictEqual } from "node:util";
import type { Product } from "@proseo/db";
import type { Deps } from "../deps.js";
import { refreshReadiness } from "../channels/readiness.js";
import { AppError } from "../errors.js";
import { isUniqueViolation } from "../db-errors.js";
import { validationFailed } from "../validation.js";
import type { RecordState } from "../revisions/changes.js";
import { insertRevisions, recordState, revisionRow } from "../revisions/record-revisions.js";
import { lockCatalog, lockLiveProduct } from "./live-products.js";
import { staleAfterWrite } from "./stale-facts.js";
import type { ProductInput } from "./upsert-products.js";

export type ProductChanges = Partial<Pick<ProductInput, "sku" | "name" | "brand" | "category">>;

const skuConflict = (sku: string) => new AppError("sku_conflict", `Another product already has the SKU "${sku}".`);

export async function updateProduct(deps: Deps, orgId: string, productId: string, patch: ProductChanges): Promise<Product> {
  if (!Object.values(patch).some((value) => value !== undefined)) {
    throw validationFailed([{ path: "", message: "send at least one of sku, name, brand, category" }]);
  }
  try {
    return await deps.db.$transaction(async (tx) => {
      if (patch.sku !== undefined) await lockCatalog(tx, orgId);
      const product = await lockLiveProduct(tx, orgId, productId);
      const before = recordState(product);
      const after: RecordState = { ...before, ...patch };
      if (isDeepStrictEqual(before, after)) return product;
      if (after.sku !== before.sku) {
        const holder = await tx.product.findFirst({ where: { orgId, sku: after.sku }, select: { id: true } });
        if (holder) throw skuConflict(after.sku);
      }
      const now = deps.now();
      const version = product.version + 1;
      const updated = await tx.product.update({
        where: { id: productId },
        data: {
          sku: after.sku,
          name: after.name,
          brand: after.brand,
          category: after.category,
          staleFacts: staleAfterWrite(product, after),
          version,
          updatedAt: now,
        },
      });
      await insertRevisions(tx, [revisionRow(productId, version, "update", before, after)], now);
      await refreshReadiness(tx, orgId, [productId]);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error) && patch.sku) throw skuConflict(patch.sku);
    throw error;
  }
}
