import { isDeepStrictEqual } from "node:util";
import { categoryPath } from "@proseo/writer";

/** Per language, the content attributes whose values a person wrote (an edit) rather than an engine. */
export type WrittenByPerson = Record<string, string[]>;

/** What a product record holds at one version. */
export interface RecordState {
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  sourceData: Record<string, unknown>;
  /** Content values: {attribute: {language: value}}. */
  values: Record<string, Record<string, unknown>>;
  /** The content values a person wrote rather than an engine: {language: [attribute]}. */
  writtenByPerson: WrittenByPerson;
  deleted: boolean;
}

type Pair<T> = [T, T];

export type Changes = {
  base?: Record<string, Pair<unknown>>;
  values?: Record<string, Record<string, Pair<unknown[]>>>;
  source_data?: { changed: string[] };
  categories?: Pair<string[]>;
  deleted?: Pair<boolean>;
  /** A lock's version (revisions/lock-fields.ts): per language, the fields locked before and after. */
  locks?: Record<string, Pair<string[]>>;
};

export const BASE_FIELDS = ["sku", "name", "brand", "category"] as const;
/** docs/contract.md "Revisions": a section keeps its first 100 keys; a value is cut to 4 KB. */
export const MAX_SECTION_KEYS = 100;
export const MAX_VALUE_LENGTH = 4096;

/** A content value as the list of its values: a text is one element, nothing is none. */
const asValues = (value: unknown): unknown[] =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

/** The differences between two versions of a record; empty for a record's first version. */
export function diffRecords(before: RecordState | null, after: RecordState): Changes {
  if (!before) return {};
  const changes: Changes = {};

  const base: Record<string, Pair<unknown>> = {};
  for (const field of BASE_FIELDS) {
    if (before[field] !== after[field]) base[field] = [before[field], after[field]];
  }
  if (Object.keys(base).length) changes.base = base;

  const values: NonNullable<Changes["values"]> = {};
  for (const attribute of new Set([...Object.keys(before.values), ...Object.keys(after.values)])) {
    const old = before.values[attribute] ?? {};
    const next = after.values[attribute] ?? {};
    for (const language of new Set([...Object.keys(old), ...Object.keys(next)])) {
      const pair: Pair<unknown[]> = [asValues(old[language]), asValues(next[language])];
      if (!isDeepStrictEqual(pair[0], pair[1])) (values[attribute] ??= {})[language] = pair;
    }
  }
  if (Object.keys(values).length) changes.values = values;

  const changed = [...new Set([...Object.keys(before.sourceData), ...Object.keys(after.sourceData)])].filter(
    (column) => !isDeepStrictEqual(before.sourceData[column], after.sourceData[column]),
  );
  if (changed.length) changes.source_data = { changed };

  const oldPath = categoryPath(before.category);
  const newPath = categoryPath(after.category);
  if (!isDeepStrictEqual(oldPath, newPath)) changes.categories = [oldPath, newPath];

  if (before.deleted !== after.deleted) changes.deleted = [before.deleted, after.deleted];
  return truncateChanges(changes);
}

/** Cuts every text longer than the limit, counting how many were cut. */
function cutLongTexts(value: unknown, counter: { cut: number }): unknown {
  if (typeof value === "string" && value.length > MAX_VALUE_LENGTH) {
    counter.cut += 1;
    return value.slice(0, MAX_VALUE_LENGTH);
  }
  if (Array.isArray(value)) return value.map((item) => cutLongTexts(item, counter));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutLongTexts(item, counter)]));
  }
  return value;
}

interface TruncationMarker {
  kept: number;
  total: number;
  cut_values?: number;
}

/** Bounds one section: its first 100 keys (or names), long values cut, and a marker when anything was left out. */
function truncateSection<T extends object>(section: T, keysOf: (s: T) => string[], keep: (s: T, keys: string[]) => T): T {
  const keys = keysOf(section);
  const counter = { cut: 0 };
  const kept = cutLongTexts(keep(section, keys.slice(0, MAX_SECTION_KEYS)), counter) as T;
  if (keys.length <= MAX_SECTION_KEYS && counter.cut === 0) return section;
  const marker: TruncationMarker = { kept: Math.min(keys.length, MAX_SECTION_KEYS), total: keys.length };
  if (counter.cut) marker.cut_values = counter.cut;
  return { ...kept, _truncated: marker };
}

const pick = <T extends Record<string, unknown>>(section: T, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, section[key]])) as T;

export function truncateChanges(changes: Changes): Changes {
  const bounded: Changes = { ...changes };
  if (changes.base) bounded.base = truncateSection(changes.base, Object.keys, pick);
  if (changes.values) bounded.values = truncateSection(changes.values, Object.keys, pick);
  if (changes.source_data) {
    bounded.source_data = truncateSection(
      changes.source_data,
      (section) => section.changed,
      (section, names) => ({ ...section, changed: names }),
    );
  }
  return bounded;
}
