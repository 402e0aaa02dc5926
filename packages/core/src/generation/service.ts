import { z } from "zod";
import type { Organization, Prisma } from "@proseo/db";
import type { Config } from "../config.js";
import type { Deps, Tx } from "../deps.js";
import { findLiveProduct, lockLiveProduct } from "../catalog/service.js";
import { newId } from "../ids.js";
import { languageCode } from "../languages.js";
import { assertAiAllowed } from "../credits/ai-guard.js";
import { bookMovement } from "../credits/ledger.js";
import { PRICES } from "../credits/prices.js";
import { claimIdempotencyKey, type IdempotentResponse } from "../idempotency/service.js";
import { insertRevisions, recordState, revisionRow } from "../revisions/service.js";
import { normalizeContent, type GeneratedContent } from "./content.js";
import { EngineError, type ProductFacts, type TextEngine } from "./engine.js";
import { scoreQuality, type Quality } from "./quality.js";

export interface GenerationDeps extends Deps {
  textEngine: TextEngine;
}

export const generationInput = z
  .object({
    product_id: z.string().min(1).describe("The product to describe."),
    languages: z
      .array(languageCode)
      .min(1)
      .max(30)
      .optional()
      .describe("Languages to write; omitted: the organization's languages."),
  })
  .strict();

export type SucceededResult = { language: string; status: "succeeded"; credits_charged: number; quality: Quality } & GeneratedContent;
export type FailedResult = { language: string; status: "failed"; credits_charged: 0; error: { code: string; message: string } };
export type GenerationResult = SucceededResult | FailedResult;

export interface GenerationResponse {
  results: GenerationResult[];
  total_credits_charged: number;
  balance: number;
  /** The record version written, or null when no language succeeded. */
  version: number | null;
}

/** Prefix of a sync generation's reservation reference (see releaseAbandonedReservations). */
export const GENERATION_RESERVATION = "generation:";

/** Older than this, a generation's reservation belongs to a request that died: twice its longest possible run. */
export const abandonedGenerationAfterMs = (config: Pick<Config, "OPENAI_TIMEOUT_MS" | "OPENAI_MAX_RETRIES">) =>
  Math.max(30 * 60_000, 2 * config.OPENAI_TIMEOUT_MS * (config.OPENAI_MAX_RETRIES + 1));

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

async function writeLanguage(engine: TextEngine, product: ProductFacts, language: string, price: number): Promise<GenerationResult> {
  try {
    const content = normalizeContent(await engine.generate(product, language));
    return { language, status: "succeeded", ...content, quality: scoreQuality(content, product, language), credits_charged: price };
  } catch (error) {
    const known = error instanceof EngineError ? error : new EngineError("engine_error", "The text engine failed.");
    return { language, status: "failed", credits_charged: 0, error: { code: known.code, message: known.message } };
  }
}

/** Writes the succeeded languages as one new version of the record and moves the product status. */
async function recordResults(tx: Tx, now: Date, orgId: string, productId: string, results: GenerationResult[]): Promise<number | null> {
  const product = await lockLiveProduct(tx, orgId, productId);
  const succeeded = results.filter((result): result is SucceededResult => result.status === "succeeded");
  if (!succeeded.length) {
    await tx.product.update({ where: { id: productId }, data: { status: "failed" } });
    return null;
  }
  const before = recordState(product);
  const values = structuredClone(before.values);
  for (const result of succeeded) {
    for (const [attribute, field] of Object.entries(VALUE_FIELDS)) (values[attribute] ??= {})[result.language] = result[field];
  }
  const version = product.version + 1;
  await tx.product.update({
    where: { id: productId },
    data: { values: values as Prisma.InputJsonValue, version, status: "generated", updatedAt: now },
  });
  await insertRevisions(tx, [revisionRow(productId, version, "generation", before, { ...before, values })], now);
  return version;
}

/**
 * POST /v1/generations: reserves the price of every language (402 before any engine runs),
 * writes each language, then in one transaction releases the reservation, charges each
 * succeeded language, writes the record version and stores the idempotent answer.
 */
export async function generateDescriptions(
  deps: GenerationDeps,
  org: Organization,
  input: z.output<typeof generationInput>,
  idempotency: { key: string | null; ttlHours: number },
): Promise<IdempotentResponse<GenerationResponse>> {
  const claim = await claimIdempotencyKey<GenerationResponse>(deps, {
    orgId: org.id,
    key: idempotency.key,
    endpoint: "POST /v1/generations",
    payload: input,
    ttlHours: idempotency.ttlHours,
  });
  if (claim.kind === "replay") return claim.response;

  const reference = `${GENERATION_RESERVATION}${newId("gen")}`;
  let reserved = 0;
  try {
    const product = await findLiveProduct(deps.db, org.id, input.product_id);
    await assertAiAllowed(deps, org);
    const languages = [...new Set(input.languages ?? org.languages)];
    const price = PRICES.syncDescriptionPerLanguage;
    await deps.db.$transaction((tx) =>
      bookMovement(tx, deps.now(), { orgId: org.id, kind: "reserve", amount: -price * languages.length, reference }),
    );
    reserved = price * languages.length;

    const facts: ProductFacts = {
      sku: product.sku,
      name: product.name,
      brand: product.brand,
      category: product.category,
      sourceData: product.sourceData as Record<string, unknown>,
    };
    const results = await Promise.all(languages.map((language) => writeLanguage(deps.textEngine, facts, language, price)));

    const response = await deps.db.$transaction(async (tx) => {
      let balance = await bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount: reserved, reference });
      for (const result of results) {
        if (result.status !== "succeeded") continue;
        balance = await bookMovement(tx, deps.now(), {
          orgId: org.id,
          kind: "charge",
          amount: -price,
          reference: `${reference}:${result.language}`,
          aiSpend: true,
        });
      }
      const now = deps.now();
      const version = await recordResults(tx, now, org.id, product.id, results);
      await tx.generation.createMany({
        data: results.map((result) => ({
          id: newId("gen"),
          orgId: org.id,
          productId: product.id,
          language: result.language,
          status: result.status,
          engine: deps.textEngine.name,
          result: result as unknown as Prisma.InputJsonValue,
          creditsCharged: result.credits_charged,
          createdAt: now,
        })),
      });
      const body: GenerationResponse = {
        results,
        total_credits_charged: results.reduce((sum, result) => sum + result.credits_charged, 0),
        balance,
        version,
      };
      await claim.complete(tx, 200, body);
      return body;
    });
    return { status: 200, body: response, replayed: false };
  } catch (error) {
    if (reserved) {
      await deps.db.$transaction((tx) => bookMovement(tx, deps.now(), { orgId: org.id, kind: "release", amount: reserved, reference }));
    }
    await claim.release();
    throw error;
  }
}
