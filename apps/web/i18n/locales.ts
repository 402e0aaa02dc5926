/** The console's languages, each with a complete file of messages in messages/ (docs/console.md: adding one). */
export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/** The cookie that keeps the language a member chose in the console (locale-picker.tsx). */
export const LOCALE_COOKIE = "proseo-locale";

export const isLocale = (value: string | undefined): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * The console's language for a browser's Accept-Language header: its languages by their weight, the first the console
 * has (by its primary subtag: de-AT is German), or English.
 */
export function negotiateLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { language: tag.split("-")[0]!.toLowerCase(), weight: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
