import { setImmediate } from "node:timers/promises";
import type { Product } from "@proseo/db";
import type { FailedCheck } from "@proseo/writer";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { answerNotRecorded, type AnswerRecorder } from "../idempotency/run-once.js";
import { FailingCandidate } from "./approve-candidate.js";

/** What a bulk action did to one product; a refusal names the single action's error code. */
export type BulkOutcome = "published" | "unpublished" | "no_candidate" | "not_published" | "not_found" | "skipped_failing";

export interface BulkResult {
  productId: string;
  outcome: BulkOutcome;
  /** After a change: the product's newest version (for `published`, the version now served). */
  version?: number;
  /** After a refusal: the single action's error. */
  error?: { code: string; message: string };
  /** After `skipped_failing`: the quality checks the candidate fails. */
  failedChecks?: FailedCheck[];
}

/** The refusals of the single actions a bulk action reports as a product's outcome. */
const REFUSALS = new Set<string>(["no_candidate", "not_published", "not_found", "skipped_failing"] satisfies BulkOutcome[]);

/**
 * Products whose transactions one bulk call runs at once. Each product's transaction locks only rows
 * of that product (its Product row, its ProductReadiness rows) and appends rows no one updates
 * (PublishEvent, ReadinessCount, whose foreign keys take shared KEY SHARE locks on the organization
 * row, which do not conflict with each other): no row is shared between them, so they neither wait on
 * each other nor deadlock, and a transaction holding one product's lock cannot wait on another's.
 * Kept well below the connection pool's size so that other requests still get connections.
 */
export const BULK_PRODUCTS_AT_ONCE = 4;

/**
 * Runs a single-product action on each product, once per distinct id, in id order (a few at once)
 * and each in its own transaction: one refused product does not undo the others, and two calls on
 * overlapping sets take their locks in the same order. Answers one result per id given, in the
 * request's order, and stores that answer for the Idempotency-Key once every product is done.
 */
async function actOnProducts(
  deps: Deps,
  productIds: readonly string[],
  changed: BulkOutcome,
  act: (productId: string) => Promise<Product>,
  recorder: AnswerRecorder<BulkResult[]>,
): Promise<BulkResult[]> {
  const queue = [...new Set(productIds)].sort();
  const done = new Map<string, BulkResult>();
  const actOnNext = async (): Promise<void> => {
    for (let productId = queue.shift(); productId !== undefined; productId = queue.shift()) {
      try {
        done.set(productId, await resultOf(productId, changed, act));
        // Other requests' queries go between two products' transactions (on the embedded database one connection
        // serves every organization: without this, a bulk call of 500 ids held it for seconds).
        await setImmediate();
      } catch (error) {
        queue.length = 0; // an unexpected failure ends the call once the products under way are done
        throw error;
      }
    }
  };
  const failure = (await Promise.allSettled(Array.from({ length: BULK_PRODUCTS_AT_ONCE }, actOnNext))).find(
    (settled) => settled.status === "rejected",
  );
  if (failure) throw failure.reason;
  const results = productIds.map((productId) => done.get(productId) as BulkResult);
  await deps.db.$transaction((tx) => recorder.record(tx, results));
  return results;
}

/** One product's result: `changed` when the action did its work, its refusal otherwise. */
async function resultOf(
  productId: string,
  changed: BulkOutcome,
  act: (productId: string) => Promise<Product>,
): Promise<BulkResult> {
  try {
    const product = await act(productId);
    return { productId, outcome: changed, version: product.version };
  } catch (error) {
    if (!(error instanceof AppError) || !REFUSALS.has(error.code)) throw error;
    const refused: BulkResult = {
      productId,
      outcome: error.code as BulkOutcome,
      error: { code: error.code, message: error.message },
    };
    return error instanceof FailingCandidate ? { ...refused, failedChecks: error.failedChecks } : refused;
  }
}

/** A single-product publishing action, as approveCandidate and unpublishProduct are, with the request's options if it takes any. */
type SingleAction<Options> = (
  deps: Deps,
  orgId: string,
  productId: string,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
  options: Options,
) => Promise<Product>;

/**
 * The bulk form of a single-product action: each product acted on as the single action does, with the
 * same options, `changed` when it did.
 */
export const bulkAction =
  <Options = void>(single: SingleAction<Options>, changed: BulkOutcome) =>
  (
    deps: Deps,
    orgId: string,
    productIds: readonly string[],
    actor: Actor,
    recorder: AnswerRecorder<BulkResult[]>,
    options: Options,
  ) =>
    actOnProducts(
      deps,
      productIds,
      changed,
      (productId) => single(deps, orgId, productId, actor, answerNotRecorded, options),
      recorder,
    );
