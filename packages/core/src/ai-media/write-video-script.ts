import type { Organization } from "@proseo/db";
import { findLiveProduct } from "../catalog/live-products.js";
import { PRICES } from "../constants.js";
import { assertAiNotPaused, reserveAiCredits } from "../credits/ai-guard.js";
import { bookMovement, bookReservedCharges, lockLedger, observeCredits } from "../credits/ledger.js";
import { AppError } from "../errors.js";
import { EngineError, type VideoScript } from "@proseo/writer";
import type { GenerationDeps } from "../generation/generate-descriptions.js";
import { productFacts } from "../generation/results.js";
import { newId } from "../ids.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";

/** Prefix of a script's reservation reference (see releaseAbandonedReservations). */
export const VIDEO_SCRIPT_RESERVATION = "video-script:";

export interface ScriptOutcome {
  script: VideoScript;
  creditsCharged: number;
  /** The balance after the charge. */
  balance: number;
}

/** What a text engine failure answers: 502, with the timeout and the refusal told apart. */
const scriptFailure = (error: EngineError) =>
  new AppError(
    error.code === "engine_timeout" ? "provider_timeout" : error.code === "engine_error" ? "provider_rejected" : "provider_error",
    `${error.message} Nothing was charged.`,
  );

/**
 * POST /v1/products/{id}/ai-video/script: the text engine writes a shot list from the product's data,
 * while the request waits. The price is reserved first (402, 429), charged when the script is written
 * and released when the engine fails (502); a script is never stored.
 */
export async function writeVideoScript(
  deps: GenerationDeps,
  org: Organization,
  request: { productId: string; durationSeconds: number },
  recorder: AnswerRecorder<ScriptOutcome>,
): Promise<ScriptOutcome> {
  const product = await findLiveProduct(deps, org.id, request.productId);
  assertAiNotPaused(org);
  const reference = `${VIDEO_SCRIPT_RESERVATION}${newId("gen")}`;
  const amount = PRICES.script;
  await deps.db.$transaction((tx) => reserveAiCredits(tx, deps.now(), { orgId: org.id, amount, reference }));
  let script: VideoScript;
  try {
    script = await deps.textEngine.writeScript(productFacts(product), request.durationSeconds);
  } catch (error) {
    await deps.db.$transaction(async (tx) => {
      await lockLedger(tx, org.id);
      await bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount, reference });
    });
    throw error instanceof EngineError ? scriptFailure(error) : error;
  }
  const written = await deps.db.$transaction(async (tx) => {
    await lockLedger(tx, org.id);
    await bookReservedCharges(tx, deps.now(), org.id, [{ reference, amount }]);
    const { creditBalance } = await tx.organization.findUniqueOrThrow({ where: { id: org.id }, select: { creditBalance: true } });
    const outcome = { script, creditsCharged: amount, balance: creditBalance };
    await recorder.record(tx, outcome);
    return outcome;
  });
  observeCredits(deps, "charge", "media", org.id, written.creditsCharged);
  return written;
}
