"use client";
import type { AppRouter } from "@proseo/api";
import { DataTable, Pager } from "@proseo/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useLanguageName } from "../../../language-names";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { fieldName } from "../../result-report";
import { useRuleName } from "../rules-fields";

type BrokenText = inferRouterOutputs<AppRouter>["contentRules"]["broken"]["texts"][number];

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
  const t = useTranslations("BrokenTexts");
  const format = useFormatter();
  const trpc = useTRPC();
  const broken = useQuery(trpc.contentRules.broken.queryOptions({ limit: 1 }));
  return (
    <section aria-labelledby="broken-title" className="product-section">
      <h2 id="broken-title">{t("linkTitle")}</h2>
      {broken.isPending ? (
        <p className="muted" role="status">
          {t("checking")}
        </p>
      ) : broken.error ? (
        <ErrorAlert error={broken.error} />
      ) : (
        <p data-testid="broken-summary">
          {broken.data.total ? (
            <Link href="/content-rules/broken">
              {t("breaking", { count: broken.data.total, total: format.number(broken.data.total) })}
            </Link>
          ) : broken.data.checked ? (
            t("following", { count: broken.data.checked, total: format.number(broken.data.checked) })
          ) : (
            t("nothingPublished")
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
  const t = useTranslations("BrokenTexts");
  const format = useFormatter();
  const ruleName = useRuleName();
  const languageName = useLanguageName();
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
              {t("checked", { checked, checkedCount: format.number(checked), total, totalCount: format.number(total) })}
            </p>
            <DataTable
              caption={t("title")}
              rows={texts}
              rowKey={(text) => `${text.product_id}\u0000${text.language}`}
              rowProps={(text) => ({ "data-testid": `broken-${text.sku}-${text.language}` })}
              empty={t("empty")}
              columns={[
                {
                  id: "product",
                  header: t("product"),
                  cell: (text) => (
                    <Link href={textHref(text)}>
                      {text.sku} · {text.name}
                      <span className="visually-hidden">{t("inLanguage", { language: languageName(text.language) })}</span>
                    </Link>
                  ),
                },
                { id: "language", header: t("language"), cell: (text) => languageName(text.language) },
                { id: "version", header: t("version"), cell: (text) => text.version },
                {
                  id: "breaks",
                  header: t("breaks"),
                  cell: (text) => (
                    <ul className="checks">
                      {text.violations.map((violation) => (
                        <li key={violation.message}>
                          <strong>{ruleName(violation.rule)}</strong>: {inWords(violation.message)}
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
            {total > PAGE_SIZE ? (
              <Pager
                label={t("pages")}
                range={t("range", { first: offset + 1, last: offset + texts.length, total })}
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
