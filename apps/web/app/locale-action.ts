"use server";
import { cookies } from "next/headers";
import { isLocale, LOCALE_COOKIE } from "../i18n/locales";

/** Keeps the console's language the member chose, for a year, in the cookie i18n/request.ts reads. */
export async function chooseLocale(locale: string) {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" });
}
