"use client";
import { DataTable } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";

/** Why a reader left a column out, as a merchandiser reads it (Facts.reasons in messages/). */
type Reason = "bookkeeping" | "identifier" | "media" | "empty" | "other_language" | "unreadable" | "duplicate";

/**
 * How the writers read the product's data for a page in one of the organization's languages
 * (GET /v1/products/{id}/facts): the facts, the conflicts no text states, and the columns left out and why.
 */
export function Facts({ productId }: { productId: string }) {
  const t = useTranslations("Facts");
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [language, setLanguage] = useState<string | null>(null);
  const languages = overview.data?.organization.languages ?? [];
  const shown = language ?? languages[0] ?? "en";
  const facts = useQuery(trpc.products.facts.queryOptions({ id: productId, language: shown }));
  return (
    <section aria-labelledby="facts-title" className="product-section">
      <h2 id="facts-title">{t("title")}</h2>
      {languages.length > 1 ? (
        <label>
          {t("pageLanguage")}{" "}
          <select value={shown} onChange={(event) => setLanguage(event.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <QueryState isPending={facts.isPending} error={facts.error} rows={4}>
        {() => {
          const reading = facts.data!;
          return (
            <>
              <p>
                {t.rich("readAs", {
                  format: reading.format,
                  language: reading.data_language,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              {reading.conflicts.length ? (
                <div role="alert">
                  {t("conflicts")}{" "}
                  {reading.conflicts
                    .map(
                      ({ concept, values }) => `${concept} (${values.map(({ key, value }) => `${key}: ${value}`).join(" / ")})`,
                    )
                    .join("; ")}
                </div>
              ) : null}
              <DataTable
                caption={t("facts")}
                rows={reading.facts}
                rowKey={(row) => `${row.key}\u0000${row.concept}`}
                rowProps={(row) => ({ "data-testid": `fact-${row.key}` })}
                empty={t("noFacts")}
                columns={[
                  { id: "label", header: t("fact"), cell: (row) => row.label },
                  { id: "value", header: t("value"), cell: (row) => row.value },
                  { id: "column", header: t("fromColumn"), cell: (row) => <code>{row.key}</code> },
                  { id: "stated", header: t("onThisPage"), cell: (row) => (row.stated ? t("stated") : t("notStated")) },
                ]}
              />
              <DataTable
                caption={t("leftOut")}
                rows={reading.ignored}
                rowKey={(row) => row.key}
                rowProps={(row) => ({ "data-testid": `ignored-${row.key}` })}
                empty={t("noneLeftOut")}
                columns={[
                  { id: "column", header: t("column"), cell: (row) => <code>{row.key}</code> },
                  {
                    id: "reason",
                    header: t("why"),
                    cell: (row) => (t.has(`reasons.${row.reason as Reason}`) ? t(`reasons.${row.reason as Reason}`) : row.reason),
                  },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
