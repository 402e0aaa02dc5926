import type { Product } from "@proseo/db";
import { type FailedCheck, failingChecks } from "@proseo/writer";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { actOnPublication, candidateVersion, changePublication } from "./publication.js";

/**
 * How an approval treats a candidate whose content fails the quality gate (failingChecks): a person's
 * single approve approves it (`approve`); a bulk approve skips it (`skip`) unless its request says
 * include_failing (`include`). Either approval records the checks it fails with its event.
 */
export type FailingCandidates = "approve" | "skip" | "include";

/** A bulk approve's refusal of a candidate that fails the quality gate: the message names each check and its hint. */
export class FailingCandidate extends AppError {
  constructor(readonly failedChecks: FailedCheck[]) {
    super(
      "skipped_failing",
      `Not approved: the candidate fails the quality gate (include_failing: true approves it anyway). ${failedChecks
        .map(({ language, check, hint }) => `[${language}] ${check}: ${hint}`)
        .join(" ")}`,
    );
  }
}

/**
 * Serves the candidate (the newest version, above the published one): 409 `no_candidate` without one.
 * A candidate that fails the quality gate is approved, or refused with FailingCandidate, as `failing` says.
 */
export function approveCandidate(
  deps: Deps,
  orgId: string,
  productId: string,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
  failing: FailingCandidates = "approve",
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, recorder, (tx, product) => {
    const version = candidateVersion(product);
    if (version === null) {
      throw new AppError(
        "no_candidate",
        `Nothing to approve: the newest version (${product.version}) is the one already published.`,
      );
    }
    const failedChecks = failingChecks(product.contentQuality);
    if (failedChecks.length && failing === "skip") throw new FailingCandidate(failedChecks);
    const includeFailing = failedChecks.length > 0 && failing === "include";
    return changePublication(tx, deps.now(), product, { action: "approve", version, failedChecks, includeFailing }, actor);
  });
}
