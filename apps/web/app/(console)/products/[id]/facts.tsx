"use client";
import { DataTable } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";

/** Why a reader left a column out, as a merchandiser reads it. */
const REASONS: Record<string, string> = {
  bookkeeping: "the platform's own bookkeeping",
  identifier: "an identifier or the name",
  media: "an image or file",
  empty: "empty",
  other_language: "in another language",
  unreadable: "unreadable as sent",
  duplicate: "the same as another column",
};

/**
 * How the writers read the product's data for a page in one of the organization's languages
 * (GET /v1/products/{id}/facts): the facts, the conflicts no text states, and the columns left out and why.
 */
export function Facts({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [language, setLanguage] = useState<string | null>(null);
  const languages = overview.data?.organization.languages ?? [];
  const shown = language ?? languages[0] ?? "en";
  const facts = useQuery(trpc.products.facts.queryOptions({ id: productId, language: shown }));
  return (
    <section aria-labelledby="facts-title" className="product-section">
      <h2 id="facts-title">Facts the writers read</h2>
      {languages.length > 1 ? (
        <label>
          Page language{" "}
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
                Read as <strong>{reading.format}</strong> data written in <strong>{reading.data_language}</strong>.
              </p>
              {reading.conflicts.length ? (
                <div role="alert">
                  The data contradicts itself, so no text states these until it is fixed:{" "}
                  {reading.conflicts
                    .map(
                      ({ concept, values }) => `${concept} (${values.map(({ key, value }) => `${key}: ${value}`).join(" / ")})`,
                    )
                    .join("; ")}
                </div>
              ) : null}
              <DataTable
                caption="Facts"
                rows={reading.facts}
                rowKey={(row) => `${row.key}\u0000${row.concept}`}
                rowProps={(row) => ({ "data-testid": `fact-${row.key}` })}
                empty="Nothing in the data reads as a fact: add the product's attributes to source_data."
                columns={[
                  { id: "label", header: "Fact", cell: (row) => row.label },
                  { id: "value", header: "Value", cell: (row) => row.value },
                  { id: "column", header: "From column", cell: (row) => <code>{row.key}</code> },
                  { id: "stated", header: "On this page", cell: (row) => (row.stated ? "stated" : "not in this language") },
                ]}
              />
              <DataTable
                caption="Columns left out"
                rows={reading.ignored}
                rowKey={(row) => row.key}
                rowProps={(row) => ({ "data-testid": `ignored-${row.key}` })}
                empty="No column was left out."
                columns={[
                  { id: "column", header: "Column", cell: (row) => <code>{row.key}</code> },
                  { id: "reason", header: "Why", cell: (row) => REASONS[row.reason] ?? row.reason },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
