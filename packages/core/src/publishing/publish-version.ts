import type { Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import { lockLiveProduct } from "../catalog/live-products.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { changePublication } from "./publication.js";

/**
 * Serves one version of a live product: 404 for a version the product never had. Publishing the
 * version already served changes nothing and records no event.
 */
export async function publishVersion(
  deps: Deps,
  orgId: string,
  productId: string,
  version: number,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
): Promise<Product> {
  return deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const revision = await tx.revision.findUnique({
      where: { productId_version: { productId, version } },
      select: { id: true },
    });
    if (!revision) {
      throw new AppError("not_found", `The product has no version ${version}; its newest is ${product.version}.`);
    }
    const published =
      product.publishedVersion === version
        ? product
        : await changePublication(tx, deps.now(), product, { action: "publish", version }, actor);
    await recorder.record(tx, published);
    return published;
  });
}
