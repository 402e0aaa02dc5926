import { bulkUpdate, type Batch, type Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Tx } from "../deps.js";
import { AppError } from "../errors.js";
import { bookMovement, bookReservedCharges, lockLedger, observeCredits } from "../credits/ledger.js";
import { PRICES } from "../constants.js";
import { lockLiveProducts } from "../catalog/live-products.js";
import { engineFailure, withKeptTexts } from "@proseo/writer";
import { planLanguage } from "../generation/keep-texts.js";
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
import { batchKeep, batchReference, batchRequest, findBatch, type BatchDeps } from "./batch.js";
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
 * how far the provider has got, and ingests what a provider gives while it works (ingestWritten).
 * Exactly once by construction: every description is recorded, charged and marked ingested in one
 * transaction that first locks it and skips it when already ingested, ledger references are unique,
 * and once the provider has finished only the poll holding the lease works at all.
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
  if (!status.finished) {
    const ingested = status.outcomes?.length ? await ingestWritten(deps, batch, status.outcomes) : false;
    const progressed = await recordProgress(deps, batch, status.completed, status.failed);
    return ingested || progressed ? findBatch(deps.db, orgId, batchId) : batch;
  }

  const now = deps.now();
  // The outcomes ingested while it ran count too: a poll may have ingested the last product between another's count
  // and its outcomes (apps/api/test/batches-engine.test.ts).
  const completed = status.completed ?? status.outcomes.filter((outcome) => "content" in outcome).length;
  const leaseUntil = new Date(now.getTime() + INGEST_LEASE_MS);
  const claimed = await deps.db.batch.updateMany({
    where: { id: batch.id, OR: [{ status: "submitted" }, { status: "ingesting", ingestLeaseUntil: { lt: now } }] },
    data: {
      status: "ingesting",
      ingestLeaseUntil: leaseUntil,
      // Every request the provider did not write counts as failed.
      providerCompleted: completed,
      providerFailed: batch.descriptions - completed,
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

/**
 * Keeps the counts of a provider still working; a slower poll's older counts do not take them back. Answers whether
 * they changed.
 */
async function recordProgress(deps: BatchDeps, batch: Batch, completed: number, failed: number): Promise<boolean> {
  if (completed === batch.providerCompleted && failed === batch.providerFailed) return false;
  await deps.db.batch.updateMany({
    where: { id: batch.id, status: "submitted", providerCompleted: { lte: completed }, providerFailed: { lte: failed } },
    data: { providerCompleted: completed, providerFailed: failed },
  });
  return true;
}

/** What recording a batch's outcomes needs beside the products: the outcomes, who publishes, the rules results report. */
interface Ingestion {
  batch: Batch;
  outcomeOf: Map<string, BatchOutcome>;
  /** The failure of a description without an outcome. */
  noOutcome: Failure;
  publishAs: Actor | null;
  rulesOf: RulesOf;
}

async function ingestionOf(deps: BatchDeps, batch: Batch, outcomes: BatchOutcome[], noOutcome: Failure): Promise<Ingestion> {
  const layers = batchRuleLayers(batch.rules);
  return {
    batch,
    outcomeOf: new Map(outcomes.map((outcome) => [outcome.customId, outcome])),
    noOutcome,
    publishAs: await autoPublisher(deps, batch),
    rulesOf: (stored, category) => reportedRules(itemRules(stored, layers, category), deps.batchProvider.unapplied),
  };
}

/** The final ingestion, under the poll's lease: every description not ingested yet, then the refund and the batch's end. */
async function ingestBatch(deps: BatchDeps, batch: Batch, outcomes: BatchOutcome[], lease: IngestLease): Promise<void> {
  const noOutcome = batch.submissionError
    ? { code: "submission_failed", message: `The batch provider never accepted the batch: ${batch.submissionError}` }
    : missingResult;
  const pending = await deps.db.batchItem.findMany({
    where: { batchId: batch.id, ingestedAt: null },
    select: { productId: true },
    distinct: ["productId"],
    orderBy: { productId: "asc" },
  });
  const productIds = pending.map((item) => item.productId);
  await ingestChunks(deps, await ingestionOf(deps, batch, outcomes, noOutcome), productIds, lease);
  const refunded = await deps.db.$transaction((tx) => endBatch(tx, deps.now(), batch));
  observeCredits(deps, "refund", "batch", batch.orgId, refunded);
}

/**
 * While the provider works: ingests the products whose every description it has written (engine-provider.ts gives
 * them), so that the batch's counts and charges advance; a product's descriptions are recorded together, as one
 * version. Polls may do this at once: each description is still recorded once (ingestProducts locks and skips the
 * ingested), and none after the batch was cancelled or its final ingestion began (the transaction finds it submitted).
 * Answers whether it tried: the batch may have changed.
 */
async function ingestWritten(deps: BatchDeps, batch: Batch, outcomes: BatchOutcome[]): Promise<boolean> {
  const written = new Set(outcomes.map((outcome) => outcome.customId));
  const pending = await deps.db.batchItem.findMany({
    where: { batchId: batch.id, ingestedAt: null },
    select: { id: true, productId: true },
  });
  const unwritten = new Set(pending.filter((item) => !written.has(item.id)).map((item) => item.productId));
  const ready = [...new Set(pending.map((item) => item.productId))].filter((id) => !unwritten.has(id)).sort();
  if (!ready.length) return false;
  try {
    await ingestChunks(deps, await ingestionOf(deps, batch, outcomes, missingResult), ready, null);
  } catch (error) {
    if (!(error instanceof NotRunning)) throw error;
  }
  return true;
}

/** The batch was cancelled, or its final ingestion began, after the poll found the provider working. */
class NotRunning extends Error {}

/**
 * Records the products' descriptions a chunk at a time: under the final ingestion's `lease` (renewed with each chunk,
 * its provider's repairs paid under it), or with none while the batch is still submitted.
 */
async function ingestChunks(deps: BatchDeps, ingestion: Ingestion, productIds: string[], lease: IngestLease | null) {
  const { batch } = ingestion;
  const hold = async (tx: Tx) => {
    if (lease) return lease.renew(tx, new Date(deps.now().getTime() + INGEST_LEASE_MS));
    const [submitted] = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM "Batch" WHERE id = ${batch.id} AND status = 'submitted' FOR UPDATE`;
    if (!submitted) throw new NotRunning();
  };
  for (let start = 0; start < productIds.length; start += INGEST_CHUNK_PRODUCTS) {
    const chunk = productIds.slice(start, start + INGEST_CHUNK_PRODUCTS);
    if (lease) await reviewOutcomes(deps, ingestion, chunk, lease);
    const assessed = await assessOutcomes(deps, ingestion, chunk);
    const charged = await deps.db.$transaction((tx) => ingestProducts(tx, deps.now(), ingestion, chunk, assessed, hold));
    observeCredits(deps, "charge", "batch", batch.orgId, charged);
  }
}

/**
 * Holds the descriptions a chunk's products were written by the provider to the checks a synchronous answer is
 * held to (the provider's `review`: a repair request through the synchronous API when one breaks them), replacing
 * each outcome with the reviewed one or its failure. The calls run outside any transaction, a few at a time, each
 * under a lease renewed for as long as one repair can take (`abandonedAfterMs`), so that no other poll pays for it again.
 */
async function reviewOutcomes(
  deps: BatchDeps,
  { batch, outcomeOf, rulesOf }: Ingestion,
  productIds: string[],
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
      const request = batchRequest(batch, item, product, rulesOf(item.rulesApplied, product.category));
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
  { batch, outcomeOf, rulesOf }: Ingestion,
  productIds: string[],
): Promise<Assessed> {
  const { items, productOf } = await chunkItems(deps, batch, productIds);
  const assessed: Assessed = new Map();
  await Promise.all(
    items.map(async (item) => {
      const product = productOf.get(item.productId);
      const outcome = outcomeOf.get(item.id);
      if (!product || !outcome || !("content" in outcome)) return;
      const result = await itemResult(batch, item, product, outcome, missingResult, rulesOf);
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
  batch: Batch,
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
  // The texts the batch keeps take their place in the provider's, and are scored with the others.
  const plan = planLanguage(product, item.language, batchKeep(batch));
  try {
    const written = withKeptTexts(outcome.content, plan?.kept ?? {});
    const result = await succeededResult(
      productFacts(product),
      item.language,
      written,
      PRICES.batchDescriptionPerLanguage,
      applied,
    );
    return plan ? { ...result, fields: plan.fields } : result;
  } catch (error) {
    // Its checks took longer than their time limit (text-work/pool.ts): the description fails, uncharged.
    return failedResult(item.language, engineFailure(error), applied);
  }
}

/**
 * Records one chunk of products: versions (published with `publishAs`), generation rows, charges, the items'
 * ingestion and the batch's counts, together, once `hold` has found the batch still this ingestion's to record (it
 * throws otherwise). Answers the credits charged.
 */
async function ingestProducts(
  tx: Tx,
  now: Date,
  { batch, outcomeOf, noOutcome, publishAs, rulesOf }: Ingestion,
  productIds: string[],
  assessed: Assessed,
  hold: (tx: Tx) => Promise<void>,
): Promise<number> {
  await lockLedger(tx, batch.orgId);
  await hold(tx);
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
        : itemResult(batch, item, product, outcomeOf.get(item.id), noOutcome, rulesOf);
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
  await tx.batch.update({ where: { id: batch.id }, data: (await ingestedCounts(tx, batch.id)).recorded });
  return charges.length * PRICES.batchDescriptionPerLanguage;
}

/**
 * What a batch's ingested descriptions add up to: its products that received a description and those that received
 * none (a product's descriptions are ingested together, so a product counts once all of its are), the credits they
 * were charged; and the descriptions still pending.
 */
async function ingestedCounts(tx: Tx, batchId: string) {
  const [counts] = await tx.$queryRaw<{ pending: number; charged: number; succeeded: number; ingested: number }[]>`
    SELECT count(*) FILTER (WHERE "ingestedAt" IS NULL)::int AS pending,
           count(*) FILTER (WHERE status = 'succeeded')::int AS charged,
           count(DISTINCT "productId") FILTER (WHERE status = 'succeeded')::int AS succeeded,
           count(DISTINCT "productId") FILTER (WHERE "ingestedAt" IS NOT NULL)::int AS ingested
    FROM "BatchItem" WHERE "batchId" = ${batchId}`;
  const { pending, charged, succeeded, ingested } = counts!;
  return {
    pending,
    recorded: {
      succeededCount: succeeded,
      failedCount: ingested - succeeded,
      creditsCharged: charged * PRICES.batchDescriptionPerLanguage,
    },
  };
}

/** Once every description is ingested: refunds what was not charged and ends the batch, once. Answers the credits refunded. */
async function endBatch(tx: Tx, now: Date, batch: Batch): Promise<number> {
  await lockLedger(tx, batch.orgId);
  await tx.$executeRaw`SELECT 1 FROM "Batch" WHERE id = ${batch.id} FOR UPDATE`;
  const { pending, recorded } = await ingestedCounts(tx, batch.id);
  if (pending > 0) return 0;
  const creditsRefunded = batch.creditsReserved - recorded.creditsCharged;
  const ended = await tx.batch.updateMany({
    where: { id: batch.id, status: "ingesting" },
    data: { ...recorded, status: "ended", endedAt: now, ingestLeaseUntil: null, creditsRefunded },
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
