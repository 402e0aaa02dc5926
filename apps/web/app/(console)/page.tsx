"use client";
import { type Column, DataTable } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@proseo/api";
import { useTRPC } from "../trpc";
import { useLanguageName } from "../language-names";
import { ProductSearch } from "./product-search";
import { QueryState } from "./query-state";

/** A button that copies a text, and says so. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations("Overview");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      aria-label={label}
      onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? t("copied") : t("copy")}
    </button>
  );
}

type LedgerEntry = inferRouterOutputs<AppRouter>["console"]["overview"]["ledger"][number];

export default function OverviewPage() {
  const t = useTranslations("Overview");
  const kinds = useTranslations("CreditKinds");
  const format = useFormatter();
  const languageName = useLanguageName();
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const ledgerColumns: Column<LedgerEntry>[] = [
    { id: "when", header: t("when"), cell: (entry) => format.dateTime(new Date(entry.created_at), "moment") },
    { id: "kind", header: t("kind"), cell: (entry) => kinds(entry.kind) },
    { id: "amount", header: t("amount"), cell: (entry) => format.number(entry.amount, { signDisplay: "exceptZero" }) },
    { id: "balance", header: t("balanceAfter"), cell: (entry) => format.number(entry.balance_after) },
  ];
  return (
    <>
      <h1>{t("title")}</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => {
          const { organization, ledger } = overview.data!;
          return (
            <>
              <dl className="facts">
                <div>
                  <dt>{t("organization")}</dt>
                  <dd data-testid="org-name">{organization.name}</dd>
                </div>
                <div>
                  <dt>{t("organizationId")}</dt>
                  <dd>
                    <div className="row">
                      <code data-testid="org-id" className="whole">
                        {organization.id}
                      </code>
                      <CopyButton text={organization.id} label={t("copyId")} />
                    </div>
                    <div className="help">{t("idHelp")}</div>
                  </dd>
                </div>
                <div>
                  <dt>{t("languages")}</dt>
                  <dd data-testid="org-languages">{organization.languages.map(languageName).join(", ")}</dd>
                </div>
                <div>
                  <dt>{t("balance")}</dt>
                  <dd>
                    <span data-testid="balance">{format.number(organization.balance)}</span>
                    {organization.balance === 0 ? (
                      <div className="help" data-testid="no-credits">
                        {t.rich("noCredits", {
                          command: () => <code>proseo credits grant --org {organization.id} --amount 1000</code>,
                        })}
                      </div>
                    ) : null}
                  </dd>
                </div>
              </dl>
              <h2>{t("recent")}</h2>
              <DataTable
                caption={t("recent")}
                rows={ledger}
                rowKey={(entry) => entry.id}
                columns={ledgerColumns}
                empty={t("empty")}
              />
            </>
          );
        }}
      </QueryState>
      <ProductSearch />
    </>
  );
}
