import { isDeepStrictEqual } from "node:util";
import { bulkInsert, bulkUpdate, type Product, type RevisionReason } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import { refreshReadiness } from "../channels/readiness.js";
import {
  boundedData,
  DEFAULT_APPLIED,
  DEFAULT_RULES,
  type RuleField,
  type RulesApplied,
  type GeneratedContent,
  contentQualityColumns,
  type ContentQualityColumns,
  failingChecks,
  type ProductFacts,
  type Quality,
  readableName,
} from "@proseo/writer";
import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { recordPublishEvents, type PublishEventRow } from "../publishing/publication.js";
import type { RecordState, WrittenByPerson } from "../revisions/changes.js";
import { insertRevisions, recordState, revisionRow, type RevisionRow } from "../revisions/record-revisions.js";
import { textWork } from "../text-work/pool.js";
import { VALUE_FIELDS } from "../constants.js";
import { type FieldOutcomes, keepCurrentTexts } from "./keep-texts.js";
import { type FactPrint, writtenNow } from "../catalog/stale-facts.js";

/** The rules a result reports: the merged rules, their sources, and the fields set that its engine does not apply. */
export type ReportedRules = RulesApplied & { not_applied: RuleField[] };

export const reportedRules = (applied: RulesApplied, unapplied: readonly RuleField[]): ReportedRules => ({
  ...applied,
  not_applied: unapplied.filter((field) => !isDeepStrictEqual(applied.rules[field], DEFAULT_RULES[field])),
});

export type SucceededResult = {
  language: string;
  status: "succeeded";
  credits_charged: number;
  quality: Quality;
  rules_applied: ReportedRules;
  /** What the generation did with each field (generation/keep-texts.ts); absent from an edit's result and older ones. */
  fields?: FieldOutcomes;
} & GeneratedContent;
export type FailedResult = {
  language: string;
  status: "failed";
  credits_charged: 0;
  error: { code: string; message: string };
  rules_applied: ReportedRules;
};
export type GenerationResult = SucceededResult | FailedResult;

/**
 * The facts an engine may use, taken from a product record: its data as far as the writer reads it (facts/bounds.ts
 * of @proseo/writer), so that a megabyte-long value is not copied into threads, batch requests and jobs.
 */
export const productFacts = (
  product: Pick<Product, "sku" | "name" | "brand" | "category"> & { sourceData: unknown },
): ProductFacts => {
  const sourceData = boundedData(product.sourceData as Record<string, unknown>);
  // A name a PIM gives as a code ("brogueshoe") is written and checked by its readable name (@proseo/writer readableName).
  return {
    sku: product.sku,
    name: readableName(product.name, sourceData),
    brand: product.brand,
    category: product.category,
    sourceData,
  };
};

/** An engine's content as a result carries it, and its quality (on the text-work pool: text-work/pool.ts). */
export const assessContent = (facts: ProductFacts, language: string, written: GeneratedContent, applied: RulesApplied) =>
  textWork().assess({ facts, language, written, applied });

export async function succeededResult(
  facts: ProductFacts,
  language: string,
  written: GeneratedContent,
  price: number,
  applied: ReportedRules,
): Promise<SucceededResult> {
  const { content, quality } = await assessContent(facts, language, written, applied);
  return { language, status: "succeeded", ...content, quality, rules_applied: applied, credits_charged: price };
}

export function failedResult(language: string, error: { code: string; message: string }, applied: ReportedRules): FailedResult {
  return { language, status: "failed", credits_charged: 0, error, rules_applied: applied };
}

/**
 * A result as stored: one stored before content rules existed was written to the defaults; one stored before
 * results named the rules their engine does not apply names none.
 */
export function storedResult<T extends GenerationResult>(stored: unknown): T {
  const result = stored as T;
  return {
    ...result,
    rules_applied: { not_applied: [], ...((result.rules_applied as RulesApplied | undefined) ?? DEFAULT_APPLIED) },
  };
}

/**
 * Which content values a person wrote once the `results` are in `values`: an edit marks those it
 * changed (the others keep their mark), a generation keeps the marks of the fields it kept and clears
 * the others (its engine wrote them). The feeds tell a person's text from an engine's by it (docs/channels.md).
 */
function writtenByPersonAfter(
  before: RecordState,
  values: RecordState["values"],
  results: SucceededResult[],
  reason: RevisionReason,
): WrittenByPerson {
  const marks = structuredClone(before.writtenByPerson);
  for (const { language, fields } of results) {
    const marked = Object.entries(VALUE_FIELDS)
      .filter(([attribute, field]) =>
        reason === "edit"
          ? marks[language]?.includes(attribute) ||
            !isDeepStrictEqual(values[attribute]?.[language], before.values[attribute]?.[language])
          : marks[language]?.includes(attribute) && fields?.[field] === "kept",
      )
      .map(([attribute]) => attribute);
    if (marked.length) marks[language] = marked;
    else delete marks[language];
  }
  return marks;
}

/** The status after a generation that left the content as it was: a failed product has content again. */
function unchangedStatus(product: Product, published: boolean): Product["status"] {
  if (published || (product.status === "failed" && product.publishedVersion === product.version)) return "published";
  return product.status === "failed" ? "generated" : product.status;
}

export interface ProductResults {
  /** Locked by the caller's transaction. */
  product: Product;
  results: GenerationResult[];
  /** What the engines read (catalog/stale-facts.ts factPrint); omitted: the product as it is now. */
  writtenFrom?: FactPrint;
}

/**
 * Records the results of generations, whatever their number, in a few statements: a generation's
 * results first take the texts the record keeps (keep-texts.ts keepCurrentTexts: its kept and locked
 * fields, changed in place so that the answer reports what is stored); then each product
 * with a succeeded language gets one new record version (reason `generation`, or `edit` for a person's
 * edit, recorded as a result of the engine `edit`) holding them all
 * (none when they equal its current content values: the answer reports the current version),
 * a product without one is marked failed, and every result is kept as a Generation row. With
 * `publishAs` (the organization publishes automatically), each version written whose content passes
 * the quality gate (failingChecks, every language of it) is published at once, as `publishAs` (a
 * publish event per product); content that fails it stays the candidate, for a person to approve.
 * Answers the version written per product (null when nothing succeeded).
 */
export async function recordGenerations(
  tx: Tx,
  now: Date,
  orgId: string,
  engine: string,
  entries: ProductResults[],
  publishAs: Actor | null = null,
  reason: Extract<RevisionReason, "generation" | "edit"> = "generation",
): Promise<Map<string, number | null>> {
  const versions = new Map<string, number | null>();
  const updates: ({
    id: string;
    values: unknown;
    writtenByPerson: unknown;
    writtenFrom: unknown;
    staleFacts: unknown;
    version: number;
    status: Product["status"];
    publishedVersion: number | null;
    publishedAt: Date | null;
  } & ContentQualityColumns)[] = [];
  const revisions: RevisionRow[] = [];
  const published: PublishEventRow[] = [];
  for (const { product, results, writtenFrom } of entries) {
    const succeeded = results.filter((result): result is SucceededResult => result.status === "succeeded");
    if (reason === "generation") for (const result of succeeded) keepCurrentTexts(product, result.language, result);
    const { publishedVersion, publishedAt } = product;
    // An engine's text is written from the facts it read; a person's edit leaves what the language was written from.
    const prints = writtenNow(product, reason === "generation" ? succeeded.map((result) => result.language) : [], writtenFrom);
    if (!succeeded.length) {
      updates.push({
        ...contentQualityColumns(product.contentQuality, []),
        ...prints,
        id: product.id,
        values: product.values,
        writtenByPerson: product.writtenByPerson,
        version: product.version,
        status: "failed",
        publishedVersion,
        publishedAt,
      });
      versions.set(product.id, null);
      continue;
    }
    const quality = contentQualityColumns(product.contentQuality, succeeded);
    const publishable = publishAs !== null && !failingChecks(quality.contentQuality).length;
    const before = recordState(product);
    const values = structuredClone(before.values);
    for (const result of succeeded) {
      for (const [attribute, field] of Object.entries(VALUE_FIELDS)) (values[attribute] ??= {})[result.language] = result[field];
    }
    if (isDeepStrictEqual(values, before.values)) {
      // The content is the current content: like an unchanged upsert, no new version; the answer reports the current one.
      const { version } = product;
      const publish = publishable && publishedVersion !== version;
      if (publish) published.push({ productId: product.id, action: "publish", version });
      updates.push({
        ...quality,
        ...prints,
        id: product.id,
        values: product.values,
        writtenByPerson: product.writtenByPerson,
        version,
        status: unchangedStatus(product, publish),
        publishedVersion: publish ? version : publishedVersion,
        publishedAt: publish ? now : publishedAt,
      });
      versions.set(product.id, version);
      continue;
    }
    const version = product.version + 1;
    const after = { ...before, values, writtenByPerson: writtenByPersonAfter(before, values, succeeded, reason) };
    const written = { ...quality, ...prints, id: product.id, values, writtenByPerson: after.writtenByPerson, version };
    updates.push(
      publishable
        ? { ...written, status: "published", publishedVersion: version, publishedAt: now }
        : { ...written, status: "generated", publishedVersion, publishedAt },
    );
    if (publishable) published.push({ productId: product.id, action: "publish", version });
    revisions.push(revisionRow(product.id, version, reason, before, after));
    versions.set(product.id, version);
  }
  const columns = [
    "values",
    "writtenByPerson",
    "writtenFrom",
    "staleFacts",
    "version",
    "status",
    "publishedVersion",
    "publishedAt",
    "contentQuality",
    "qualityMin",
    "failedChecks",
  ] as const;
  await bulkUpdate(tx, "Product", "id", columns, updates, {
    updatedAt: now,
  });
  await insertRevisions(tx, revisions, now);
  if (publishAs && published.length) await recordPublishEvents(tx, now, orgId, publishAs, published);
  // Only a publication changes what a channel's file carries.
  await refreshReadiness(
    tx,
    orgId,
    published.map((event) => event.productId),
  );
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
