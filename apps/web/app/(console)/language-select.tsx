"use client";
import { languageName } from "./review/comparison";

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
  return (
    <label className={className}>
      Language
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
