// The shape of the quality corpus: catalog data nobody on the team wrote, each product as its source sends
// it, with the facts a reader of that data expects, labelled by hand. See bench/quality/corpus/README.md.
import type { FactKind } from "@proseo/writer";

/** The source shape a product arrives in. */
type CorpusFormat =
  | "shopify-csv"
  | "shopify-json"
  | "woocommerce-csv"
  | "woocommerce-rest"
  | "akeneo"
  | "food-off"
  | "food-gs1"
  | "spec-sheet"
  | "generic";

/** What a fact means to a shopper: the writer's kinds, and those the corpus names more finely. */
type ExpectedKind = FactKind | "code" | "standard" | "nutrition" | "net_content" | "storage_advice" | "preparation";

type ExpectedValue =
  | { type: "text"; text: string }
  /** A complete list: every item, in the data's order. */
  | { type: "list"; items: string[] }
  /** An identifier, norm or code, kept character for character (GTIN, ISBN, DIN 912, 12.9, 6g, IP67). */
  | { type: "code"; text: string }
  | { type: "quantity"; amount: number; unit: string | null; basis?: string }
  | { type: "range"; min: number; max: number; unit: string | null }
  | { type: "dimensions"; parts: number[]; unit: string | null }
  | { type: "money"; amount: number; currency: string | null }
  /** A yes/no attribute that is true (a false one is expected as { type: "absent" } or as a "no" text). */
  | { type: "flag" }
  /** The data says the product does NOT have it (dishwasher_safe: false). */
  | { type: "negated" };

export interface ExpectedFact {
  /**
   * Where the fact comes from, named as the source names it: a CSV column's header; for an attribute
   * pair (WooCommerce "Attribute 1 name"/"Attribute 1 value(s)", Shopify "Option1 Name"/"Option1 Value")
   * the attribute's name ("Color"); for Akeneo the value's attribute code ("weight"); for a Shopify
   * metafield column "Fabric (product.metafields.shopify.fabric)" the whole header; for nested JSON a
   * dotted path ("nutriments.energy-kcal_100g").
   */
  key: string;
  /** What a shopper calls it, in English ("Net content", "Thread tolerance"). */
  label: string;
  kind: ExpectedKind;
  value: ExpectedValue;
  /** The value's own words in other languages where the data carries them ({ de: "Baumwolle" }). */
  localized?: Record<string, string>;
}

export interface CorpusProduct {
  /** Unique across the corpus: "<folder>/<the source's own id>". */
  id: string;
  format: CorpusFormat;
  /** Where the data was taken from: repository, path, commit, and the row or object within it. */
  source: { repo: string; path: string; commit: string; locator: string };
  /** Exactly what a shop would send to POST /v1/products: sourceData is the row or payload as the source has it. */
  product: {
    sku: string;
    name: string;
    brand: string | null;
    category: string | null;
    sourceData: Record<string, unknown>;
  };
  expected: {
    /** Every fact about the product a content lead would use, and nothing else. */
    facts: ExpectedFact[];
    /** Keys of sourceData that are platform bookkeeping, never facts (inventory tracker, "Is featured", _wc_* meta). */
    ignored: string[];
    /** Keys of sourceData that hold the supplier's own prose (Body (HTML), marketing text, description). */
    supplierText: string[];
    /** Two different values for one concept. */
    conflicts: {
      concept: string;
      keys: string[];
      values: string[];
      /** Why a label was amended after the labelling, and on what evidence. */
      note?: string;
    }[];
    /** The language the data is written in (en, de, fr, ...), and the other languages it carries values for. */
    language: string;
    localized: string[];
  };
}
