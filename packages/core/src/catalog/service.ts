import { isDeepStrictEqual } from "node:util";
import {
  bulkInsert,
  bulkUpdate,
  type BulkRow,
  type Prisma,
  type Product,
  type ProductStatus,
  type RevisionReason,
} from "@proseo/db";
import type { DbOrTx, Deps, Tx } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { isUniqueViolation } from "../db-errors.js";
import type { AnswerRecorder } from "../idempotency/service.js";
import { validationFailed } from "../validation.js";
import { registerImportedAttributes } from "../attributes/service.js";
import type { RecordState } from "../revisions/changes.js";
import { insertRevisions, recordState, revisionRow, type RevisionRow } from "../revisions/service.js";

/** One product of an upsert: sent fields replace stored ones; `null` clears brand or category. */
export interface ProductInput {
  sku: string;
  name: string;
  brand?: string | null;
  category?: string | null;
  /** Replaces the stored imported columns when sent. */
  sourceData?: Record<string, unknown>;
}

export type ProductChanges = Partial<Pick<ProductInput, "sku" | "name" | "brand" | "category">>;

export interface ProductFilter {
  limit: number;
  offset: number;
  /** Case-insensitive search in sku, name and brand. */
  q?: string;
  status?: ProductStatus;
}

export interface UpsertCounts {
  total: number;
  created: number;
  updated: number;
  skipped: number;
}

/** Catalog writes that can change which SKUs exist take this per-organization lock, so they never race on a SKU. */
const lockCatalog = (tx: Tx, orgId: string) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`catalog:${orgId}`}))`;

/** The state an upsert item leads to: sent fields replace, omitted ones stay. */
function upsertedState(item: ProductInput, current: RecordState | null): RecordState {
  return {
    sku: item.sku,
    name: item.name,
    brand: item.brand !== undefined ? item.brand : (current?.brand ?? null),
    category: item.category !== undefined ? item.category : (current?.category ?? null),
    sourceData: item.sourceData ?? current?.sourceData ?? {},
    values: current?.values ?? {},
    deleted: false,
  };
}

const INSERTED_COLUMNS = ["id", "sku", "name", "brand", "category", "sourceData", "version"] as const;
/** An upsert finds a product by its SKU, so it never changes it. */
const UPDATED_COLUMNS = ["name", "brand", "category", "sourceData", "version"] as const;

/**
 * Upserts up to 500 products by (organization, SKU) in one transaction with set-based
 * statements: one read, one insert, one update and one revision insert for the batch.
 * A revived (soft-deleted) SKU counts as updated: its record and history already existed.
 */
export async function upsertProducts(
  deps: Deps,
  orgId: string,
  items: ProductInput[],
  recorder: AnswerRecorder<UpsertCounts>,
): Promise<UpsertCounts> {
  return deps.db.$transaction(async (tx) => {
    const counts = await writeProducts(tx, deps.now(), orgId, items);
    await recorder.record(tx, counts);
    return counts;
  });
}

async function writeProducts(tx: Tx, now: Date, orgId: string, items: ProductInput[]): Promise<UpsertCounts> {
  const bySku = new Map(items.map((item) => [item.sku, item]));
  await lockCatalog(tx, orgId);
  const skus = [...bySku.keys()];
  await tx.$executeRaw`SELECT 1 FROM "Product" WHERE "orgId" = ${orgId} AND sku = ANY(${skus}) FOR UPDATE`;
  const existing = new Map(
    (await tx.product.findMany({ where: { orgId, sku: { in: skus } } })).map((product) => [product.sku, product]),
  );

  const inserts: BulkRow<"Product", (typeof INSERTED_COLUMNS)[number]>[] = [];
  const updates: BulkRow<"Product", "id" | (typeof UPDATED_COLUMNS)[number]>[] = [];
  const revisions: RevisionRow[] = [];

  for (const item of bySku.values()) {
    const product = existing.get(item.sku);
    if (!product) {
      const id = newId("prod");
      const state = upsertedState(item, null);
      inserts.push({
        id,
        sku: state.sku,
        name: state.name,
        brand: state.brand,
        category: state.category,
        sourceData: state.sourceData,
        version: 1,
      });
      revisions.push(revisionRow(id, 1, "import", null, state));
      continue;
    }
    const before = recordState(product);
    const after = upsertedState(item, before);
    if (isDeepStrictEqual(before, after)) continue;
    const reason: RevisionReason = before.deleted ? "restore" : "import";
    const version = product.version + 1;
    updates.push({
      id: product.id,
      name: after.name,
      brand: after.brand,
      category: after.category,
      sourceData: after.sourceData,
      version,
    });
    revisions.push(revisionRow(product.id, version, reason, before, after));
  }

  await bulkInsert(tx, "Product", INSERTED_COLUMNS, inserts, { orgId, createdAt: now, updatedAt: now });
  // An update revives a deleted product.
  await bulkUpdate(tx, "Product", "id", UPDATED_COLUMNS, updates, { deletedAt: null, updatedAt: now });
  await insertRevisions(tx, revisions, now);
  await registerImportedAttributes(
    tx,
    orgId,
    [...bySku.values()].flatMap((item) => (item.sourceData ? [item.sourceData] : [])),
  );

  return {
    total: bySku.size,
    created: inserts.length,
    updated: updates.length,
    skipped: bySku.size - inserts.length - updates.length,
  };
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

/** A live (not deleted) product of the organization, or 404: another organization's is just as missing. */
export async function findLiveProduct(db: DbOrTx, orgId: string, productId: string): Promise<Product> {
  const product = await db.product.findFirst({ where: { id: productId, orgId, deletedAt: null } });
  if (!product) throw notFound("product");
  return product;
}

export const getProduct = (deps: Deps, orgId: string, productId: string): Promise<Product> =>
  findLiveProduct(deps.db, orgId, productId);

/** Locks the organization's products among `productIds` for a change (in id order), and answers the live ones. */
export async function lockLiveProducts(tx: Tx, orgId: string, productIds: string[]): Promise<Product[]> {
  await tx.$executeRaw`
    SELECT 1 FROM "Product"
    WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)) AND "orgId" = ${orgId}
    ORDER BY id FOR UPDATE`;
  return tx.product.findMany({ where: { id: { in: productIds }, orgId, deletedAt: null } });
}

/** Locks a live product of the organization for a change, or answers 404. */
export async function lockLiveProduct(tx: Tx, orgId: string, productId: string): Promise<Product> {
  const [product] = await lockLiveProducts(tx, orgId, [productId]);
  if (!product) throw notFound("product");
  return product;
}

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
        data: { sku: after.sku, name: after.name, brand: after.brand, category: after.category, version, updatedAt: now },
      });
      await insertRevisions(tx, [revisionRow(productId, version, "update", before, after)], now);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error) && patch.sku) throw skuConflict(patch.sku);
    throw error;
  }
}

/** Soft delete: hidden from lists and exports, history kept; an upsert of the SKU revives it. */
export async function deleteProduct(deps: Deps, orgId: string, productId: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const now = deps.now();
    const version = product.version + 1;
    await tx.product.update({ where: { id: productId }, data: { deletedAt: now, version, updatedAt: now } });
    const before = recordState(product);
    await insertRevisions(tx, [revisionRow(productId, version, "delete", before, { ...before, deleted: true })], now);
  });
}
