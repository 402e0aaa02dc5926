import type { Organization, Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { checkRules } from "../content-rules/check-rules.js";
import { rulesFor, savedRuleLayers } from "../content-rules/layers.js";
import { type PartialRules, type RulesApplied, engineFailure, type ProductFacts, type TextEngine } from "@proseo/writer";
import { findLiveProduct, lockLiveProduct } from "../catalog/live-products.js";
import { newId } from "../ids.js";
import { engineLabel } from "./engines.js";
import { factPrint } from "../catalog/stale-facts.js";
import { recordState } from "../revisions/record-revisions.js";
import { type KeepOptions, type LanguagePlan, planLanguages } from "./keep-texts.js";
import { assertAiNotPaused, reserveAiCredits } from "../credits/ai-guard.js";
import { bookMovement, observeCredits } from "../credits/ledger.js";
import { generationReservation, PRICES } from "../constants.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import {
  failedResult,
  type GenerationResult,
  productFacts,
  recordGenerations,
  reportedRules,
  succeededResult,
} from "./results.js";

export interface GenerationDeps extends Deps {
  textEngine: TextEngine;
}

export interface GenerationRequest {
  productId: string;
  /** Omitted: the organization's languages. */
  languages?: string[];
  /** Who asks: the publisher of the version written when the organization publishes automatically. */
  actor: Actor;
  /** The request's own content rules, applied after the organization's and its category overrides. */
  rules?: PartialRules;
  /** What happens to a person's texts, locked fields and languages with content (keep-texts.ts planLanguages). */
  keep?: KeepOptions;
}

export interface GenerationOutcome {
  results: GenerationResult[];
  /** Who wrote the results: builtin, or openai:<model> (engines.ts engineLabel). */
  writtenBy: string;
  totalCreditsCharged: number;
  /** The balance after the charges. */
  balance: number;
  /** The record version written, or null when no language succeeded. */
  version: number | null;
  /** The languages requested but not written: `mode: "missing"` found content, or every field is kept. */
  skipped: string[];
}

/** Prefix of a sync generation's reservation reference (see releaseAbandonedReservations). */
export const GENERATION_RESERVATION = "generation:";

async function writeLanguage(
  engine: TextEngine,
  facts: ProductFacts,
  { language, kept, fields }: LanguagePlan,
  price: number,
  applied: RulesApplied,
): Promise<GenerationResult> {
  const reported = reportedRules(applied, engine.unapplied);
  try {
    const written = await engine.generate(facts, language, applied, kept);
    return { ...(await succeededResult(facts, language, written, price, reported)), fields };
  } catch (error) {
    return failedResult(language, engineFailure(error), reported);
  }
}

/**
 * Synchronous generation: reserves the price of every language (402 before any engine runs),
 * writes each language, then in one transaction releases the reservation, charges each
 * succeeded language, writes the record version (published at once when the organization
 * publishes automatically) and stores the idempotent answer.
 */
export async function generateDescriptions(
  deps: GenerationDeps,
  org: Organization,
  request: GenerationRequest,
  recorder: AnswerRecorder<GenerationOutcome>,
): Promise<GenerationOutcome> {
  const reference = `${GENERATION_RESERVATION}${newId("gen")}`;
  let reserved = 0;
  try {
    await checkRules(deps.db, org.id, [{ path: "rules", rules: request.rules }]);
    const [product, layers] = await Promise.all([
      findLiveProduct(deps, org.id, request.productId),
      savedRuleLayers(deps.db, org.id),
    ]);
    assertAiNotPaused(org);
    const languages = [...new Set(request.languages ?? org.languages)];
    const { plans, skipped } = planLanguages(org, product, languages, request.keep ?? {});
    const price = PRICES.syncDescriptionPerLanguage;
    if (!plans.length) return await nothingToWrite(deps, org, product, skipped, recorder);
    await deps.db.$transaction((tx) =>
      reserveAiCredits(tx, deps.now(), { orgId: org.id, amount: generationReservation(plans.length), reference }),
    );
    reserved = generationReservation(plans.length);

    const facts = productFacts(product);
    const applied = rulesFor({ ...layers, request: request.rules }, product.category);
    const results = await Promise.all(plans.map((plan) => writeLanguage(deps.textEngine, facts, plan, price, applied)));

    const generated = await deps.db.$transaction(async (tx) => {
      let balance = await bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount: reserved, reference });
      for (const result of results) {
        if (result.status !== "succeeded") continue;
        balance = await bookMovement(tx, deps.now(), {
          orgId: org.id,
          kind: "charge",
          amount: -price,
          reference: `${reference}:${result.language}`,
          aiSpend: true,
        });
      }
      const locked = await lockLiveProduct(tx, org.id, product.id);
      const versions = await recordGenerations(
        tx,
        deps.now(),
        org.id,
        deps.textEngine.name,
        [{ product: locked, results, writtenFrom: factPrint(recordState(product)) }],
        org.autoPublish ? request.actor : null,
      );
      const version = versions.get(product.id) ?? null;
      const outcome: GenerationOutcome = {
        results,
        writtenBy: engineLabel(deps.textEngine),
        totalCreditsCharged: results.reduce((sum, result) => sum + result.credits_charged, 0),
        balance,
        version,
        skipped,
      };
      await recorder.record(tx, outcome);
      return outcome;
    });
    observeCredits(deps, "charge", "sync", org.id, generated.totalCreditsCharged);
    return generated;
  } catch (error) {
    if (reserved) {
      await deps.db.$transaction((tx) =>
        bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount: reserved, reference }),
      );
    }
    throw error;
  }
}

/** A generation whose every language is skipped: nothing reserved, written or charged; the answer reports the record as it is. */
async function nothingToWrite(
  deps: GenerationDeps,
  org: Organization,
  product: Product,
  skipped: string[],
  recorder: AnswerRecorder<GenerationOutcome>,
): Promise<GenerationOutcome> {
  return deps.db.$transaction(async (tx) => {
    const { creditBalance } = await tx.organization.findUniqueOrThrow({ where: { id: org.id } });
    const outcome: GenerationOutcome = {
      results: [],
      writtenBy: engineLabel(deps.textEngine),
      totalCreditsCharged: 0,
      balance: creditBalance,
      version: product.version,
      skipped,
    };
    await recorder.record(tx, outcome);
    return outcome;
  });
}
