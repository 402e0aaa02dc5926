import type { Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { actOnPublication, changePublication } from "./publication.js";

/** Stops serving the record: 409 `not_published` when nothing is published. */
export function unpublishProduct(
  deps: Deps,
  orgId: string,
  productId: string,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, recorder, (tx, product) => {
    if (product.publishedVersion === null) {
      throw new AppError("not_published", "Nothing to unpublish: no version of this product is published.");
    }
    return changePublication(tx, deps.now(), product, { action: "unpublish", version: null }, actor);
  });
}
