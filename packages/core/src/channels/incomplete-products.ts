// The products a channel's file carries incomplete, with the required fields each one misses: read
// from the maintained readiness states (readiness.ts), so that the list and the counts agree.
import type { Organization } from "@proseo/db";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "../cursor.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { findChannel } from "./channels.js";

interface IncompleteProduct {
  productId: string;
  sku: string;
  name: string;
  /** The empty required fields, in the channel's order. */
  missing: string[];
}

/** A page of the list: after the cursor's product, in id order. */
export async function incompleteProducts(
  deps: Deps,
  org: Pick<Organization, "id" | "languages">,
  slug: string,
  language: string,
  page: { cursor?: string; limit: number },
): Promise<{ products: IncompleteProduct[]; nextCursor: string | null }> {
  const channel = findChannel(slug);
  assertOrganizationLanguage(org, language);
  const after = page.cursor === undefined ? "" : decodeCursor(z.tuple([z.string()]), page.cursor)[0];
  // A product's state in a language is its own row there, else its row without content language ('').
  const rows = await deps.db.$queryRaw<{ id: string; sku: string; name: string; missing: string[] }[]>`
    SELECT p.id, p.sku, p.name, COALESCE(own.missing, base.missing) AS missing
    FROM "Product" p
    JOIN "ProductReadiness" base ON base."productId" = p.id AND base.channel = ${channel.slug} AND base.language = ''
    LEFT JOIN "ProductReadiness" own ON own."productId" = p.id AND own.channel = ${channel.slug} AND own.language = ${language}
    WHERE p."orgId" = ${org.id} AND p."deletedAt" IS NULL AND p.id > ${after}
      AND cardinality(COALESCE(own.missing, base.missing)) > 0
    ORDER BY p.id LIMIT ${page.limit + 1}`;
  const products = rows.slice(0, page.limit).map(({ id, sku, name, missing }) => ({ productId: id, sku, name, missing }));
  const last = products.at(-1);
  return { products, nextCursor: rows.length > page.limit && last ? encodeCursor([last.productId]) : null };
}
