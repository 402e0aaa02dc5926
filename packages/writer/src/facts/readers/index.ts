// The source readers, most specific first: the first that recognises the data's shape reads it.
import { genericReader } from "./generic.js";
import type { SourceReader, SourceReading } from "./reader.js";

const READERS: SourceReader[] = [genericReader];

/** The data read by the reader of its shape, in `language`. */
export function readSource(sourceData: Record<string, unknown>, language: string): SourceReading {
  const reader = READERS.find((candidate) => candidate.recognizes(sourceData)) ?? genericReader;
  return reader.read(sourceData, language);
}
