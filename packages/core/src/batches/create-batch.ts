import { bulkInsert, type Batch, type Organization } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import { checkRules } from "../content-rules/check-rules.js";
import { rulesFor, rulesJson, savedRuleLayers } from "../content-rules/layers.js";
import type { PartialRules } from "@proseo/writer";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { assertAiNotPaused, reserveAiCredits } from "../credits/ai-guard.js";
import { batchReservation } from "../constants.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { enqueueJobs } from "../jobs/runner.js";
import { batchReference, type BatchDeps } from "./batch.js";
import { SUBMIT_BATCH_JOB } from "./submit-batch-job.js";

export interface BatchSubmission {
  productIds: string[];
  /** Who submits: the publisher of the versions written when the organization publishes automatically. */
  actor: Actor;
  /** The request's own content rules, applied after the organization's and its category overrides. */
  rules?: PartialRules;
}

/**
 * Submits a batch: in one transaction, resolves the products, reserves the whole batch's price
 * (402 otherwise), records the batch (with who submitted it and the content rules as they are now,
 * so every description merges them alike) and its descriptions and queues its submission to the provider.
 */
export async function createBatch(
  deps: BatchDeps,
  org: Organization,
  { productIds: productIdsRequested, actor, rules }: BatchSubmission,
  recorder: AnswerRecorder<Batch>,
): Promise<Batch> {
  assertAiNotPaused(org);
  await checkRules(deps.db, org.id, [{ path: "rules", rules }]);
  const created = await deps.db.$transaction(async (tx) => {
    const requested = [...new Set(productIdsRequested)];
    const live = await tx.product.findMany({
      where: { orgId: org.id, id: { in: requested }, deletedAt: null },
      select: { id: true, category: true },
    });
    const categoryOf = new Map(live.map((product) => [product.id, product.category]));
    const liveIds = new Set(categoryOf.keys());
    const productIds = requested.filter((id) => liveIds.has(id));
    const unresolvedIds = requested.filter((id) => !liveIds.has(id));
    if (!productIds.length) {
      throw new AppError("no_valid_products", "None of the product_ids is a live product of this organization.", [
        { path: "product_ids", message: "no entry is a live product of this organization" },
      ]);
    }
    const id = newId("batch");
    const now = deps.now();
    const creditsReserved = batchReservation(productIds.length, org.languages.length);
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
        creditsReserved,
        actorKind: actor.kind,
        actorId: actor.id,
        rules: rulesJson(layers),
        createdAt: now,
      },
    });
    // Each product's rules are merged now, so that a category changed before the results arrive does not change them.
    const items = productIds.flatMap((productId) => {
      const rulesApplied = rulesJson(rulesFor(layers, categoryOf.get(productId) ?? null));
      return org.languages.map((language) => ({ id: newId("bitem"), productId, language, rulesApplied }));
    });
    await bulkInsert(tx, "BatchItem", ["id", "productId", "language", "rulesApplied"], items, { batchId: id });
    await enqueueJobs(tx, now, [{ id: `job_submit_${id}`, name: SUBMIT_BATCH_JOB, payload: { batchId: id } }]);
    await recorder.record(tx, batch);
    return batch;
  });
  deps.wakeJobs();
  return created;
}
