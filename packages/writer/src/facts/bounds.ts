// How much of a product's data the writer reads: a value's first MAX_SOURCE_TEXT characters, and MAX_SOURCE_TOTAL in
// all. Every reading of the data (facts, grounding, language checks) parses text in time that grows with its length,
// on the thread that answers every organization; no product's data needs more (the largest of bench/quality/corpus
// holds 15,422 characters of text, 7,521 in one value: an Akeneo printer's descriptions in three locales).
/** The characters of one text value of the data that are read. */
export const MAX_SOURCE_TEXT = 10_000;
/** The characters of all the data's text values that are read, in the data's order. */
export const MAX_SOURCE_TOTAL = 30_000;

const bounded = new WeakMap<object, unknown>();

/** The data with its text values cut to MAX_SOURCE_TEXT characters each and MAX_SOURCE_TOTAL in all. */
export function boundedData<T>(value: T): T {
  if (!value || typeof value !== "object") return cut(value, { left: MAX_SOURCE_TOTAL }) as T;
  const known = bounded.get(value);
  if (known !== undefined) return known as T;
  const result = cut(value, { left: MAX_SOURCE_TOTAL });
  bounded.set(value, result);
  return result as T;
}

/** A value with its texts cut to what the budget has left (the same value when nothing is cut). */
function cut(value: unknown, budget: { left: number }): unknown {
  if (typeof value === "string") {
    const kept = Math.min(value.length, MAX_SOURCE_TEXT, budget.left);
    budget.left -= kept;
    return kept < value.length ? value.slice(0, kept) : value;
  }
  if (!value || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const entries = value.map((entry) => cut(entry, budget));
    return entries.some((entry, index) => entry !== value[index]) ? entries : value;
  }
  const entries = Object.entries(value).map(([key, entry]) => [key, cut(entry, budget)] as const);
  return entries.some(([key, entry]) => entry !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value;
}
