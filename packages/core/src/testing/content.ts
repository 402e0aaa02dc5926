// Tests that need content values of their own choosing (a gap in one attribute, one language only)
// write them directly, as a generation would, instead of asking an engine that writes them all.
import type { Deps } from "../deps.js";
import { lockLiveProduct } from "../catalog/live-products.js";
import { insertRevisions, recordState, revisionRow } from "../revisions/record-revisions.js";

/** Content values per attribute and language: {title: {en: "..."}, keywords: {en: ["..."]}}. */
type Values = Record<string, Record<string, unknown>>;

/** Writes content values into a new version of the product (reason `generation`), as a generation would; answers the version. */
export async function writeContentForTest(deps: Deps, orgId: string, productId: string, values: Values): Promise<number> {
  return deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, orgId, productId);
    const before = recordState(product);
    const merged = structuredClone(before.values);
    for (const [attribute, languages] of Object.entries(values)) Object.assign((merged[attribute] ??= {}), languages);
    const version = product.version + 1;
    await tx.product.update({ where: { id: product.id }, data: { values: merged as never, version, status: "generated" } });
    await insertRevisions(
      tx,
      [revisionRow(product.id, version, "generation", before, { ...before, values: merged })],
      deps.now(),
    );
    return version;
  });
}
