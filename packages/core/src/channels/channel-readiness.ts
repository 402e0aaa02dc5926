import { type Organization, Prisma } from "@proseo/db";
import { STALE } from "../catalog/list-products.js";
import type { ChannelSlug } from "../constants.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { type Channel, findChannel, requiredColumns } from "./channels.js";
import { readinessStates } from "./readiness.js";

/** How much of the catalog the channel's file would carry complete (docs/contract.md "Readiness"). */
export interface ChannelReadiness {
  channel: ChannelSlug;
  language: string;
  /** Live (not deleted) products: the rows of a CSV without skip_incomplete (a feed's are those published in its language). */
  total: number;
  /** Products with a value in every required column: the rows of the file with skip_incomplete. */
  complete: number;
  /** total - complete. */
  incomplete: number;
  /** Live products without a published record (with the built-in channels, all of them incomplete). */
  noPublishedRecord: number;
  /** Per required column, the products it is empty for; most frequent first, columns never missing left out. */
  missingColumns: { column: string; count: number }[];
  /** What the platform will not take as the catalog has it, with how many products it concerns. */
  warnings: ReadinessWarning[];
  /** The live products whose text in this language is stale, and the facts changed, most frequent first. */
  stale: StaleLanguage;
}

export interface StaleLanguage {
  count: number;
  facts: { fact: string; count: number }[];
}

export interface ReadinessWarning {
  code: "category_level_separator" | "images_not_reachable";
  count: number;
  message: string;
}

/** The answer from the counts; `missing` holds a count per required column, in the channel's order. */
export function channelReadinessOf(
  channel: Channel,
  language: string,
  counts: { total: number; complete: number; noPublishedRecord: number; missing: number[]; stale: StaleLanguage },
  warnings: ReadinessWarning[] = [],
): ChannelReadiness {
  const missingColumns = requiredColumns(channel)
    .map(({ name }, index) => ({ column: name, count: counts.missing[index] ?? 0, index }))
    .filter((missing) => missing.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ column, count }) => ({ column, count }));
  const { total, complete, noPublishedRecord, stale } = counts;
  return {
    channel: channel.slug,
    language,
    total,
    complete,
    incomplete: total - complete,
    noPublishedRecord,
    missingColumns,
    warnings,
    stale,
  };
}

/**
 * The organization's live products whose text in `language` is stale (docs/contract.md "Stale content"), and how
 * many of them each changed fact concerns, through the stale filter's partial index (Product_stale_idx).
 */
export async function staleLanguage(deps: Deps, orgId: string, language: string): Promise<StaleLanguage> {
  const stale = Prisma.sql`"orgId" = ${orgId} AND "deletedAt" IS NULL AND ${STALE} AND "staleFacts" ? ${language}`;
  const [[{ count = 0 } = {}], facts] = await Promise.all([
    deps.read<{ count: number }>(Prisma.sql`SELECT count(*)::int AS count FROM "Product" WHERE ${stale}`),
    deps.read<{ fact: string; count: number }>(Prisma.sql`
      SELECT fact, count(*)::int AS count FROM "Product", jsonb_array_elements_text("staleFacts" -> ${language}) AS fact
      WHERE ${stale} GROUP BY fact ORDER BY count DESC, fact`),
  ]);
  return { count, facts };
}

/**
 * The products the file carries in a form the platform changes: category levels holding the
 * importer's level separator (written as an entity), and uploaded images while no PUBLIC_API_URL says
 * where the platform reaches them (the file addresses them where it is downloaded from), or, in a feed, always for the main image
 * (feed-values.ts mainImage). Each count reads a partial index.
 */
async function readinessWarnings(deps: Deps, orgId: string, channel: Channel, imagesReachable: boolean) {
  const warnings: ReadinessWarning[] = [];
  if (channel.categoryLevelSeparator) {
    const [{ count = 0 } = {}] = await deps.read<{ count: number }>(Prisma.sql`
      SELECT count(*)::int AS count FROM "Product"
      WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL AND category LIKE '%>%'`);
    if (count > 0) {
      warnings.push({
        code: "category_level_separator",
        count,
        message: `A category level contains "${channel.categoryLevelSeparator}", which ${channel.name}'s importer reads as the start of another level; the file writes it as an HTML entity, which the shop shows as "${channel.categoryLevelSeparator}" but stores as "&gt;".`,
      });
    }
  }
  const feed = channel.file !== "csv";
  if (!imagesReachable || feed) {
    const [{ count = 0 } = {}] = await deps.read<{ count: number }>(Prisma.sql`
      SELECT count(DISTINCT m."productId")::int AS count FROM "MediaItem" m
      JOIN "Product" p ON p.id = m."productId" AND p."deletedAt" IS NULL
      WHERE m."orgId" = ${orgId} AND m.type = 'image' AND m.role IN ('base', 'gallery') AND m."blobKey" !~ '^https?://'`);
    if (count > 0) {
      warnings.push({
        code: "images_not_reachable",
        count,
        message: feed
          ? `Uploaded images are not taken as ${channel.name}'s main image (image links must be absolute https addresses the readiness can count on): store the main image under an https URL.`
          : `Uploaded images are addressed at the address the file is downloaded from: set PUBLIC_API_URL to the address where ${channel.name} reaches this API, unless it reaches that one.`,
      });
    }
  }
  return warnings;
}

/** Counts the catalog from the maintained per-state counts (readiness.ts), with the channel's own columns. */
export async function channelReadiness(
  deps: Deps,
  org: Pick<Organization, "id" | "languages">,
  slug: string,
  language: string,
  options: { imagesReachable: boolean },
): Promise<ChannelReadiness> {
  const channel = findChannel(slug);
  assertOrganizationLanguage(org, language);
  const [states, warnings, stale] = await Promise.all([
    readinessStates(deps, org.id, channel.slug, language),
    readinessWarnings(deps, org.id, channel, options.imagesReachable),
    staleLanguage(deps, org.id, language),
  ]);
  const count = (matches: (state: (typeof states)[number]) => boolean) =>
    states.reduce((sum, state) => sum + (matches(state) ? state.count : 0), 0);
  return channelReadinessOf(
    channel,
    language,
    {
      total: count(() => true),
      complete: count((state) => state.missing.length === 0),
      noPublishedRecord: count((state) => !state.published),
      missing: requiredColumns(channel).map(({ name }) => count((state) => state.missing.includes(name))),
      stale,
    },
    warnings,
  );
}
