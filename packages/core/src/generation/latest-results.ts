import type { Deps } from "../deps.js";
import { findLiveProduct } from "../catalog/live-products.js";
import { type SucceededResult, storedResult } from "./results.js";

/**
 * The newest succeeded result of each language of a live product, in language order: the content
 * values keep only the texts, while the result also holds its quality checks and its JSON-LD.
 */
export async function latestResults(deps: Deps, orgId: string, productId: string): Promise<SucceededResult[]> {
  const product = await findLiveProduct(deps, orgId, productId);
  const generations = await deps.db.generation.findMany({
    where: { orgId, productId: product.id, status: "succeeded" },
    orderBy: [{ language: "asc" }, { createdAt: "desc" }],
    distinct: ["language"],
    select: { result: true },
  });
  return generations.map((generation) => storedResult<SucceededResult>(generation.result));
}
