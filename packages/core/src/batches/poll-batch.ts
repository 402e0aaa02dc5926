import { bulkUpdate, type Batch, type Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Tx } from "../deps.js";
import { AppError } from "../errors.js";
import { bookMovement, bookReservedCharges, lockLedger, observeCredits } from "../credits/ledger.js";
import { PRICES } from "../constants.js";
import { lockLiveProducts } from "../catalog/live-products.js";
import { engineFailure } from "@proseo/writer";
import {
  failedResult,
  type GenerationResult,
  productFacts,
  recordGenerations,
  type ReportedRules,
  reportedRules,
  succeededResult,
} from "../generation/results.js";
import { batchRuleLayers, itemRules } from "../content-rules/layers.js";
import { batchReference, findBatch, type BatchDeps } from "./batch.js";
import { INGEST_LEASE_MS, IngestLease, IngestLeaseLost } from "./ingest-lease.js";
import { BatchProviderError, type BatchOutcome, type ProviderBatchStatus } from "./provider.js";

/** Products whose results are recorded in one transaction. */
export const INGEST_CHUNK_PRODUCTS = 100;
/** Repair requests one poll has in flight at once. */
const REVIEW_CONCURRENCY = 8;

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BatchProviderError) throw new AppError("provider_error", `The batch provider failed: ${error.message}`);
    throw error;
  }
}

const isIngestible = (batch: Batch, now: Date) =>
  batch.status === "submitted" || (batch.status === "ingesting" && (batch.ingestLeaseUntil?.getTime() ?? 0) < now.getTime());

/**
 * A poll: when the provider has finished, this poll ingests the results; otherwise it records
 * how far the provider has got. Exactly once by construction: every description is recorded,
 * charged and marked ingested in one transaction that first locks it and skips it when already
 * ingested, ledger references are unique, and only the poll holding the lease works at all.
 */
export async function pollBatch(deps: BatchDeps, orgId: string, batchId: string): Promise<Batch> {
  const batch = await findBatch(deps.db, orgId, batchId);
  if (!isIngestible(batch, deps.now())) return batch;
  // Asked before the claim, so that a provider failing now leaves the batch as it was.
  const status: ProviderBatchStatus | undefined =
    batch.submissionError !== null
      ? { finished: true, outcomes: [] }
      : batch.providerBatchId !== null
        ? await callProvider(() => deps.batchProvider.status(batch.providerBatchId!))
        : undefined;
  if (!status) return batch;
  if (!status.finished) return recordProgress(deps, batch, status.completed, status.failed);

  const now = deps.now();
  const completed = status.outcomes.filter((outcome) => "content" in outcome).length;
  const leaseUntil = new Date(now.getTime() + INGEST_LEASE_MS);
  const claimed = await deps.db.batch.updateMany({
    where: { id: batch.id, OR: [{ status: "submitted" }, { status: "ingesting", ingestLeaseUntil: { lt: now } }] },
    data: {
      status: "ingesting",
      ingestLeaseUntil: leaseUntil,
      // Every request the provider did not write counts as failed.
      providerCompleted: completed,
      providerFailed: batch.total * batch.languages.length - completed,
    },
  });
  if (claimed.count) {
    try {
      await ingestBatch(deps, batch, status.outcomes, new IngestLease(batch.id, leaseUntil));
    } catch (error) {
      // The poll that took over goes on from what this one recorded.
      if (!(error instanceof IngestLeaseLost)) throw error;
    }
  }
  return findBatch(deps.db, orgId, batchId);
}

/** Keeps the counts of a provider still working; a slower poll's older counts do not take them back. */
async function recordProgress(deps: BatchDeps, batch: Batch, completed: number, failed: number): Promise<Batch> {
  if (completed === batch.providerCompleted && failed === batch.providerFailed) return batch;
  await deps.db.batch.updateMany({
    where: { id: batch.id, status: "submitted", providerCompleted: { lte: completed }, providerFailed: { lte: failed } },
    data: { providerCompleted: completed, providerFailed: failed },
  });
  return findBatch(deps.db, batch.orgId, batch.id);
}

async function ingestBatch(deps: BatchDeps, batch: Batch, outcomes: BatchOutcome[], lease: IngestLease): Promise<void> {
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.customId, outcome]));
  const noOutcome = batch.submissionError
    ? { code: "submission_failed", message: `The batch provider never accepted the batch: ${batch.submissionError}` }
    : missingResult;
  const publishAs = await autoPublisher(deps, batch);
  const pending = await deps.db.batchItem.findMany({
    where: { batchId: batch.id, ingestedAt: null },
    select: { productId: true },
    distinct: ["productId"],
    orderBy: { productId: "asc" },
  });
  const layers = batchRuleLayers(batch.rules);
  const rulesOf: RulesOf = (stored, category) => reportedRules(itemRules(stored, layers, category), deps.batchProvider.unapplied);
  for (let start = 0; start < pending.length; start += INGEST_CHUNK_PRODUCTS) {
    const productIds = pending.slice(start, start + INGEST_CHUNK_PRODUCTS).map((item) => item.productId);
    await reviewOutcomes(deps, batch, productIds, outcomeOf, rulesOf, lease);
    const assessed = await assessOutcomes(deps, batch, productIds, outcomeOf, rulesOf);
    const charged = await deps.db.$transaction(async (tx) => {
      const chunkCharged = await ingestProducts(
        tx,
        deps.now(),
        batch,
        productIds,
        outcomeOf,
        noOutcome,
        publishAs,
        rulesOf,
        assessed,
      );
      await lease.renew(tx, new Date(deps.now().getTime() + INGEST_LEASE_MS));
      return chunkCharged;
    });
    observeCredits(deps, "charge", "batch", batch.orgId, charged);
  }
  const refunded = await deps.db.$transaction((tx) => endBatch(tx, deps.now(), batch));
  observeCredits(deps, "refund", "batch", batch.orgId, refunded);
}

/**
 * Holds the descriptions a chunk's products were written by the provider to the checks a synchronous answer is
 * held to (the provider's `review`: a repair request through the synchronous API when one breaks them), replacing
 * each outcome with the reviewed one or its failure. The calls run outside any transaction, a few at a time, each
 * under a lease renewed for as long as one repair can take (`abandonedAfterMs`), so that no other poll pays for it again.
 */
async function reviewOutcomes(
  deps: BatchDeps,
  batch: Batch,
  productIds: string[],
  outcomeOf: Map<string, BatchOutcome>,
  rulesOf: RulesOf,
  lease: IngestLease,
): Promise<void> {
  const provider = deps.batchProvider;
  if (!provider.review) return;
  const { items, productOf } = await chunkItems(deps, batch, productIds);
  const queue = [...items];
  const reviewNext = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const outcome = outcomeOf.get(item.id);
      const product = productOf.get(item.productId);
      if (!outcome || !("content" in outcome) || !product) continue;
      await lease.renew(deps.db, new Date(deps.now().getTime() + deps.abandonedAfterMs));
      const request = {
        customId: item.id,
        language: item.language,
        product: productFacts(product),
        applied: rulesOf(item.rulesApplied, product.category),
      };
      try {
        outcomeOf.set(item.id, { customId: item.id, content: await provider.review!(request, outcome.content) });
      } catch (error) {
        outcomeOf.set(item.id, { customId: item.id, error: engineFailure(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: REVIEW_CONCURRENCY }, reviewNext));
}

/** A chunk's descriptions not yet ingested, and their products (read without locks). */
async function chunkItems(deps: BatchDeps, batch: Batch, productIds: string[]) {
  const [items, products] = await Promise.all([
    deps.db.batchItem.findMany({
      where: { batchId: batch.id, productId: { in: productIds }, ingestedAt: null },
      select: { id: true, productId: true, language: true, rulesApplied: true },
    }),
    deps.db.product.findMany({ where: { orgId: batch.orgId, id: { in: productIds }, deletedAt: null } }),
  ]);
  return { items, productOf: new Map(products.map((product) => [product.id, product])) };
}

/** A description's result, checked outside the transaction, for the version of the product it was checked against. */
type Assessed = Map<string, { version: number; result: GenerationResult }>;

/**
 * The results of a chunk's descriptions, scored on the text-work pool before the transaction that records them (on
 * the embedded database a transaction holds every organization's queries); one whose product changed meanwhile is
 * scored again inside it.
 */
async function assessOutcomes(
  deps: BatchDeps,
  batch: Batch,
  productIds: string[],
  outcomeOf: Map<string, BatchOutcome>,
  rulesOf: RulesOf,
): Promise<Assessed> {
  const { items, productOf } = await chunkItems(deps, batch, productIds);
  const assessed: Assessed = new Map();
  await Promise.all(
    items.map(async (item) => {
      const product = productOf.get(item.productId);
      const outcome = outcomeOf.get(item.id);
      if (!product || !outcome || !("content" in outcome)) return;
      const result = await itemResult(item, product, outcome, missingResult, rulesOf);
      assessed.set(item.id, { version: product.version, result });
    }),
  );
  return assessed;
}

/**
 * Who publishes the versions this ingestion writes: the batch's submitter when the organization
 * publishes automatically; nobody otherwise, or for a batch submitted before submitters were recorded.
 */
async function autoPublisher(deps: BatchDeps, batch: Batch): Promise<Actor | null> {
  if (!batch.actorKind || !batch.actorId) return null;
  const org = await deps.db.organization.findUnique({ where: { id: batch.orgId }, select: { autoPublish: true } });
  return org?.autoPublish ? { kind: batch.actorKind, id: batch.actorId } : null;
}

/** The rules a product's descriptions were written to, as its results report them. */
type RulesOf = (stored: unknown, category: string | null) => ReportedRules;

type PendingItem = { id: string; productId: string; language: string; rulesApplied: unknown };

const missingResult = { code: "missing_result", message: "The batch provider returned no result for this description." };
const productGone = { code: "product_deleted", message: "The product was deleted before the results arrived." };

type Failure = { code: string; message: string };

async function itemResult(
  item: PendingItem,
  product: Product | undefined,
  outcome: BatchOutcome | undefined,
  noOutcome: Failure,
  rulesOf: RulesOf,
): Promise<GenerationResult> {
  // A deleted product's category is unknown: its failure reports the rules of every product.
  const applied = rulesOf(item.rulesApplied, product?.category ?? null);
  if (!product) return failedResult(item.language, productGone, applied);
  if (!outcome) return failedResult(item.language, noOutcome, applied);
  if ("error" in outcome) return failedResult(item.language, outcome.error, applied);
  try {
    return await succeededResult(
      productFacts(product),
      item.language,
      outcome.content,
      PRICES.batchDescriptionPerLanguage,
      applied,
    );
  } catch (error) {
    // Its checks took longer than their time limit (text-work/pool.ts): the description fails, uncharged.
    return failedResult(item.language, engineFailure(error), applied);
  }
}

/**
 * Records one chunk of products: versions (published with `publishAs`), generation rows, charges and
 * the items' ingestion, together. Answers the credits charged.
 */
async function ingestProducts(
  tx: Tx,
  now: Date,
  batch: Batch,
  productIds: string[],
  outcomeOf: Map<string, BatchOutcome>,
  noOutcome: Failure,
  publishAs: Actor | null,
  rulesOf: RulesOf,
  assessed: Assessed,
): Promise<number> {
  await lockLedger(tx, batch.orgId);
  const items = await tx.$queryRaw<PendingItem[]>`
    SELECT id, "productId", language, "rulesApplied" FROM "BatchItem"
    WHERE "batchId" = ${batch.id} AND "productId" IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))
      AND "ingestedAt" IS NULL
    ORDER BY id FOR UPDATE`;
  if (!items.length) return 0;
  const products = await lockLiveProducts(tx, batch.orgId, productIds);
  const productOf = new Map(products.map((product) => [product.id, product]));

  const resultsOf = new Map<string, GenerationResult[]>();
  const results = await Promise.all(
    items.map((item) => {
      const product = productOf.get(item.productId);
      const checked = assessed.get(item.id);
      return checked && checked.version === product?.version
        ? checked.result
        : itemResult(item, product, outcomeOf.get(item.id), noOutcome, rulesOf);
    }),
  );
  const itemUpdates = items.map((item, at) => {
    const result = results[at]!;
    if (productOf.has(item.productId))
      (resultsOf.get(item.productId) ?? resultsOf.set(item.productId, []).get(item.productId)!).push(result);
    return { id: item.id, status: result.status, result };
  });
  await recordGenerations(
    tx,
    now,
    batch.orgId,
    `batch:${batch.provider}`,
    [...resultsOf].map(([productId, results]) => ({ product: productOf.get(productId)!, results })),
    publishAs,
  );
  const charges = itemUpdates
    .filter((item) => item.status === "succeeded")
    .map((item) => ({ reference: `${batchReference(batch.id)}:${item.id}`, amount: PRICES.batchDescriptionPerLanguage }));
  await bookReservedCharges(tx, now, batch.orgId, charges);
  await bulkUpdate(tx, "BatchItem", "id", ["status", "result"], itemUpdates, { ingestedAt: now });
  return charges.length * PRICES.batchDescriptionPerLanguage;
}

/** Once every description is ingested: refunds what was not charged and ends the batch, once. Answers the credits refunded. */
async function endBatch(tx: Tx, now: Date, batch: Batch): Promise<number> {
  await lockLedger(tx, batch.orgId);
  await tx.$executeRaw`SELECT 1 FROM "Batch" WHERE id = ${batch.id} FOR UPDATE`;
  const [counts] = await tx.$queryRaw<{ pending: number; charged: number; succeededProducts: number }[]>`
    SELECT count(*) FILTER (WHERE "ingestedAt" IS NULL)::int AS pending,
           count(*) FILTER (WHERE status = 'succeeded')::int AS charged,
           count(DISTINCT "productId") FILTER (WHERE status = 'succeeded')::int AS "succeededProducts"
    FROM "BatchItem" WHERE "batchId" = ${batch.id}`;
  if (!counts || counts.pending > 0) return 0;
  const creditsCharged = counts.charged * PRICES.batchDescriptionPerLanguage;
  const creditsRefunded = batch.creditsReserved - creditsCharged;
  const ended = await tx.batch.updateMany({
    where: { id: batch.id, status: "ingesting" },
    data: {
      status: "ended",
      endedAt: now,
      ingestLeaseUntil: null,
      succeededCount: counts.succeededProducts,
      failedCount: batch.total - counts.succeededProducts,
      creditsCharged,
      creditsRefunded,
    },
  });
  if (!ended.count || creditsRefunded <= 0) return 0;
  await bookMovement(tx, now, {
    orgId: batch.orgId,
    kind: "refund",
    amount: creditsRefunded,
    reference: batchReference(batch.id),
  });
  return creditsRefunded;
}
