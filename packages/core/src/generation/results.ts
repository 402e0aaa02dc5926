import { bulkInsert, bulkUpdate, type Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { recordPublishEvents } from "../publishing/publication.js";
import { insertRevisions, recordState, revisionRow, type RevisionRow } from "../revisions/record-revisions.js";
import { normalizeContent, type GeneratedContent } from "./content.js";
import type { ProductFacts } from "./engine.js";
import { scoreQuality, type Quality } from "./quality.js";

export type SucceededResult = {
  language: string;
  status: "succeeded";
  credits_charged: number;
  quality: Quality;
} & GeneratedContent;
export type FailedResult = { language: string; status: "failed"; credits_charged: 0; error: { code: string; message: string } };
export type GenerationResult = SucceededResult | FailedResult;

/** The facts an engine may use, taken from a product record. */
export const productFacts = (product: Product): ProductFacts => ({
  sku: product.sku,
  name: product.name,
  brand: product.brand,
  category: product.category,
  sourceData: product.sourceData as Record<string, unknown>,
});

export function succeededResult(
  facts: ProductFacts,
  language: string,
  written: GeneratedContent,
  price: number,
): SucceededResult {
  const content = normalizeContent(written);
  return { language, status: "succeeded", ...content, quality: scoreQuality(content, facts, language), credits_charged: price };
}

export function failedResult(language: string, error: { code: string; message: string }): FailedResult {
  return { language, status: "failed", credits_charged: 0, error };
}

/** Content attribute codes written for each result field. */
const VALUE_FIELDS = {
  title: "title",
  meta_title: "meta_title",
  meta_description: "meta_description",
  short_description: "short_description",
  description: "description_html",
  bullets: "bullets",
  faq: "faq",
  keywords: "keywords",
} as const satisfies Record<string, keyof GeneratedContent>;

export interface ProductResults {
  /** Locked by the caller's transaction. */
  product: Product;
  results: GenerationResult[];
}

/**
 * Records the results of generations, whatever their number, in a few statements: each product
 * with a succeeded language gets one new record version (reason `generation`) holding them all,
 * a product without one is marked failed, and every result is kept as a Generation row. With
 * `publishAs` (the organization publishes automatically), each version written is published at
 * once, as `publishAs` (a publish event per product).
 * Answers the version written per product (null when nothing succeeded).
 */
export async function recordGenerations(
  tx: Tx,
  now: Date,
  orgId: string,
  engine: string,
  entries: ProductResults[],
  publishAs: Actor | null = null,
): Promise<Map<string, number | null>> {
  const versions = new Map<string, number | null>();
  const updates: {
    id: string;
    values: unknown;
    version: number;
    status: "generated" | "failed" | "published";
    publishedVersion: number | null;
    publishedAt: Date | null;
  }[] = [];
  const revisions: RevisionRow[] = [];
  for (const { product, results } of entries) {
    const succeeded = results.filter((result): result is SucceededResult => result.status === "succeeded");
    const { publishedVersion, publishedAt } = product;
    if (!succeeded.length) {
      updates.push({
        id: product.id,
        values: product.values,
        version: product.version,
        status: "failed",
        publishedVersion,
        publishedAt,
      });
      versions.set(product.id, null);
      continue;
    }
    const before = recordState(product);
    const values = structuredClone(before.values);
    for (const result of succeeded) {
      for (const [attribute, field] of Object.entries(VALUE_FIELDS)) (values[attribute] ??= {})[result.language] = result[field];
    }
    const version = product.version + 1;
    updates.push(
      publishAs
        ? { id: product.id, values, version, status: "published", publishedVersion: version, publishedAt: now }
        : { id: product.id, values, version, status: "generated", publishedVersion, publishedAt },
    );
    revisions.push(revisionRow(product.id, version, "generation", before, { ...before, values }));
    versions.set(product.id, version);
  }
  await bulkUpdate(tx, "Product", "id", ["values", "version", "status", "publishedVersion", "publishedAt"], updates, {
    updatedAt: now,
  });
  await insertRevisions(tx, revisions, now);
  if (publishAs) {
    const published = revisions.map(({ productId, version }) => ({ productId, action: "publish" as const, version }));
    await recordPublishEvents(tx, now, orgId, publishAs, published);
  }
  const generations = entries.flatMap(({ product, results }) =>
    results.map((result) => ({
      id: newId("gen"),
      productId: product.id,
      language: result.language,
      status: result.status,
      result,
      creditsCharged: result.credits_charged,
    })),
  );
  await bulkInsert(tx, "Generation", ["id", "productId", "language", "status", "result", "creditsCharged"], generations, {
    orgId,
    engine,
    createdAt: now,
  });
  return versions;
}
