import type { JobHandler } from "../jobs/runner.js";
import { batchRuleLayers, itemRules } from "../content-rules/layers.js";
import { batchRequest, type BatchDeps } from "./batch.js";

export const SUBMIT_BATCH_JOB = "batch.submit";

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
          select: { id: true, productId: true, language: true, rulesApplied: true },
          orderBy: { id: "asc" },
        }),
        deps.db.product.findMany({ where: { id: { in: batch.productIds }, deletedAt: null } }),
      ]);
      const layers = batchRuleLayers(batch.rules);
      const productOf = new Map(products.map((product) => [product.id, product]));
      const requests = items.flatMap((item) => {
        const product = productOf.get(item.productId);
        return product ? [batchRequest(batch, item, product, itemRules(item.rulesApplied, layers, product.category))] : [];
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
