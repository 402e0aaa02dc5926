import type { Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { actOnPublication, changePublication } from "./publication.js";

/**
 * Serves one version of a live product: 404 for a version the product never had. Publishing the
 * version already served changes nothing and records no event.
 */
export function publishVersion(
  deps: Deps,
  orgId: string,
  productId: string,
  version: number,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, recorder, async (tx, product) => {
    const revision = await tx.revision.findUnique({
      where: { productId_version: { productId, version } },
      select: { id: true },
    });
    if (!revision) {
      throw new AppError("not_found", `The product has no version ${version}; its newest is ${product.version}.`);
    }
    if (product.publishedVersion === version) return product;
    return changePublication(tx, deps.now(), product, { action: "publish", version }, actor);
  });
}
