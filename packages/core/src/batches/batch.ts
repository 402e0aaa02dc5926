import type { Batch, Product } from "@proseo/db";
import type { RulesApplied } from "@proseo/writer";
import type { DbOrTx, Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { type KeepOptions, planLanguage } from "../generation/keep-texts.js";
import { productFacts } from "../generation/results.js";
import type { BatchProvider, BatchRequest } from "./provider.js";

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

/** What a batch keeps of a person's texts (Batch.keep); a batch submitted before kept none but the locked fields. */
export const batchKeep = (batch: Batch): Required<KeepOptions> => ({
  preserve: "none",
  overwrite: [],
  ...(batch.keep as Pick<KeepOptions, "preserve" | "overwrite"> | null),
  mode: "all",
});

/**
 * One description of a batch as its provider is asked for it, at submission and at a repair: the product's facts, its
 * rules and the texts the batch keeps of its record now, sent as context for the other fields to agree with them
 * (docs/contract.md "Keeping a person's texts").
 */
export const batchRequest = (
  batch: Batch,
  item: { id: string; language: string },
  product: Product,
  applied: RulesApplied,
): BatchRequest => ({
  customId: item.id,
  language: item.language,
  product: productFacts(product),
  applied,
  kept: planLanguage(product, item.language, batchKeep(batch))?.kept ?? {},
});
