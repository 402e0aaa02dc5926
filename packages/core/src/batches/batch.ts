import type { Batch } from "@proseo/db";
import type { DbOrTx, Deps } from "../deps.js";
import { notFound } from "../errors.js";
import type { BatchProvider } from "./provider.js";

export interface BatchDeps extends Deps {
  batchProvider: BatchProvider;
  /** The longest one provider call can take, retries included (config `abandonedWorkAfterMs`). */
  abandonedAfterMs: number;
  /** Tells the job runner that work was enqueued. */
  wakeJobs(): void;
}

/** The reference of a batch's reservation and of its refund. */
export const batchReference = (batchId: string) => `batch:${batchId}`;

export async function findBatch(db: DbOrTx, orgId: string, batchId: string): Promise<Batch> {
  const batch = await db.batch.findFirst({ where: { id: batchId, orgId } });
  if (!batch) throw notFound("batch");
  return batch;
}
