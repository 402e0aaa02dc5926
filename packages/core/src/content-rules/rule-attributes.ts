import { Prisma } from "@proseo/db";
import { columnLabel } from "@proseo/writer";
import type { Deps } from "../deps.js";

/** The newest products an attribute's name is read from, and how many of those that have it are read. */
const RECENT_PRODUCTS = 1_000;
const SAMPLES = 5;

/** An attribute a rule may require, with its name as the facts model reads it (null: no fact is read from it). */
export interface RuleAttribute {
  code: string;
  label: string | null;
}

/**
 * The attributes required_attributes may name (the columns content-rules/check-rules.ts accepts), each named as the
 * product's facts view names its facts (catalog/product-facts.ts) in the organization's first language: read from up
 * to SAMPLES of the RECENT_PRODUCTS newest live products with a value in the column (@proseo/writer columnLabel), so
 * that "Attribute 1 value(s)" reads as "Colour" and "Meta: material" as "Material". In the order the columns appeared.
 */
export async function ruleAttributes(deps: Deps, orgId: string): Promise<{ language: string; attributes: RuleAttribute[] }> {
  const [organization] = await deps.read<{ languages: string[] }>(
    Prisma.sql`SELECT languages FROM "Organization" WHERE id = ${orgId}`,
  );
  const language = organization?.languages[0] ?? "en";
  const rows = await deps.read<{ code: string; samples: Record<string, unknown>[] }>(Prisma.sql`
    WITH recent AS (
      SELECT "sourceData" FROM "Product" WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL
      ORDER BY "updatedAt" DESC LIMIT ${RECENT_PRODUCTS}
    )
    SELECT a.code, COALESCE((
      SELECT jsonb_agg(sample."sourceData") FROM (
        SELECT "sourceData" FROM recent WHERE NULLIF("sourceData" ->> a.code, '') IS NOT NULL LIMIT ${SAMPLES}
      ) sample
    ), '[]'::jsonb) AS samples
    FROM "Attribute" a
    WHERE a."orgId" = ${orgId} AND (a.kind = 'imported' OR a."sourceColumn")
    ORDER BY a."createdAt", a.code`);
  return {
    language,
    attributes: rows.map(({ code, samples }) => ({ code, label: columnLabel(samples, code, language) })),
  };
}
