import { bulkInsert, type Product, type ProductStatus, type PublishAction, type Revision } from "@proseo/db";
import type { FailedCheck } from "@proseo/writer";
import type { Actor } from "../access/principal.js";
import { lockLiveProduct } from "../catalog/live-products.js";
import { refreshReadiness } from "../channels/readiness.js";
import type { DbOrTx, Deps, Tx } from "../deps.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { newId } from "../ids.js";
import type { RevisionRow } from "../revisions/record-revisions.js";

/** The record as publishing serves it: one version's snapshot (docs/contract.md "Publishing"). */
export interface PublishedRecord {
  version: number;
  publishedAt: Date;
  snapshot: RevisionRow["snapshot"];
}

/** True when the record holds content values (something generation wrote). */
export const hasContent = (values: Product["values"]): boolean =>
  values !== null && typeof values === "object" && Object.keys(values).length > 0;

/**
 * The candidate: the newest version, when it is above the published one or nothing is published;
 * otherwise null.
 */
export const candidateVersion = (product: Pick<Product, "version" | "publishedVersion">): number | null =>
  product.publishedVersion === null || product.version > product.publishedVersion ? product.version : null;

/**
 * The status once `publishedVersion` is served (null: nothing is): `published` when that is the
 * newest version; otherwise `failed` stays (the last generation failed in every language), and the
 * rest is `generated` when the record holds content values, `pending` when it holds none.
 */
export function statusWhenServing(
  product: Pick<Product, "version" | "values" | "status">,
  publishedVersion: number | null,
): ProductStatus {
  if (publishedVersion === product.version) return "published";
  if (product.status === "failed") return "failed";
  return hasContent(product.values) ? "generated" : "pending";
}

export interface PublishEventRow {
  productId: string;
  action: PublishAction;
  version: number;
  /** Publish or approve of content that fails the quality gate: the checks it fails (none by default). */
  failedChecks?: FailedCheck[];
  /** A bulk approve published it failing because its request said include_failing. */
  includeFailing?: boolean;
}

/** Stores publishing events, whatever their number, in one statement of the caller's transaction. */
export async function recordPublishEvents(
  tx: Tx,
  now: Date,
  orgId: string,
  actor: Actor,
  events: PublishEventRow[],
): Promise<void> {
  await bulkInsert(
    tx,
    "PublishEvent",
    ["id", "productId", "action", "version", "failedChecks", "includeFailing"],
    events.map((event) => ({ id: newId("pev"), failedChecks: [], includeFailing: false, ...event })),
    { orgId, actorKind: actor.kind, actorId: actor.id, createdAt: now },
  );
}

/**
 * Serves `version` (null: nothing) of a product the caller's transaction has locked, records the
 * event (with the quality checks the content served fails, if any) and answers the product as it is now.
 */
export async function changePublication(
  tx: Tx,
  now: Date,
  product: Product,
  change: Pick<PublishEventRow, "action" | "failedChecks" | "includeFailing"> & { version: number | null },
  actor: Actor,
): Promise<Product> {
  const served = change.version;
  const updated = await tx.product.update({
    where: { id: product.id },
    data: {
      publishedVersion: served,
      publishedAt: served === null ? null : now,
      status: statusWhenServing(product, served),
      updatedAt: now,
    },
  });
  await refreshReadiness(tx, product.orgId, [product.id]);
  const eventVersion = served ?? product.publishedVersion;
  if (eventVersion !== null) {
    await recordPublishEvents(tx, now, product.orgId, actor, [{ ...change, productId: product.id, version: eventVersion }]);
  }
  return updated;
}

/**
 * One publishing action, in one transaction: locks the live product (404 otherwise) so that actions
 * on it run one after another, lets `act` decide and write, and stores the idempotent answer.
 */
export function actOnPublication(
  deps: Deps,
  orgId: string,
  productId: string,
  recorder: AnswerRecorder<Product>,
  act: (tx: Tx, product: Product) => Promise<Product>,
): Promise<Product> {
  return deps.db.$transaction(async (tx) => {
    const product = await act(tx, await lockLiveProduct(tx, orgId, productId));
    await recorder.record(tx, product);
    return product;
  });
}

/** The snapshot a product serves, or null when nothing is published. */
export async function findPublishedRecord(
  db: DbOrTx,
  product: Pick<Product, "id" | "publishedVersion" | "publishedAt">,
): Promise<PublishedRecord | null> {
  if (product.publishedVersion === null || product.publishedAt === null) return null;
  const revision: Pick<Revision, "snapshot"> | null = await db.revision.findUnique({
    where: { productId_version: { productId: product.id, version: product.publishedVersion } },
    select: { snapshot: true },
  });
  if (!revision) return null;
  return {
    version: product.publishedVersion,
    publishedAt: product.publishedAt,
    snapshot: revision.snapshot as unknown as PublishedRecord["snapshot"],
  };
}
