import { isDeepStrictEqual } from "node:util";
import { bulkInsert, bulkUpdate, type BulkRow, type Product, type RevisionReason } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { newId } from "../ids.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { registerImportedAttributes } from "../attributes/register-attributes.js";
import { refreshReadiness } from "../channels/readiness.js";
import { recordGalleryChanges } from "../media/gallery.js";
import type { RecordState } from "../revisions/changes.js";
import { insertRevisions, recordState, revisionRow, type RevisionRow } from "../revisions/record-revisions.js";
import { lockCatalog } from "./live-products.js";
import { staleAfterWrite } from "./stale-facts.js";

/** One product of an upsert: sent fields replace stored ones; `null` clears brand or category. */
export interface ProductInput {
  sku: string;
  name: string;
  brand?: string | null;
  category?: string | null;
  /** Replaces the stored imported columns when sent. */
  sourceData?: Record<string, unknown>;
}

export interface UpsertCounts {
  total: number;
  created: number;
  updated: number;
  skipped: number;
}

/** The state an upsert item leads to: sent fields replace, omitted ones stay. */
function upsertedState(item: ProductInput, current: RecordState | null): RecordState {
  return {
    sku: item.sku,
    name: item.name,
    brand: item.brand !== undefined ? item.brand : (current?.brand ?? null),
    category: item.category !== undefined ? item.category : (current?.category ?? null),
    sourceData: item.sourceData ?? current?.sourceData ?? {},
    values: current?.values ?? {},
    writtenByPerson: current?.writtenByPerson ?? {},
    deleted: false,
  };
}

const INSERTED_COLUMNS = ["id", "sku", "name", "brand", "category", "sourceData", "version"] as const;
/** An upsert finds a product by its SKU, so it never changes it. */
const UPDATED_COLUMNS = ["name", "brand", "category", "sourceData", "staleFacts", "version"] as const;

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
  const revived: Product[] = [];

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
    if (before.deleted) revived.push(product);
    const version = product.version + 1;
    updates.push({
      id: product.id,
      name: after.name,
      brand: after.brand,
      category: after.category,
      sourceData: after.sourceData,
      staleFacts: staleAfterWrite(product, after),
      version,
    });
    revisions.push(revisionRow(product.id, version, reason, before, after));
  }

  await bulkInsert(tx, "Product", INSERTED_COLUMNS, inserts, { orgId, createdAt: now, updatedAt: now });
  // An update revives a deleted product.
  await bulkUpdate(tx, "Product", "id", UPDATED_COLUMNS, updates, { deletedAt: null, updatedAt: now });
  await insertRevisions(tx, revisions, now);
  await refreshReadiness(
    tx,
    orgId,
    [...inserts, ...updates].map((row) => row.id),
  );
  // A revived product's gallery is served again.
  await recordGalleryChanges(tx, orgId, revived, false, now);
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
