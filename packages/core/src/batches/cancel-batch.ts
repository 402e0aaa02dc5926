import type { Batch } from "@proseo/db";
import { AppError } from "../errors.js";
import { bookMovement, lockLedger, observeCredits } from "../credits/ledger.js";
import { batchReference, findBatch, type BatchDeps } from "./batch.js";

/**
 * Cancels a submitted batch (only); its reservation comes back but for what the descriptions ingested while it ran
 * were charged (poll-batch.ts ingestWritten: they hold the ledger's lock too, and ingest nothing once it is cancelled).
 */
export async function cancelBatch(deps: BatchDeps, orgId: string, batchId: string): Promise<Batch> {
  const batch = await deps.db.$transaction(async (tx) => {
    await lockLedger(tx, orgId);
    const current = await findBatch(tx, orgId, batchId);
    const now = deps.now();
    const creditsRefunded = current.creditsReserved - current.creditsCharged;
    const cancelled = await tx.batch.updateMany({
      where: { id: batchId, status: "submitted" },
      data: { status: "cancelled", endedAt: now, creditsRefunded },
    });
    if (!cancelled.count) {
      throw new AppError("batch_not_cancellable", `The batch is ${current.status}; only a submitted batch can be cancelled.`);
    }
    if (creditsRefunded > 0) {
      await bookMovement(tx, now, { orgId, kind: "refund", amount: creditsRefunded, reference: batchReference(batchId) });
    }
    return findBatch(tx, orgId, batchId);
  });
  observeCredits(deps, "refund", "batch", orgId, batch.creditsRefunded);
  // Our side is final; a provider that cannot be told now only costs its own work.
  if (batch.providerBatchId) await deps.batchProvider.cancel(batch.providerBatchId).catch(() => undefined);
  return batch;
}
