import type { Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { actOnPublication, changePublication } from "./publication.js";
import { serveVersion } from "./publish-version.js";

/** A publishing action to undo: the version it left served and the one served before it (null: nothing). */
export interface PublicationUndo {
  served: number | null;
  restore: number | null;
}

const serving = (version: number | null) => (version === null ? "nothing" : `version ${version}`);

/**
 * Undoes a publishing action (the console's approve or unpublish): serves again what was served before it,
 * recorded as the publish or unpublish event that is (publication.ts), by the member who undoes it. Only
 * while the product serves what the action left: 409 `conflict`, and nothing changed, once anything else has
 * changed what it serves.
 */
export function undoPublication(
  deps: Deps,
  orgId: string,
  productId: string,
  undo: PublicationUndo,
  actor: Actor,
): Promise<Product> {
  return actOnPublication(deps, orgId, productId, answerNotRecorded, (tx, product) => {
    if (product.publishedVersion !== undo.served) {
      throw new AppError(
        "conflict",
        `Not undone: the product serves ${serving(product.publishedVersion)} now, not ${serving(undo.served)}; it changed since.`,
      );
    }
    if (undo.restore === null) return changePublication(tx, deps.now(), product, { action: "unpublish", version: null }, actor);
    return serveVersion(tx, deps.now(), product, undo.restore, actor);
  });
}
