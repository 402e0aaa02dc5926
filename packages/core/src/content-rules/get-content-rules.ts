import type { Deps } from "../deps.js";
import { type CategoryRules, savedRuleLayers } from "./layers.js";
import { type ContentRules, mergeRules } from "@proseo/writer";

export interface ContentRulesState {
  /** The organization's rules, every field set (the defaults where it set none). */
  rules: ContentRules;
  categories: CategoryRules[];
}

export async function getContentRules(deps: Deps, orgId: string): Promise<ContentRulesState> {
  const layers = await savedRuleLayers(deps.db, orgId);
  return {
    rules: mergeRules([{ source: "organization", rules: layers.organization }]).rules,
    categories: layers.categories,
  };
}
