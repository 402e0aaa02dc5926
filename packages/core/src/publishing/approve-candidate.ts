import type { Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { actOnPublication, candidateVersion, changePublication } from "./publication.js";

/** Serves the candidate (the newest version, above the published one): 409 `no_candidate` without one. */
export function approveCandidate(
  deps: Deps,
  orgId: string,
  productId: string,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, recorder, (tx, product) => {
    const version = candidateVersion(product);
    if (version === null) {
      throw new AppError(
        "no_candidate",
        `Nothing to approve: the newest version (${product.version}) is the one already published.`,
      );
    }
    return changePublication(tx, deps.now(), product, { action: "approve", version }, actor);
  });
}
