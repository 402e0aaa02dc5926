import { RULE_LIMITS, categoryKey, type PartialRules } from "@proseo/writer";
import type { Deps } from "../deps.js";
import { newId } from "../ids.js";
import { validationFailed } from "../validation.js";
import { checkRules } from "./check-rules.js";
import { type CategoryRules, rulesJson } from "./layers.js";

/** The key of a category prefix a request names; 422 for one without a segment ("", "/"). */
export function categoryKeyOf(category: string): string {
  const key = categoryKey(category);
  if (!key) throw validationFailed([{ path: "category", message: "name a category prefix, e.g. Outdoor/Backpacks" }]);
  return key;
}

/**
 * Sets the override of a category prefix, replacing the one for the same prefix however it was written
 * ("outdoor / backpacks" replaces "Outdoor/Backpacks"), and keeping the prefix as now given. An organization keeps
 * at most RULE_LIMITS.categoriesMax overrides (422 for one more).
 */
export async function putCategoryRules(deps: Deps, orgId: string, category: string, rules: PartialRules): Promise<CategoryRules> {
  const key = categoryKeyOf(category);
  await checkRules(deps.db, orgId, [{ path: "", rules }]);
  const others = await deps.db.categoryRules.count({ where: { orgId, categoryKey: { not: key } } });
  if (others >= RULE_LIMITS.categoriesMax) {
    throw validationFailed([
      {
        path: "category",
        message: `the organization already has ${RULE_LIMITS.categoriesMax} category overrides, the most it keeps; delete one or change an existing one`,
      },
    ]);
  }
  const given = category.trim();
  const saved = await deps.db.categoryRules.upsert({
    where: { orgId_categoryKey: { orgId, categoryKey: key } },
    create: { id: newId("crul"), orgId, category: given, categoryKey: key, rules: rulesJson(rules) },
    update: { category: given, rules: rulesJson(rules) },
  });
  return { category: saved.category, rules: saved.rules as PartialRules };
}
