import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { categoryKeyOf } from "./put-category-rules.js";

/** Removes the override of a category prefix (compared as putCategoryRules compares); 404 when there is none. */
export async function deleteCategoryRules(deps: Deps, orgId: string, category: string): Promise<void> {
  const deleted = await deps.db.categoryRules.deleteMany({ where: { orgId, categoryKey: categoryKeyOf(category) } });
  if (!deleted.count) throw notFound("category override");
}
