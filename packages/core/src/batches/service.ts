import type { Batch, Organization, Product } from "@proseo/db";
import type { DbOrTx, Deps, Tx } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { assertAiAllowed } from "../credits/ai-guard.js";
import { bookMovement, bookReservedCharges } from "../credits/ledger.js";
import { PRICES } from "../constants.js";
import type { AnswerRecorder } from "../idempotency/service.js";
import { enqueueJobs, type JobHandler } from "../jobs/runner.js";
import { lockLiveProducts } from "../catalog/service.js";
import { failedResult, productFacts, recordGenerations, succeededResult, type GenerationResult } from "../generation/results.js";
import { BatchProviderError, type BatchOutcome, type BatchProvider } from "./provider.js";

export interface BatchDeps extends Deps {
  batchProvider: BatchProvider;
  /** Tells the job runner that work was enqueued. */
  wakeJobs(): void;
}

export const SUBMIT_BATCH_JOB = "batch.submit";
/** A poll ingesting a batch holds it this long (renewed with each chunk); a poll after that takes over. */
export const INGEST_LEASE_MS = 60_000;
/** Products whose results are recorded in one transaction. */
export const INGEST_CHUNK_PRODUCTS = 100;

/** The reference of a batch's reservation and of its refund. */
const batchReference = (batchId: string) => `batch:${batchId}`;

async function findBatch(db: DbOrTx, orgId: string, batchId: string): Promise<Batch> {
  const batch = await db.batch.findFirst({ where: { id: batchId, orgId } });
  if (!batch) throw notFound("batch");
  return batch;
}

/**
 * Submits a batch: in one transaction, resolves the products, reserves the whole batch's price
 * (402 otherwise), records the batch and its descriptions and queues its submission to the provider.
 */
export async function createBatch(
  deps: BatchDeps,
  org: Organization,
  productIdsRequested: string[],
  recorder: AnswerRecorder<Batch>,
): Promise<Batch> {
  await assertAiAllowed(deps, org);
  const created = await deps.db.$transaction(async (tx) => {
    const requested = [...new Set(productIdsRequested)];
    const live = await tx.product.findMany({
      where: { orgId: org.id, id: { in: requested }, deletedAt: null },
      select: { id: true },
    });
    const liveIds = new Set(live.map((product) => product.id));
    const productIds = requested.filter((id) => liveIds.has(id));
    const unresolvedIds = requested.filter((id) => !liveIds.has(id));
    if (!productIds.length) {
      throw new AppError("no_valid_products", "None of the product_ids is a live product of this organization.", [
        { path: "product_ids", message: "no entry is a live product of this organization" },
      ]);
    }
    const id = newId("batch");
    const now = deps.now();
    const creditsReserved = productIds.length * org.languages.length * PRICES.batchDescriptionPerLanguage;
    await bookMovement(tx, now, { orgId: org.id, kind: "reserve", amount: -creditsReserved, reference: batchReference(id) });
    const batch = await tx.batch.create({
      data: {
        id,
        orgId: org.id,
        provider: deps.batchProvider.name,
        productIds,
        unresolvedIds,
        languages: org.languages,
        total: productIds.length,
        creditsReserved,
        createdAt: now,
      },
    });
    const items = productIds.flatMap((productId) =>
      org.languages.map((language) => ({ id: newId("bitem"), productId, language })),
    );
    await tx.$executeRaw`
        INSERT INTO "BatchItem" (id, "batchId", "productId", language)
        SELECT r.id, ${id}, r."productId", r.language
        FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS r(id text, "productId" text, language text)`;
    await enqueueJobs(tx, now, [{ id: `job_submit_${id}`, name: SUBMIT_BATCH_JOB, payload: { batchId: id } }]);
    await recorder.record(tx, batch);
    return batch;
  });
  deps.wakeJobs();
  return created;
}

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BatchProviderError) throw new AppError("provider_error", `The batch provider failed: ${error.message}`);
    throw error;
  }
}

/**
 * The submission job: hands a batch's descriptions to the provider and remembers its id.
 * Running it again is harmless: a submitted or cancelled batch is left alone.
 */
export function submitBatchJob(deps: BatchDeps): JobHandler<{ batchId: string }> {
  return {
    async run({ batchId }) {
      const batch = await deps.db.batch.findUnique({ where: { id: batchId } });
      if (!batch || batch.providerBatchId || batch.status !== "submitted") return;
      const [items, products] = await Promise.all([
        deps.db.batchItem.findMany({
          where: { batchId },
          select: { id: true, productId: true, language: true },
          orderBy: { id: "asc" },
        }),
        deps.db.product.findMany({ where: { id: { in: batch.productIds }, deletedAt: null } }),
      ]);
      const factsOf = new Map(products.map((product) => [product.id, productFacts(product)]));
      const requests = items.flatMap((item) => {
        const product = factsOf.get(item.productId);
        return product ? [{ customId: item.id, language: item.language, product }] : [];
      });
      const providerBatchId = await deps.batchProvider.submit(batchId, requests);
      const saved = await deps.db.batch.updateMany({
        where: { id: batchId, providerBatchId: null, status: "submitted" },
        data: { providerBatchId },
      });
      // Cancelled while it was being submitted: the provider must not go on with it.
      if (!saved.count) await deps.batchProvider.cancel(providerBatchId);
      deps.wakeJobs();
      return { providerBatchId };
    },
    async onFailure({ batchId }, error) {
      // The next poll ends the batch with every description failed and refunded.
      await deps.db.batch.updateMany({
        where: { id: batchId, providerBatchId: null, submissionError: null },
        data: { submissionError: error.message.slice(0, 1_000) },
      });
    },
  };
}

const isIngestible = (batch: Batch, now: Date) =>
  batch.status === "submitted" || (batch.status === "ingesting" && (batch.ingestLeaseUntil?.getTime() ?? 0) < now.getTime());

/**
 * A poll: when the provider has finished, this poll ingests the results; otherwise
 * nothing changes. Exactly once by construction: every description is recorded, charged and marked
 * ingested in one transaction that first locks it and skips it when already ingested, ledger
 * references are unique, and only the poll holding the lease works at all.
 */
export async function pollBatch(deps: BatchDeps, orgId: string, batchId: string): Promise<Batch> {
  const batch = await findBatch(deps.db, orgId, batchId);
  if (!isIngestible(batch, deps.now())) return batch;
  // Asked before the claim, so that a provider failing now leaves the batch as it was.
  const outcomes =
    batch.submissionError !== null
      ? []
      : batch.providerBatchId !== null
        ? await callProvider(() => deps.batchProvider.finishedResults(batch.providerBatchId!))
        : undefined;
  if (!outcomes) return batch;

  const now = deps.now();
  const claimed = await deps.db.batch.updateMany({
    where: { id: batch.id, OR: [{ status: "submitted" }, { status: "ingesting", ingestLeaseUntil: { lt: now } }] },
    data: { status: "ingesting", ingestLeaseUntil: new Date(now.getTime() + INGEST_LEASE_MS) },
  });
  if (claimed.count) await ingestBatch(deps, batch, outcomes);
  return findBatch(deps.db, orgId, batchId);
}

async function ingestBatch(deps: BatchDeps, batch: Batch, outcomes: BatchOutcome[]): Promise<void> {
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.customId, outcome]));
  const noOutcome = batch.submissionError
    ? { code: "submission_failed", message: `The batch provider never accepted the batch: ${batch.submissionError}` }
    : missingResult;
  const pending = await deps.db.batchItem.findMany({
    where: { batchId: batch.id, ingestedAt: null },
    select: { productId: true },
    distinct: ["productId"],
    orderBy: { productId: "asc" },
  });
  for (let start = 0; start < pending.length; start += INGEST_CHUNK_PRODUCTS) {
    const productIds = pending.slice(start, start + INGEST_CHUNK_PRODUCTS).map((item) => item.productId);
    await deps.db.$transaction((tx) => ingestProducts(tx, deps.now(), batch, productIds, outcomeOf, noOutcome));
  }
  await deps.db.$transaction((tx) => endBatch(tx, deps.now(), batch));
}

type PendingItem = { id: string; productId: string; language: string };

const missingResult = { code: "missing_result", message: "The batch provider returned no result for this description." };
const productGone = { code: "product_deleted", message: "The product was deleted before the results arrived." };

type Failure = { code: string; message: string };

function itemResult(
  item: PendingItem,
  product: Product | undefined,
  outcome: BatchOutcome | undefined,
  noOutcome: Failure,
): GenerationResult {
  if (!product) return failedResult(item.language, productGone);
  if (!outcome) return failedResult(item.language, noOutcome);
  if ("error" in outcome) return failedResult(item.language, outcome.error);
  return succeededResult(productFacts(product), item.language, outcome.content, PRICES.batchDescriptionPerLanguage);
}

/** Records one chunk of products: versions, generation rows, charges and the items' ingestion, together. */
async function ingestProducts(
  tx: Tx,
  now: Date,
  batch: Batch,
  productIds: string[],
  outcomeOf: Map<string, BatchOutcome>,
  noOutcome: Failure,
): Promise<void> {
  const items = await tx.$queryRaw<PendingItem[]>`
    SELECT id, "productId", language FROM "BatchItem"
    WHERE "batchId" = ${batch.id} AND "productId" IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))
      AND "ingestedAt" IS NULL
    ORDER BY id FOR UPDATE`;
  if (!items.length) return;
  const products = await lockLiveProducts(tx, batch.orgId, productIds);
  const productOf = new Map(products.map((product) => [product.id, product]));

  const resultsOf = new Map<string, GenerationResult[]>();
  const itemUpdates = items.map((item) => {
    const result = itemResult(item, productOf.get(item.productId), outcomeOf.get(item.id), noOutcome);
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
  );
  await bookReservedCharges(
    tx,
    now,
    batch.orgId,
    itemUpdates
      .filter((item) => item.status === "succeeded")
      .map((item) => ({ reference: `${batchReference(batch.id)}:${item.id}`, amount: PRICES.batchDescriptionPerLanguage })),
  );
  await tx.$executeRaw`
    UPDATE "BatchItem" i SET status = r.status, result = r.result, "ingestedAt" = ${now}
    FROM jsonb_to_recordset(${JSON.stringify(itemUpdates)}::jsonb) AS r(id text, status text, result jsonb)
    WHERE i.id = r.id`;
  await tx.batch.update({ where: { id: batch.id }, data: { ingestLeaseUntil: new Date(now.getTime() + INGEST_LEASE_MS) } });
}

/** Once every description is ingested: refunds what was not charged and ends the batch, once. */
async function endBatch(tx: Tx, now: Date, batch: Batch): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "Batch" WHERE id = ${batch.id} FOR UPDATE`;
  const [counts] = await tx.$queryRaw<{ pending: number; charged: number; succeededProducts: number }[]>`
    SELECT count(*) FILTER (WHERE "ingestedAt" IS NULL)::int AS pending,
           count(*) FILTER (WHERE status = 'succeeded')::int AS charged,
           count(DISTINCT "productId") FILTER (WHERE status = 'succeeded')::int AS "succeededProducts"
    FROM "BatchItem" WHERE "batchId" = ${batch.id}`;
  if (!counts || counts.pending > 0) return;
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
  if (ended.count && creditsRefunded > 0) {
    await bookMovement(tx, now, {
      orgId: batch.orgId,
      kind: "refund",
      amount: creditsRefunded,
      reference: batchReference(batch.id),
    });
  }
}

/** Cancels a submitted batch (only); the whole reservation comes back. */
export async function cancelBatch(deps: BatchDeps, orgId: string, batchId: string): Promise<Batch> {
  const batch = await deps.db.$transaction(async (tx) => {
    const current = await findBatch(tx, orgId, batchId);
    const now = deps.now();
    const cancelled = await tx.batch.updateMany({
      where: { id: batchId, status: "submitted" },
      data: { status: "cancelled", endedAt: now, creditsRefunded: current.creditsReserved },
    });
    if (!cancelled.count) {
      throw new AppError("batch_not_cancellable", `The batch is ${current.status}; only a submitted batch can be cancelled.`);
    }
    await bookMovement(tx, now, { orgId, kind: "refund", amount: current.creditsReserved, reference: batchReference(batchId) });
    return findBatch(tx, orgId, batchId);
  });
  // Our side is final; a provider that cannot be told now only costs its own work.
  if (batch.providerBatchId) await deps.batchProvider.cancel(batch.providerBatchId).catch(() => undefined);
  return batch;
}
