"use client";
import type { AppRouter } from "@proseo/api";
import { DataTable, Pager } from "@proseo/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { fieldName } from "../../result-report";
import { languageName } from "../../review/comparison";

type BrokenText = inferRouterOutputs<AppRouter>["contentRules"]["broken"]["texts"][number];

/** The rules a served text can be found to break (@proseo/writer rule-compliance.ts), as the rules form names them. */
const RULE_NAMES: Record<BrokenText["violations"][number]["rule"], string> = {
  bullets: "Bullets",
  length: "Length",
  forbidden_words: "Forbidden words",
  required_attributes: "Required attributes",
};

const PAGE_SIZE = 25;

/**
 * A rule's sentence as a member reads it: the writer's checks open with the field they name as an engine reads it
 * ("description_html", "faq[2].answer"), said here in words ("Description", "Faq 3 answer").
 */
const inWords = (message: string) =>
  message.replace(/^[\w.[\]]+/, (field) => {
    const name = fieldName(field);
    return name.charAt(0).toUpperCase() + name.slice(1);
  });

/** Where a text is read and changed: the product's content tab, open at the text's language. */
const textHref = (text: BrokenText) =>
  `/products/${encodeURIComponent(text.product_id)}?${new URLSearchParams({ tab: "content", language: text.language })}`;

/**
 * How many served texts break the rules as saved now, linking to them (content-rules/page.tsx): every save of the
 * rules checks them again.
 */
export function BrokenTextsLink() {
  const trpc = useTRPC();
  const broken = useQuery(trpc.contentRules.broken.queryOptions({ limit: 1 }));
  return (
    <section aria-labelledby="broken-title" className="product-section">
      <h2 id="broken-title">Published texts</h2>
      {broken.isPending ? (
        <p className="muted" role="status">
          Checking the published texts against the saved rules…
        </p>
      ) : broken.error ? (
        <ErrorAlert error={broken.error} />
      ) : (
        <p data-testid="broken-summary">
          {broken.data.total ? (
            <Link href="/content-rules/broken">
              {broken.data.total.toLocaleString("en")} published {broken.data.total === 1 ? "text breaks" : "texts break"} these
              rules
            </Link>
          ) : broken.data.checked ? (
            `${broken.data.checked.toLocaleString("en")} published ${broken.data.checked === 1 ? "text follows" : "texts follow"} these rules.`
          ) : (
            "Nothing is published yet: the rules are checked against each published text once there is one."
          )}
        </p>
      )}
    </section>
  );
}

/**
 * The served texts (published or approved) that break the rules as saved now, by SKU and language, each with what it
 * breaks and a link to its product's content in that language; a page at a time.
 */
export function BrokenTexts() {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const broken = useQuery({
    ...trpc.contentRules.broken.queryOptions({ offset, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState isPending={broken.isPending} error={broken.error} rows={6}>
      {() => {
        const { texts, total, checked } = broken.data!;
        return (
          <>
            <p className="muted" data-testid="broken-checked">
              {checked.toLocaleString("en")} published {checked === 1 ? "text" : "texts"} checked against the saved rules;{" "}
              {total.toLocaleString("en")} {total === 1 ? "breaks" : "break"} them.
            </p>
            <DataTable
              caption="Published texts that break the rules"
              rows={texts}
              rowKey={(text) => `${text.product_id}\u0000${text.language}`}
              rowProps={(text) => ({ "data-testid": `broken-${text.sku}-${text.language}` })}
              empty="Every published text follows the rules as saved now."
              columns={[
                {
                  id: "product",
                  header: "Product",
                  cell: (text) => (
                    <Link href={textHref(text)}>
                      {text.sku} · {text.name}
                      <span className="visually-hidden"> in {languageName(text.language)}</span>
                    </Link>
                  ),
                },
                { id: "language", header: "Language", cell: (text) => languageName(text.language) },
                { id: "version", header: "Version served", cell: (text) => text.version },
                {
                  id: "breaks",
                  header: "What it breaks",
                  cell: (text) => (
                    <ul className="checks">
                      {text.violations.map((violation) => (
                        <li key={violation.message}>
                          <strong>{RULE_NAMES[violation.rule]}</strong>: {inWords(violation.message)}
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
            {total > PAGE_SIZE ? (
              <Pager
                label="Pages of broken texts"
                range={`${offset + 1}–${offset + texts.length} of ${total.toLocaleString("en")}`}
                onPrevious={offset > 0 ? () => setOffset(Math.max(0, offset - PAGE_SIZE)) : undefined}
                onNext={offset + PAGE_SIZE < total ? () => setOffset(offset + PAGE_SIZE) : undefined}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
