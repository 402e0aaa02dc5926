import {
  type Conflict,
  type FactKind,
  factLabel,
  formatFactValue,
  type Ignored,
  type ProductReading,
  readProduct,
  type SourceFormat,
} from "@proseo/writer";
import type { Deps } from "../deps.js";
import { findLiveProduct } from "./live-products.js";

/**
 * How the writers read a live product's source_data for a page in `language` (docs/contract.md, a product's facts):
 * each fact as that page writes it and whether it is stated, in the data's column order, with the conflicts and the
 * columns left out.
 */
export interface ProductFactSheet {
  productId: string;
  format: SourceFormat;
  dataLanguage: string;
  facts: { key: string; concept: string; kind: FactKind; label: string; value: string; stated: boolean }[];
  conflicts: Conflict[];
  ignored: Ignored[];
}

export async function readProductFacts(
  deps: Deps,
  orgId: string,
  productId: string,
  language: string,
): Promise<ProductFactSheet> {
  const product = await findLiveProduct(deps, orgId, productId);
  const sourceData = product.sourceData as Record<string, unknown>;
  const reading: ProductReading = readProduct(sourceData, language);
  const stated = new Set(reading.facts);
  const keys = Object.keys(sourceData);
  // A fact read from a nested value ("nutriments.fat_100g") stands where its column does.
  const order = (key: string) => {
    const index = keys.findIndex((column) => key === column || key.startsWith(`${column}.`));
    return index < 0 ? keys.length : index;
  };
  return {
    productId: product.id,
    format: reading.format,
    dataLanguage: reading.dataLanguage,
    facts: [...reading.facts, ...reading.unstated]
      .sort((a, b) => order(a.key) - order(b.key))
      .map((fact) => ({
        key: fact.key,
        concept: fact.concept,
        kind: fact.kind,
        label: factLabel(fact, language),
        value: formatFactValue(fact, language),
        stated: stated.has(fact),
      })),
    conflicts: reading.conflicts,
    ignored: reading.ignored,
  };
}
