import { Prisma, type Product } from "@proseo/db";
import type { RuleViolation } from "@proseo/writer";
import type { Deps } from "../deps.js";
import { recordedTexts } from "../generation/keep-texts.js";
import { productFacts } from "../generation/results.js";
import { textWork, withinTimeLimit } from "../text-work/pool.js";
import { rulesFor, savedRuleLayers } from "./layers.js";

/** Published products read at a time, and texts checked in one task of the text-work pool. */
const PRODUCTS_READ = 500;
const TEXTS_CHECKED = 100;

/** A served text that breaks the organization's current rules. */
export interface BrokenText {
  productId: string;
  sku: string;
  name: string;
  language: string;
  /** The version served. */
  version: number;
  violations: RuleViolation[];
}

type Served = Pick<Product, "id" | "sku" | "name" | "brand" | "category" | "sourceData" | "values"> & { version: number };

/**
 * The texts the organization serves (published or approved: the version each live product publishes) that break the
 * rules it has now, as a generation would be held to them (@proseo/writer ruleViolations: the bullets, the length
 * asked, the forbidden words, the required attributes), by SKU and language, `limit` of them from `offset`, with
 * their number. Every request checks every served text against the rules as they are, on the text-work pool; nothing
 * is stored. The texts are the served version's (its JSON-LD, built from them when a channel serves it, aside).
 */
export async function listBrokenTexts(
  deps: Deps,
  orgId: string,
  page: { offset: number; limit: number },
): Promise<{ texts: BrokenText[]; total: number; checked: number }> {
  const layers = await savedRuleLayers(deps.db, orgId);
  const broken: BrokenText[] = [];
  let checked = 0;
  let after = "";
  for (;;) {
    const served = await deps.read<Served>(Prisma.sql`
      SELECT p.id, p.sku, p.name, p.brand, p.category, p."sourceData", r.snapshot -> 'values' AS "values",
        p."publishedVersion" AS version
      FROM "Product" p JOIN "Revision" r ON r."productId" = p.id AND r.version = p."publishedVersion"
      WHERE p."orgId" = ${orgId} AND p."deletedAt" IS NULL AND p."publishedVersion" IS NOT NULL AND p.id > ${after}
      ORDER BY p.id LIMIT ${PRODUCTS_READ}`);
    const texts = served.flatMap((product) => {
      const languages = new Set(Object.values(product.values as Record<string, object>).flatMap((value) => Object.keys(value)));
      const applied = rulesFor(layers, product.category);
      const facts = productFacts(product);
      return [...languages].flatMap((language) => {
        const recorded = recordedTexts(product, language);
        return recorded
          ? [{ product, language, check: { facts, language, applied, content: { ...recorded, json_ld: {} } } }]
          : [];
      });
    });
    for (let start = 0; start < texts.length; start += TEXTS_CHECKED) {
      const chunk = texts.slice(start, start + TEXTS_CHECKED);
      const found = await withinTimeLimit(textWork().violations({ texts: chunk.map((text) => text.check) }));
      chunk.forEach(({ product, language }, index) => {
        const violations = found[index]!;
        if (violations.length) {
          broken.push({
            productId: product.id,
            sku: product.sku,
            name: product.name,
            language,
            version: product.version,
            violations,
          });
        }
      });
    }
    checked += texts.length;
    if (served.length < PRODUCTS_READ) break;
    after = served.at(-1)!.id;
  }
  broken.sort((a, b) => a.sku.localeCompare(b.sku) || a.language.localeCompare(b.language));
  return { texts: broken.slice(page.offset, page.offset + page.limit), total: broken.length, checked };
}
