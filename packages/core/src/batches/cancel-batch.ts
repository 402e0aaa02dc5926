import type { Batch } from "@proseo/db";
import { AppError } from "../errors.js";
import { bookMovement, lockLedger, observeCredits } from "../credits/ledger.js";
import { batchReference, findBatch, type BatchDeps } from "./batch.js";

/** Cancels a submitted batch (only); the whole reservation comes back. */
export async function cancelBatch(deps: BatchDeps, orgId: string, batchId: string): Promise<Batch> {
  const batch = await deps.db.$transaction(async (tx) => {
    await lockLedger(tx, orgId);
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
  observeCredits(deps, "refund", "batch", orgId, batch.creditsRefunded);
  // Our side is final; a provider that cannot be told now only costs its own work.
  if (batch.providerBatchId) await deps.batchProvider.cancel(batch.providerBatchId).catch(() => undefined);
  return batch;
}
