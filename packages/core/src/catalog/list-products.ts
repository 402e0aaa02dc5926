import { Prisma, type Product, type ProductStatus } from "@proseo/db";
import { z } from "zod";
import { LIMITS, type ProductSort } from "../constants.js";
import type { QualityCheckName } from "@proseo/writer";
import { decodeCursor, encodeCursor, oneStart } from "../cursor.js";
import type { Deps } from "../deps.js";
import { validationFailed } from "../validation.js";

/** The public sorts, and the review queue's lowest quality first (unscored last). */
export type ListSort = ProductSort | "quality";

export interface ProductFilter {
  limit: number;
  offset: number;
  /** Starts after the position a previous page's `nextCursor` holds (instead of an offset). */
  cursor?: string;
  sort?: ListSort;
  /**
   * Case-insensitive substring of sku, name or brand, in names and brands also with ß as ss and without accents;
   * %, _ and \ are plain characters.
   */
  q?: string;
  status?: ProductStatus;
  /** This category and those below it (`Apparel` keeps `Apparel` and `Apparel/Knitwear`). */
  category?: string;
  /** This brand, whatever its case. */
  brand?: string;
  updatedSince?: Date;
  /** Exactly this SKU. */
  sku?: string;
  /**
   * True: only products with a candidate, content whose newest version is not the one served (the
   * console's review queue); false: only the others.
   */
  awaitingReview?: boolean;
  /** Only products whose content scores below this in at least one language (Product.qualityMin). */
  qualityBelow?: number;
  /** Only products whose content scores at least this in every language (Product.qualityMin); unscored content never. */
  qualityAtLeast?: number;
  /** Only products whose content fails this check in at least one language (Product.failedChecks). */
  failedCheck?: QualityCheckName;
  /** Only products with content in this language. */
  language?: string;
  /** True: only products with a stale language (Product.staleFacts, catalog/stale-facts.ts); false: only the others. */
  stale?: boolean;
}

export interface ProductPage {
  products: Product[];
  /** Matches counted up to LIMITS.productTotalCap. */
  total: number;
  /** True when more than LIMITS.productTotalCap products match: `total` is then the cap. */
  totalCapped: boolean;
  nextCursor: string | null;
}

/** Each sort is an index's order: its column descending or ascending, then id ascending. */
const SORTS: Record<ListSort, { column: "createdAt" | "updatedAt" | "sku" | "qualityMin"; descending: boolean }> = {
  "-created_at": { column: "createdAt", descending: true },
  "-updated_at": { column: "updatedAt", descending: true },
  sku: { column: "sku", descending: false },
  quality: { column: "qualityMin", descending: false },
};

/**
 * Sorts by quality place unscored content after every score (scores are 0 to 100). The review queue's
 * index in that order (Product_review_quality_idx, written by its migration) states the same number.
 */
const UNSCORED = 101;

const cursorSchema = z.union([
  z.tuple([z.enum(["-created_at", "-updated_at"]), z.iso.datetime(), z.string()]),
  z.tuple([z.literal("sku"), z.string(), z.string()]),
  z.tuple([z.literal("quality"), z.coerce.number().int(), z.string()]),
]);

/** A product's position in a sort's order, as its cursor keeps it. */
function sortKey(product: Product, column: (typeof SORTS)[ListSort]["column"]): string {
  if (column === "sku") return product.sku;
  if (column === "qualityMin") return String(product.qualityMin ?? UNSCORED);
  return product[column].toISOString();
}

/** Where the page starts: its sort, and the position (sort key and id) it follows when a cursor is given. */
function pageStart(filter: ProductFilter): { sort: ListSort; after?: { key: string | number; id: string } } {
  oneStart(filter.cursor, { name: "offset", given: filter.offset > 0 });
  if (filter.cursor === undefined) return { sort: filter.sort ?? "-created_at" };
  const [sort, key, id] = decodeCursor(cursorSchema, filter.cursor);
  if (filter.sort && filter.sort !== sort) {
    throw validationFailed([{ path: "sort", message: "The cursor belongs to another sort; leave sort out or start again." }]);
  }
  return { sort, after: { key, id } };
}

/** A product with a candidate: content whose newest version is not the one served (the review queue). */
export const awaitingReview = Prisma.sql`("values" <> '{}'::jsonb AND ("publishedVersion" IS NULL OR version > "publishedVersion"))`;

/** A product with a stale language: the condition of its partial indexes (Product_stale_idx, and one per other order). */
export const STALE = Prisma.sql`"staleFacts" <> '{}'::jsonb`;

/** `text` as a LIKE pattern that matches it literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

function filterSql(orgId: string, filter: ProductFilter): Prisma.Sql {
  const conditions = [Prisma.sql`"orgId" = ${orgId}`, Prisma.sql`"deletedAt" IS NULL`];
  if (filter.status) conditions.push(Prisma.sql`status = ${filter.status}::"ProductStatus"`);
  if (filter.q) {
    // Names and brands are searched folded (search_fold, written by the migration search_folding: lower case,
    // ß as ss, accents dropped) on both sides, through the trigram indexes of their folded text. In SKUs the
    // index of their suffixes finds the same matches (ILIKE stays the definition): the trigrams of a code such
    // as SC-0500001 are in a fixed share of sequential SKUs, so reading their lists would grow with the catalog.
    // ILIKE comes first: on rows read through an order's index it is checked alone, without building the suffixes.
    const pattern = `%${literal(filter.q)}%`;
    const folded = Prisma.sql`search_fold(${pattern})`;
    conditions.push(
      Prisma.sql`((sku ILIKE ${pattern} AND sku_suffixes(sku) @@ sku_substring(${filter.q})) OR search_fold(name) LIKE ${folded} OR search_fold(brand) LIKE ${folded})`,
    );
  }
  if (filter.category) {
    conditions.push(Prisma.sql`(category = ${filter.category} OR category LIKE ${`${literal(filter.category)}/%`})`);
  }
  if (filter.brand) conditions.push(Prisma.sql`brand ILIKE ${literal(filter.brand)}`);
  if (filter.updatedSince) conditions.push(Prisma.sql`"updatedAt" >= ${filter.updatedSince}`);
  if (filter.sku) conditions.push(Prisma.sql`sku = ${filter.sku}`);
  if (filter.awaitingReview !== undefined) {
    conditions.push(filter.awaitingReview ? awaitingReview : Prisma.sql`NOT ${awaitingReview}`);
  }
  if (filter.qualityBelow !== undefined) conditions.push(Prisma.sql`"qualityMin" < ${filter.qualityBelow}`);
  if (filter.qualityAtLeast !== undefined) conditions.push(Prisma.sql`"qualityMin" >= ${filter.qualityAtLeast}`);
  if (filter.failedCheck) conditions.push(Prisma.sql`"failedChecks" @> ARRAY[${filter.failedCheck}]::text[]`);
  if (filter.stale !== undefined) conditions.push(filter.stale ? STALE : Prisma.sql`NOT ${STALE}`);
  if (filter.language) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM jsonb_each("values") AS attribute(name, languages) WHERE attribute.languages ? ${filter.language})`,
    );
  }
  return Prisma.join(conditions, " AND ");
}

/**
 * The page's query (one row more than asked, to know whether another follows) with the capped count of every match in
 * each row (`matching`, computed once: one statement where two would each take a connection and a round trip), the
 * count alone for a page past the last match, and the sort.
 */
export function productListQueries(orgId: string, filter: ProductFilter) {
  const { sort, after } = pageStart(filter);
  const { column, descending } = SORTS[sort];
  const where = filterSql(orgId, filter);
  const col = Prisma.raw(column === "qualityMin" ? `COALESCE("qualityMin", ${UNSCORED})` : `"${column}"`);
  const key = after && (column === "createdAt" || column === "updatedAt" ? new Date(after.key) : after.key);
  // The first bound starts the index scan at the position; the second only sorts out the ties.
  const [beyond, reached] = descending ? ["<", "<="] : [">", ">="];
  const afterSql = after
    ? Prisma.sql`AND ${col} ${Prisma.raw(reached)} ${key} AND (${col} ${Prisma.raw(beyond)} ${key} OR id > ${after.id})`
    : Prisma.empty;
  const count = Prisma.sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM "Product" WHERE ${where} LIMIT ${LIMITS.productTotalCap + 1}) AS matching`;
  return {
    sort,
    page: Prisma.sql`SELECT *, (${count}) AS matching FROM "Product" WHERE ${where} ${afterSql}
      ORDER BY ${col} ${Prisma.raw(descending ? "DESC" : "ASC")}, id ASC LIMIT ${filter.limit + 1} OFFSET ${filter.offset}`,
    count,
    /** Whether an empty page may have matches before it (a cursor or an offset past the last one). */
    beyondStart: after !== undefined || filter.offset > 0,
  };
}

/** One page of the organization's live products, with the position of the next page. */
export async function listProducts(deps: Deps, orgId: string, filter: ProductFilter): Promise<ProductPage> {
  const { sort, page, count, beyondStart } = productListQueries(orgId, filter);
  const rows = await deps.read<Product & { matching: number }>(page);
  const products: Product[] = rows.slice(0, filter.limit).map(({ matching: _, ...product }) => product);
  const last = products.at(-1);
  const { column } = SORTS[sort];
  const matching = rows[0]?.matching ?? (beyondStart ? ((await deps.read<{ count: number }>(count))[0]?.count ?? 0) : 0);
  return {
    products,
    total: Math.min(matching, LIMITS.productTotalCap),
    totalCapped: matching > LIMITS.productTotalCap,
    nextCursor: rows.length > filter.limit && last ? encodeCursor([sort, sortKey(last, column), last.id]) : null,
  };
}
