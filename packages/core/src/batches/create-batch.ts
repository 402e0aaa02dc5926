import { bulkInsert, type Batch, type Organization, Prisma, type Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import { checkRules } from "../content-rules/check-rules.js";
import { rulesFor, rulesJson, savedRuleLayers } from "../content-rules/layers.js";
import type { PartialRules } from "@proseo/writer";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { assertAiNotPaused, reserveAiCredits } from "../credits/ai-guard.js";
import { batchReservation, LIMITS } from "../constants.js";
import type { Tx } from "../deps.js";
import { STALE } from "../catalog/list-products.js";
import { type KeepOptions, planLanguage, resolvedKeep } from "../generation/keep-texts.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { enqueueJobs } from "../jobs/runner.js";
import { batchReference, type BatchDeps } from "./batch.js";
import { SUBMIT_BATCH_JOB } from "./submit-batch-job.js";

export interface BatchSubmission {
  /** The products to write; with `stale`, those of them with a stale language. */
  productIds?: string[];
  /** Only products with a stale language (up to LIMITS.productsPerBatch of them), each in its stale languages only. */
  stale?: boolean;
  /** What happens to a person's texts, locked fields and languages with content (generation/keep-texts.ts). */
  keep?: KeepOptions;
  /** Who submits: the publisher of the versions written when the organization publishes automatically. */
  actor: Actor;
  /** The request's own content rules, applied after the organization's and its category overrides. */
  rules?: PartialRules;
}

/**
 * The live products a batch may write: those requested, or with `stale` and none requested, the stale ones (the first
 * LIMITS.productsPerBatch by id, through the stale filter's index).
 */
async function candidates(tx: Tx, orgId: string, requested: string[] | undefined, stale: boolean): Promise<Product[]> {
  if (requested) {
    return tx.$queryRaw<Product[]>`SELECT * FROM "Product" WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL
      AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(requested)}::jsonb))`;
  }
  return tx.$queryRaw<Product[]>`SELECT * FROM "Product" WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL
    AND ${stale ? STALE : Prisma.sql`TRUE`} ORDER BY id LIMIT ${LIMITS.productsPerBatch}`;
}

/**
 * The descriptions a product gets: the organization's languages (only its stale ones with `stale`) that its plan
 * writes (generation/keep-texts.ts planLanguage: not those with content under `mode: "missing"`, nor those whose
 * every field is kept).
 */
function languagesOf(org: Organization, product: Product, stale: boolean, keep: Required<KeepOptions>): string[] {
  const staleFacts = product.staleFacts as Record<string, unknown>;
  return org.languages.filter(
    (language) => (!stale || Object.hasOwn(staleFacts, language)) && planLanguage(product, language, keep) !== null,
  );
}

/**
 * Submits a batch: in one transaction, resolves the products and the languages each is written in, reserves the
 * whole batch's price (402 otherwise), records the batch (with who submitted it, the content rules as they are now,
 * so every description merges them alike, and what its ingestion keeps of a person's texts) and its descriptions
 * and queues its submission to the provider.
 */
export async function createBatch(
  deps: BatchDeps,
  org: Organization,
  { productIds: productIdsRequested, stale = false, keep: keepRequested = {}, actor, rules }: BatchSubmission,
  recorder: AnswerRecorder<Batch>,
): Promise<Batch> {
  assertAiNotPaused(org);
  await checkRules(deps.db, org.id, [{ path: "rules", rules }]);
  const keep = resolvedKeep(org, keepRequested);
  const created = await deps.db.$transaction(async (tx) => {
    const requested = productIdsRequested && [...new Set(productIdsRequested)];
    const found = new Map((await candidates(tx, org.id, requested, stale)).map((product) => [product.id, product]));
    const languagesByProduct = new Map(
      [...(requested ?? found.keys())].flatMap((productId) => {
        const product = found.get(productId);
        const languages = product ? languagesOf(org, product, stale, keep) : [];
        return languages.length ? [[productId, languages] as const] : [];
      }),
    );
    const productIds = [...languagesByProduct.keys()];
    const unresolvedIds = (requested ?? []).filter((productId) => !found.has(productId));
    if (!productIds.length) {
      throw new AppError(
        "no_valid_products",
        requested
          ? "None of the product_ids is a live product of this organization with a language to write."
          : "No product of this organization has a stale language to write.",
        [{ path: requested ? "product_ids" : "filter.stale", message: "no product with a language to write" }],
      );
    }
    const descriptions = [...languagesByProduct.values()].reduce((sum, languages) => sum + languages.length, 0);
    const id = newId("batch");
    const now = deps.now();
    const creditsReserved = batchReservation(descriptions);
    await reserveAiCredits(tx, now, { orgId: org.id, amount: creditsReserved, reference: batchReference(id) });
    const layers = { ...(await savedRuleLayers(tx, org.id)), request: rules };
    const batch = await tx.batch.create({
      data: {
        id,
        orgId: org.id,
        provider: deps.batchProvider.name,
        engine: deps.batchProvider.writtenBy,
        productIds,
        unresolvedIds,
        languages: org.languages,
        total: productIds.length,
        descriptions,
        keep: { preserve: keep.preserve, overwrite: keep.overwrite },
        creditsReserved,
        actorKind: actor.kind,
        actorId: actor.id,
        rules: rulesJson(layers),
        createdAt: now,
      },
    });
    // Each product's rules are merged now, so that a category changed before the results arrive does not change them.
    const items = productIds.flatMap((productId) => {
      const rulesApplied = rulesJson(rulesFor(layers, found.get(productId)!.category));
      return languagesByProduct.get(productId)!.map((language) => ({ id: newId("bitem"), productId, language, rulesApplied }));
    });
    await bulkInsert(tx, "BatchItem", ["id", "productId", "language", "rulesApplied"], items, { batchId: id });
    await enqueueJobs(tx, now, [{ id: `job_submit_${id}`, name: SUBMIT_BATCH_JOB, payload: { batchId: id } }]);
    await recorder.record(tx, batch);
    return batch;
  });
  deps.wakeJobs();
  return created;
}
