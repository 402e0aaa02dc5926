import { useLocale } from "next-intl";
import { useCallback } from "react";

/** A language's name in another language (Französisch for fr in de), or its code where the runtime knows no name. */
export function displayLanguage(code: string, inLocale: string): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A content language as the console shows it, named in the member's language with its code: "Französisch (fr)". */
export function useLanguageName() {
  const locale = useLocale();
  return useCallback((code: string) => `${displayLanguage(code, locale)} (${code})`, [locale]);
}
