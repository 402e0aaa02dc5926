import type { Deps } from "../deps.js";
import { checkRules } from "./check-rules.js";
import { type ContentRulesState, getContentRules } from "./get-content-rules.js";
import { rulesJson } from "./layers.js";
import type { PartialRules } from "@proseo/writer";

/** Replaces the organization's rules: a field not sent takes its default. */
export async function putContentRules(deps: Deps, orgId: string, rules: PartialRules): Promise<ContentRulesState> {
  await checkRules(deps.db, orgId, [{ path: "", rules }]);
  await deps.db.organization.update({ where: { id: orgId }, data: { contentRules: rulesJson(rules) } });
  return getContentRules(deps, orgId);
}
