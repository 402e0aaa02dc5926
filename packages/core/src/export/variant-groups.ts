// Products that share a variant group (the value of the channel's item_group_column) as a shop
// platform sells them: one product whose variants are told apart by options, such as size and colour
// (docs/channels.md "Variants"). The export is read by product id; a group's rows go out with its
// first member (the lowest id), which comes before the others, so that the product's row precedes
// every variant's, as WooCommerce's importer needs (a variation whose parent is not there yet loses
// its attributes).
import { Prisma } from "@proseo/db";
import type { DbOrTx } from "../deps.js";
import type { ExportAttribute, ExportRecord } from "../channels/channels.js";
import { handleOf } from "../channels/catalog-records.js";
import { attributeTexts } from "../channels/file-text.js";

/** A live product of a group. */
export interface VariantMember {
  id: string;
  sku: string;
  source: Record<string, unknown>;
  /** The group's URL handle, made as a SKU's is (catalog-records.ts handleOf). */
  handle: string;
}

/** A value as a group's name: a text or a number, trimmed; '' for anything else. */
export const groupValue = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

/** The live members of each of `groups`, by id, read in one query. */
export async function groupMembers(
  db: DbOrTx,
  orgId: string,
  column: string,
  groups: string[],
): Promise<Map<string, VariantMember[]>> {
  const members = new Map<string, VariantMember[]>();
  if (!groups.length) return members;
  const rows = await db.$queryRaw<(VariantMember & { grp: string })[]>(Prisma.sql`
    SELECT member.*, ${handleOf(Prisma.sql`member.grp`)} AS handle FROM (
      SELECT p.id, p.sku, p."sourceData" AS source, btrim(p."sourceData" #>> ARRAY[${column}]) AS grp
      FROM "Product" p WHERE p."orgId" = ${orgId} AND p."deletedAt" IS NULL
    ) member
    WHERE member.grp = ANY(${groups}::text[])
    ORDER BY member.id`);
  for (const { grp, ...member } of rows) members.set(grp, [...(members.get(grp) ?? []), member]);
  return members;
}

/**
 * A group's options: the attributes each member holds one value of (in the file's language), not
 * the same for all, in the attributes' order; at most `max` (Shopify takes three).
 */
function variantOptions(
  members: VariantMember[],
  attributes: ExportAttribute[],
  language: string,
  max: number,
): ExportAttribute[] {
  return attributes
    .filter(({ code, localizable }) => {
      const values = members.map((member) => attributeTexts(code, member.source[code], localizable, language));
      return values.every((texts) => texts.length === 1) && new Set(values.map(([text]) => text)).size > 1;
    })
    .slice(0, max);
}

/**
 * The rows one record is written as: itself outside a group (or in a group of one, or one whose
 * members differ in no option); else its variant's row, after the group's product row when it is the
 * group's first member (`product_row`), or as the group's product on the first member's row
 * (`first_variant_row`). Attributes go as the platform takes them: WooCommerce's variable product
 * lists every value of each option beside the first member's other attributes, and each variation
 * its own option values only; Shopify's options are columns of their own, so the first row keeps
 * the other attributes (product metafields) and a variant's row none.
 */
export function variantRecords(
  record: ExportRecord,
  id: string,
  group: string,
  members: VariantMember[] | undefined,
  attributes: ExportAttribute[],
  layout: "product_row" | "first_variant_row",
): ExportRecord[] {
  if (!members || members.length < 2) return [record];
  const options = variantOptions(members, attributes, record.language, layout === "first_variant_row" ? 3 : Infinity);
  if (!options.length) return [record];
  const textsOf = (source: Record<string, unknown>, { code, localizable }: ExportAttribute) =>
    attributeTexts(code, source[code], localizable, record.language);
  const values = options.map((option) => textsOf(record.source, option)[0] ?? "");
  const row = (role: NonNullable<ExportRecord["variant"]>["role"], source: Record<string, unknown>): ExportRecord => ({
    ...record,
    source,
    handle: members[0]!.handle,
    variant: { role, group, handle: members[0]!.handle, options, values },
  });
  const first = members[0]!.id === id;
  const optionCodes = new Set(options.map(({ code }) => code));
  if (layout === "first_variant_row") {
    const others = Object.fromEntries(Object.entries(record.source).filter(([code]) => !optionCodes.has(code)));
    return [first ? row("product_and_variant", others) : row("variant", {})];
  }
  const own = Object.fromEntries(options.map(({ code }) => [code, record.source[code]]));
  if (!first) return [row("variant", own)];
  const everyValue = Object.fromEntries(
    options.map((option) => [option.code, [...new Set(members.flatMap((member) => textsOf(member.source, option)))]]),
  );
  return [row("product", { ...record.source, ...everyValue }), row("variant", own)];
}
