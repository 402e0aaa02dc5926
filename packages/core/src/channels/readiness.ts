// The readiness counts, maintained: every write that can change a product's row in a channel's file
// (its SKU, name, brand or category, its deletion or revival, its published version) calls
// refreshReadiness in its own transaction, so that reading the counts reads a few dozen rows whatever
// the catalog's size. States are computed with the channels' own column SQL (channels.ts), as the
// export computes its rows, so the counts and the file cannot disagree.
import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { catalogRecords } from "./catalog-records.js";
import { channelConfig } from "./channel-settings.js";
import { CHANNELS, missingValue, requiredColumns } from "./channels.js";

/** The language of a product's state where its published record has no content ('' is no language code). */
const NO_CONTENT = "";

/**
 * The states of the organization's live products among `products`, per channel and language
 * (product_id, channel, language, published, missing: its empty required columns in the channel's
 * order). A product has one state in NO_CONTENT, and one per content language of its published
 * record only where it differs from that one.
 */
function productStates(orgId: string, products: string[]): Prisma.Sql {
  const perChannel = CHANNELS.map((channel) => {
    const missing = requiredColumns(channel).map(
      (column) => Prisma.sql`CASE WHEN ${missingValue(column)} THEN ${column.name}::text END`,
    );
    return Prisma.sql`
      SELECT rec.id AS product_id, ${channel.slug}::text AS channel, rec.lang, rec.published,
        array_remove(ARRAY[${Prisma.join(missing)}], NULL) AS missing
      FROM rec ${channelConfig(orgId, channel.slug)}`;
  });
  return Prisma.sql`
    WITH rec AS (
      SELECT base.id, base.sku, base.source, base.published, base.name, base.brand, base.category, base.content,
        slot.lang, slot.lang AS default_lang
      FROM (${catalogRecords(orgId, null, { products })}) base
      -- One array, not a set: the planner would guess thousands of languages per product from the functions.
      CROSS JOIN LATERAL unnest(ARRAY[NULL::text] || ARRAY(
        SELECT DISTINCT content_language.code
        FROM jsonb_each(CASE WHEN jsonb_typeof(base.content) = 'object' THEN base.content END) attribute,
          jsonb_object_keys(CASE WHEN jsonb_typeof(attribute.value) = 'object' THEN attribute.value END) content_language(code)
        WHERE content_language.code <> ${NO_CONTENT}
      )) AS slot(lang)
    )
    SELECT product_id, channel, COALESCE(lang, ${NO_CONTENT}) AS language, published, missing FROM (
      SELECT state.*, first_value(missing) OVER (PARTITION BY product_id, channel ORDER BY lang NULLS FIRST) AS base_missing
      FROM (${Prisma.join(perChannel, " UNION ALL ")}) state
    ) compared
    WHERE lang IS NULL OR missing <> base_missing`;
}

/**
 * A digest of the SQL that computes the states: it changes with any channel's required columns or
 * their rules, so that readiness-refresh.ts recomputes the stored states.
 */
export function readinessDefinition(): string {
  const states = productStates("", []);
  return createHash("sha256")
    .update(JSON.stringify([states.sql, states.values]))
    .digest("hex");
}

/**
 * What a set of states (a CTE named `set`) adds to the counts, times `sign`: each state counts its
 * product once; a content language's state also takes the product out of its NO_CONTENT state, so
 * that the counts of a language are those of NO_CONTENT plus its own.
 */
const increments = (set: string, sign: 1 | -1) => {
  const states = Prisma.raw(set);
  return Prisma.sql`
    SELECT channel, language, published, missing, ${sign}::int AS n FROM ${states}
    UNION ALL
    SELECT own.channel, own.language, base.published, base.missing, ${-sign}::int FROM ${states} own
    JOIN ${states} base ON base.product_id = own.product_id AND base.channel = own.channel AND base.language = ${NO_CONTENT}
    WHERE own.language <> ${NO_CONTENT}`;
};

/**
 * Brings the readiness of the organization's `productIds` up to date, in the caller's transaction,
 * which has written (and so locked) each of those product rows: so no other transaction refreshes
 * them at the same time. Stores the states that changed and appends the counts' increments.
 */
export async function refreshReadiness(tx: Tx, orgId: string, productIds: string[]): Promise<void> {
  if (!productIds.length) return;
  await tx.$executeRaw`
    WITH fresh AS (${productStates(orgId, productIds)}),
    old AS (
      SELECT "productId" AS product_id, channel, language, published, missing
      FROM unnest(${productIds}::text[]) AS written(id) JOIN "ProductReadiness" ON "productId" = written.id
    ),
    gone AS (
      DELETE FROM "ProductReadiness" r
      WHERE r."productId" = ANY(${productIds}::text[])
        AND NOT EXISTS (SELECT 1 FROM fresh WHERE (fresh.product_id, fresh.channel, fresh.language) = (r."productId", r.channel, r.language))
    ),
    saved AS (
      INSERT INTO "ProductReadiness" ("productId", channel, language, published, missing)
      SELECT * FROM fresh WHERE NOT EXISTS (
        SELECT 1 FROM old
        WHERE (old.product_id, old.channel, old.language, old.published, old.missing)
          = (fresh.product_id, fresh.channel, fresh.language, fresh.published, fresh.missing))
      ON CONFLICT ("productId", channel, language) DO UPDATE SET published = excluded.published, missing = excluded.missing
    ),
    changes AS (${increments("fresh", 1)} UNION ALL ${increments("old", -1)})
    INSERT INTO "ReadinessCount" ("orgId", channel, language, published, missing, count)
    SELECT ${orgId}, channel, language, published, missing, sum(n) FROM changes
    GROUP BY channel, language, published, missing HAVING sum(n) <> 0`;
}

/** How many live products of the organization are in a state, in one channel and language. */
export interface ReadinessState {
  published: boolean;
  missing: string[];
  count: number;
}

/** Increments a read accepts beyond one per state before it merges them. */
const MERGE_AFTER = 50;

/** The query of readinessStates: the sums per state, and how many increments each sums. */
export const readinessStatesQuery = (orgId: string, channel: string, language: string): Prisma.Sql => Prisma.sql`
  SELECT published, missing, sum(count)::int AS count, count(*)::int AS increments FROM "ReadinessCount"
  WHERE "orgId" = ${orgId} AND channel = ${channel} AND language IN (${NO_CONTENT}, ${language})
  GROUP BY published, missing`;

/** The organization's products per state in the channel and language, from the maintained counts. */
export async function readinessStates(
  deps: Pick<Deps, "db" | "read">,
  orgId: string,
  channel: string,
  language: string,
): Promise<ReadinessState[]> {
  const query = readinessStatesQuery(orgId, channel, language);
  const rows = await deps.read<ReadinessState & { increments: number }>(query);
  if (rows.reduce((sum, row) => sum + row.increments - 1, 0) > MERGE_AFTER) await mergeIncrements(deps.db, orgId);
  return rows.filter((row) => row.count !== 0).map(({ published, missing, count }) => ({ published, missing, count }));
}

/**
 * Replaces the organization's increments by their sums. Increments appended meanwhile are not in the
 * statement's snapshot and stay; a second merge at the same time skips (the lock), so none waits.
 */
async function mergeIncrements(db: PrismaClient, orgId: string): Promise<void> {
  await db.$executeRaw`
    WITH merged AS (
      DELETE FROM "ReadinessCount"
      WHERE "orgId" = ${orgId} AND (SELECT pg_try_advisory_xact_lock(hashtext(${`readiness:${orgId}`})))
      RETURNING channel, language, published, missing, count
    )
    INSERT INTO "ReadinessCount" ("orgId", channel, language, published, missing, count)
    SELECT ${orgId}, channel, language, published, missing, sum(count) FROM merged
    GROUP BY channel, language, published, missing HAVING sum(count) <> 0`;
}
