import type { Prisma } from "@proseo/db";
import type { DbOrTx } from "../deps.js";
import { categoryLayers, mergeRules, type PartialRules, type RulesApplied } from "@proseo/writer";

/** A category prefix's override: the fields it sets for the products under it. */
export interface CategoryRules {
  category: string;
  rules: PartialRules;
}

/** Every layer a text's rules merge from: the organization's, its category overrides, and a request's own. */
export interface RuleLayers {
  organization: PartialRules;
  categories: CategoryRules[];
  request?: PartialRules;
}

/** The organization's saved rules and category overrides (the overrides in the order they were first set). */
export async function savedRuleLayers(db: DbOrTx, orgId: string): Promise<RuleLayers> {
  const [org, categories] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: orgId }, select: { contentRules: true } }),
    db.categoryRules.findMany({ where: { orgId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  return {
    organization: org.contentRules as PartialRules,
    categories: categories.map((override) => ({ category: override.category, rules: override.rules as PartialRules })),
  };
}

/**
 * The rules a batch item is written to: those merged at its submission, or for an item submitted before they were
 * kept, merged again from the batch's layers.
 */
export const itemRules = (stored: unknown, layers: RuleLayers, category: string | null): RulesApplied =>
  (stored as RulesApplied | null) ?? rulesFor(layers, category);

/**
 * The rules one product is written to: the organization's, then the overrides of its category's prefixes from the
 * least to the most specific, then the request's.
 */
export const rulesFor = (layers: RuleLayers, category: string | null): RulesApplied =>
  mergeRules([
    { source: "organization", rules: layers.organization },
    ...categoryLayers(category, layers.categories),
    ...(layers.request ? [{ source: "request" as const, rules: layers.request }] : []),
  ]);

/** The rules a batch was submitted with (none for a batch submitted before content rules): the defaults. */
export const batchRuleLayers = (snapshot: unknown): RuleLayers =>
  (snapshot as RuleLayers | null) ?? { organization: {}, categories: [] };

/** Rules as a JSON column holds them. */
export const rulesJson = (rules: PartialRules | RuleLayers | RulesApplied) => rules as unknown as Prisma.InputJsonObject;
