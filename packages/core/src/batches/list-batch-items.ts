import { z } from "zod";
import { PRICES } from "../constants.js";
import { decodeCursor, encodeCursor } from "../cursor.js";
import type { Deps } from "../deps.js";
import { type GenerationResult, type ReportedRules, storedResult } from "../generation/results.js";
import { findBatch } from "./batch.js";
import type { FieldOutcomes } from "../generation/keep-texts.js";

/** A description's outcome: a cancelled batch never writes its pending descriptions. */
export type BatchItemOutcome = "pending" | "succeeded" | "failed" | "cancelled";

export interface BatchLanguageResult {
  language: string;
  status: BatchItemOutcome;
  error: { code: string; message: string } | null;
  creditsCharged: number;
  creditsRefunded: number;
  /** The content rules the description was written to; null until it is ingested. */
  rulesApplied: ReportedRules | null;
  /** Who wrote it (the batch's engine), once it succeeded; null otherwise. */
  writtenBy: string | null;
  /** What the description did with each field (generation/keep-texts.ts), once it succeeded; null otherwise. */
  fields: FieldOutcomes | null;
}

/** One product of a batch with the outcome of each of its languages. */
export interface BatchProductItem {
  productId: string;
  sku: string;
  name: string;
  results: BatchLanguageResult[];
}

const cursorSchema = z.tuple([z.number().int().min(0)]);

/**
 * A page of a batch's products in the order they were submitted (the cursor holds the position),
 * each with its languages in the batch's order. What a description was charged or given back follows
 * from its outcome: a succeeded one is charged the batch price, a failed one (once the batch has
 * ended or was cancelled) or a cancelled one is given its reservation back.
 */
export async function listBatchItems(
  deps: Deps,
  orgId: string,
  batchId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: BatchProductItem[]; total: number; nextCursor: string | null }> {
  const start = page.cursor === undefined ? 0 : decodeCursor(cursorSchema, page.cursor)[0];
  const batch = await findBatch(deps.db, orgId, batchId);
  const pageIds = batch.productIds.slice(start, start + page.limit);
  const rows = await deps.db.batchItem.findMany({
    where: { batchId, productId: { in: pageIds } },
    include: { product: { select: { sku: true, name: true } } },
  });
  const price = PRICES.batchDescriptionPerLanguage;
  const ended = batch.status === "ended" || batch.status === "cancelled";
  const items = pageIds.flatMap((productId): BatchProductItem[] => {
    const languages = rows
      .filter((row) => row.productId === productId)
      .sort((a, b) => batch.languages.indexOf(a.language) - batch.languages.indexOf(b.language));
    const results = languages.map((row): BatchLanguageResult => {
      const result = row.result === null ? null : storedResult<GenerationResult>(row.result);
      const status = row.status === "pending" && batch.status === "cancelled" ? "cancelled" : row.status;
      return {
        language: row.language,
        status,
        error: result?.status === "failed" ? result.error : null,
        creditsCharged: status === "succeeded" ? price : 0,
        creditsRefunded: (status === "failed" && ended) || status === "cancelled" ? price : 0,
        rulesApplied: result?.rules_applied ?? null,
        writtenBy: status === "succeeded" ? batch.engine : null,
        fields: result?.status === "succeeded" ? (result.fields ?? null) : null,
      };
    });
    const product = languages[0]?.product;
    return product ? [{ productId, sku: product.sku, name: product.name, results }] : [];
  });
  return {
    items,
    total: batch.total,
    nextCursor: start + page.limit < batch.productIds.length ? encodeCursor([start + page.limit]) : null,
  };
}
