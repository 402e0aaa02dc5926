// The source readers, most specific first: the first that recognises the data's shape reads it.
import { boundedData } from "../bounds.js";
import { akeneoReader } from "./akeneo.js";
import { withoutFiller } from "./filler.js";
import { foodReader } from "./food.js";
import { genericReader } from "./generic.js";
import type { SourceReader, SourceReading } from "./reader.js";
import { shopifyReader } from "./shopify.js";
import { specSheetReader } from "./spec-sheet.js";
import { woocommerceReader } from "./woocommerce.js";

const READERS: SourceReader[] = [shopifyReader, woocommerceReader, akeneoReader, foodReader, specSheetReader, genericReader];

/**
 * The data read by the reader of its shape, in `language`: its columns, what it left out and the supplier's prose
 * (without the placeholder text a catalog may hold, facts/readers/filler.ts).
 */
export function readSource(data: Record<string, unknown>, language: string): SourceReading {
  const sourceData = boundedData(data);
  const reader = READERS.find((candidate) => candidate.recognizes(sourceData)) ?? genericReader;
  const reading = reader.read(sourceData, language);
  const ignored = [...reading.ignored];
  return { ...reading, supplierText: withoutFiller(reading.supplierText, ignored), ignored };
}
