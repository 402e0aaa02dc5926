"use client";
import { useTranslations } from "next-intl";
import { useLanguageName } from "../language-names";

/** A labelled choice among the organization's languages, each shown by its name. */
export function LanguageSelect({
  languages,
  value,
  onChange,
  className,
}: {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
  className?: string;
}) {
  const t = useTranslations("LanguageSelect");
  const languageName = useLanguageName();
  return (
    <label className={className}>
      {t("label")}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
