import type { Deps } from "../deps.js";
import { findLiveProduct } from "../catalog/live-products.js";
import { type GeneratedContent, EngineError, type ProductFacts, type Quality, type PartialRules } from "@proseo/writer";
import { assessContent, productFacts, type ReportedRules, reportedRules } from "../generation/results.js";
import { withinTimeLimit } from "../text-work/pool.js";
import { PooledWriter } from "../text-work/pooled-writer.js";
import { validationFailed } from "../validation.js";
import { checkRules } from "./check-rules.js";
import { type CategoryRules, rulesFor, type RuleLayers, savedRuleLayers } from "./layers.js";

interface RulesPreview {
  content: GeneratedContent;
  rules_applied: ReportedRules;
  quality: Quality;
}

interface PreviewRequest {
  productId: string;
  language: string;
  /** Rules being edited: the organization's and its category overrides, as they would be saved. */
  draft: { rules: PartialRules; categories: CategoryRules[] };
}

async function write(writer: PooledWriter, facts: ProductFacts, language: string, layers: RuleLayers): Promise<RulesPreview> {
  const applied = rulesFor(layers, facts.category);
  try {
    const { content, quality } = await withinTimeLimit(
      writer.generate(facts, language, applied).then((written) => assessContent(facts, language, written, applied)),
    );
    return { content, rules_applied: reportedRules(applied, writer.unapplied), quality };
  } catch (error) {
    if (error instanceof EngineError && error.code === "unsupported_language") {
      throw validationFailed([{ path: "language", message: error.message }]);
    }
    throw error;
  }
}

/**
 * What the built-in writer writes for a product under the saved rules and under draft rules, side by side: the
 * draft is checked as saving it would be (422), nothing is charged and nothing stored.
 */
export async function previewRules(deps: Deps, orgId: string, request: PreviewRequest) {
  const { draft } = request;
  await checkRules(deps.db, orgId, [
    { path: "draft.rules", rules: draft.rules },
    ...draft.categories.map((override, index) => ({ path: `draft.categories.${index}.rules`, rules: override.rules })),
  ]);
  const [product, saved] = await Promise.all([findLiveProduct(deps, orgId, request.productId), savedRuleLayers(deps.db, orgId)]);
  const facts = productFacts(product);
  const writer = new PooledWriter();
  return {
    saved: await write(writer, facts, request.language, saved),
    draft: await write(writer, facts, request.language, { organization: draft.rules, categories: draft.categories }),
  };
}
