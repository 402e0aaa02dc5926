import { isDeepStrictEqual } from "node:util";
import type { Product } from "@proseo/db";
import { failingChecks } from "@proseo/writer";
import type { Actor } from "../access/principal.js";
import type { Deps, Tx } from "../deps.js";
import { AppError } from "../errors.js";
import type { AnswerRecorder } from "../idempotency/run-once.js";
import { actOnPublication, changePublication, type PublishedRecord } from "./publication.js";

/**
 * Serves `version` of a product the caller's transaction has locked: 404 for a version the product never had.
 * Serving the version already served changes nothing and records no event. The event records the quality
 * checks the version's content fails when that content is the record's current content (the only content
 * whose quality is kept).
 */
export async function serveVersion(tx: Tx, now: Date, product: Product, version: number, actor: Actor): Promise<Product> {
  const revision = await tx.revision.findUnique({
    where: { productId_version: { productId: product.id, version } },
    select: { snapshot: true },
  });
  if (!revision) {
    throw new AppError("not_found", `The product has no version ${version}; its newest is ${product.version}.`);
  }
  if (product.publishedVersion === version) return product;
  const { values } = revision.snapshot as unknown as PublishedRecord["snapshot"];
  const failedChecks = isDeepStrictEqual(values, product.values) ? failingChecks(product.contentQuality) : [];
  return changePublication(tx, now, product, { action: "publish", version, failedChecks }, actor);
}

/** Serves one version of a live product (serveVersion). */
export function publishVersion(
  deps: Deps,
  orgId: string,
  productId: string,
  version: number,
  actor: Actor,
  recorder: AnswerRecorder<Product>,
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, recorder, (tx, product) =>
    serveVersion(tx, deps.now(), product, version, actor),
  );
}
