import type { Prisma, Product } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { newId } from "../ids.js";
import type { RevisionsQuery } from "../catalog/schemas.js";
import { diffRecords, type Changes, type RecordState } from "./changes.js";

export type RevisionReason = "import" | "update" | "delete" | "restore" | "generation";

export const recordState = (product: Pick<Product, "sku" | "name" | "brand" | "category" | "sourceData" | "values" | "deletedAt">): RecordState => ({
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  category: product.category,
  sourceData: product.sourceData as RecordState["sourceData"],
  values: product.values as RecordState["values"],
  deleted: product.deletedAt !== null,
});

/** The row of one new version: its changes against the previous state, and the snapshot publishing serves. */
export function revisionRow(
  productId: string,
  version: number,
  reason: RevisionReason,
  before: RecordState | null,
  after: RecordState,
  createdAt: Date,
): Prisma.RevisionCreateManyInput {
  const { sku, name, brand, category, values } = after;
  return {
    id: newId("rev"),
    productId,
    version,
    reason,
    changes: diffRecords(before, after) as Prisma.InputJsonValue,
    snapshot: { sku, name, brand, category, values } as Prisma.InputJsonValue,
    createdAt,
  };
}

export interface RevisionView {
  version: number;
  reason: RevisionReason;
  created_at: string;
  changes: Changes;
}

/** Newest first, paged backwards; a deleted product's history stays readable by its id. */
export async function listRevisions(deps: Deps, orgId: string, productId: string, query: RevisionsQuery) {
  const product = await deps.db.product.findFirst({ where: { id: productId, orgId }, select: { id: true } });
  if (!product) throw notFound("product");
  const [revisions, total] = await Promise.all([
    deps.db.revision.findMany({
      where: { productId, ...(query.before_version ? { version: { lt: query.before_version } } : {}) },
      orderBy: { version: "desc" },
      take: query.limit,
    }),
    deps.db.revision.count({ where: { productId } }),
  ]);
  return {
    revisions: revisions.map(
      (revision): RevisionView => ({
        version: revision.version,
        reason: revision.reason as RevisionReason,
        created_at: revision.createdAt.toISOString(),
        changes: revision.changes as Changes,
      }),
    ),
    total,
    limit: query.limit,
  };
}
