"use client";
import { useTranslations } from "next-intl";

/** The stale filter (GET /v1/products?stale=): any product, only those with a stale language, or only the others. */
export type StaleChoice = "" | "true" | "false";

/** The filter in a URL; anything but true or false is no filter. */
export function readStale(params: URLSearchParams): StaleChoice {
  const stale = params.get("stale");
  return stale === "true" || stale === "false" ? stale : "";
}

/**
 * The stale filter of the product list and the review queue, a select named `stale` in the filters' form that
 * applies it when changed.
 */
export function StaleFilter({ id, value }: { id: string; value: StaleChoice }) {
  const t = useTranslations("Stale");
  return (
    // Labelled by id: a label around a select would read its options as part of its name.
    <div className="filter-field">
      <label htmlFor={id}>{t("label")}</label>
      <select id={id} name="stale" defaultValue={value} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        <option value="">{t("any")}</option>
        <option value="true">{t("stale")}</option>
        <option value="false">{t("notStale")}</option>
      </select>
    </div>
  );
}

/** A product's stale languages, each with the facts changed since its text was written; nothing when none is. */
export function StaleMark({ staleFacts }: { staleFacts: Record<string, string[]> }) {
  const t = useTranslations("Stale");
  const languages = Object.keys(staleFacts).sort();
  if (!languages.length) return null;
  return (
    <span
      className="badge badge-pending"
      title={languages.map((language) => `${language}: ${staleFacts[language]!.join(", ")}`).join("; ")}
    >
      {t("staleIn", { languages: languages.join(", ") })}
    </span>
  );
}
