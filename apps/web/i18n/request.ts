import { cookies, headers } from "next/headers";
import type { Formats } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { isLocale, LOCALE_COOKIE, negotiateLocale } from "./locales";

/** The console's dates: a moment to the minute (01.12.2026, 20:18 or Dec 1, 2026, 8:18 PM), or a day alone. */
export const formats = {
  dateTime: { moment: { dateStyle: "medium", timeStyle: "short" }, day: { dateStyle: "medium" } },
} satisfies Formats;

/**
 * The request's language, without i18n routing (no locale in the URL): the member's choice (the cookie
 * locale-picker.tsx sets), else the browser's Accept-Language, else English; and its messages.
 */
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : negotiateLocale((await headers()).get("accept-language"));
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    formats,
  };
});
