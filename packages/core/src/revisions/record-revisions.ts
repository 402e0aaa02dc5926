import { bulkInsert, type Product, type RevisionReason } from "@proseo/db";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { diffRecords, type Changes, type RecordState } from "./changes.js";

export const recordState = (
  product: Pick<Product, "sku" | "name" | "brand" | "category" | "sourceData" | "values" | "writtenByPerson" | "deletedAt">,
): RecordState => ({
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  category: product.category,
  sourceData: product.sourceData as RecordState["sourceData"],
  values: product.values as RecordState["values"],
  writtenByPerson: product.writtenByPerson as RecordState["writtenByPerson"],
  deleted: product.deletedAt !== null,
});

export interface RevisionRow {
  id: string;
  productId: string;
  version: number;
  reason: RevisionReason;
  changes: Changes;
  /** The record as publishing serves it at this version. */
  snapshot: Pick<RecordState, "sku" | "name" | "brand" | "category" | "values" | "writtenByPerson">;
}

/** One new version: its changes against the previous state, and its snapshot. */
export function revisionRow(
  productId: string,
  version: number,
  reason: RevisionReason,
  before: RecordState | null,
  after: RecordState,
): RevisionRow {
  const { sku, name, brand, category, values, writtenByPerson } = after;
  return {
    id: newId("rev"),
    productId,
    version,
    reason,
    changes: diffRecords(before, after),
    snapshot: { sku, name, brand, category, values, writtenByPerson },
  };
}

/** Writes versions in one statement whatever their number. */
export async function insertRevisions(tx: Tx, rows: RevisionRow[], createdAt: Date): Promise<void> {
  await bulkInsert(tx, "Revision", ["id", "productId", "version", "reason", "changes", "snapshot"], rows, { createdAt });
}
