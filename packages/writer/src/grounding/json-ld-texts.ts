import { formatNumber } from "../facts/format.js";

/**
 * Values of the structured data a search engine shows, each with its path (json_ld.aggregateRating.ratingValue):
 * names, descriptions, properties, and numbers (a rating, a price) written as the language writes them.
 */
export function jsonLdTexts(value: unknown, language: string, path = "json_ld"): [string, string][] {
  if (typeof value === "number") return [[path, formatNumber(value, language)]];
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => jsonLdTexts(entry, language, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, entry]) =>
      key.startsWith("@") ? [] : jsonLdTexts(entry, language, `${path}.${key}`),
    );
  }
  return [];
}
