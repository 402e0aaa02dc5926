"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { LOCALES } from "../i18n/locales";
import { displayLanguage } from "./language-names";
import { chooseLocale } from "./locale-action";

/** The console's language: each named in itself (Deutsch, English), so a member finds theirs in any language. */
export function LocalePicker() {
  const t = useTranslations("LocalePicker");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="locale-picker">
      {t("label")}
      <select
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const chosen = event.target.value;
          startTransition(async () => {
            await chooseLocale(chosen);
            router.refresh();
          });
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {displayLanguage(code, code)}
          </option>
        ))}
      </select>
    </label>
  );
}
