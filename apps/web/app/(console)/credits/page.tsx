"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { PURPOSES, UsageChart } from "./usage-chart";

type Entry = inferRouterOutputs<AppRouter>["console"]["credits"]["ledger"]["entries"][number];

const PAGE = 25;
const KINDS = ["grant", "reserve", "charge", "refund", "release"] as const;

function Ledger() {
  const t = useTranslations("Credits");
  const kinds = useTranslations("CreditKinds");
  const format = useFormatter();
  const columns: Column<Entry>[] = [
    { id: "when", header: t("when"), cell: (entry) => format.dateTime(new Date(entry.created_at), "moment") },
    { id: "kind", header: t("kind"), cell: (entry) => kinds(entry.kind) },
    { id: "paid", header: t("paidFor"), cell: (entry) => (entry.paid_for ? t(`purposes.${entry.paid_for}`) : "—") },
    { id: "amount", header: t("amount"), cell: (entry) => format.number(entry.amount, { signDisplay: "exceptZero" }) },
    { id: "balance", header: t("balanceAfter"), cell: (entry) => format.number(entry.balance_after) },
    { id: "reference", header: t("reference"), cell: (entry) => <code className="reference">{entry.reference}</code> },
  ];
  const trpc = useTRPC();
  const pages = useCursorPages();
  const [kind, setKind] = useState<Entry["kind"] | "">("");
  const [paidFor, setPaidFor] = useState<NonNullable<Entry["paid_for"]> | "">("");
  const ledger = useQuery(
    trpc.console.credits.ledger.queryOptions({
      limit: PAGE,
      cursor: pages.cursor,
      kind: kind || undefined,
      paidFor: paidFor || undefined,
    }),
  );
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t("ledger")}</h2>
      <div className="row ledger-filters">
        <label className="inline">
          {t("kind")}{" "}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Entry["kind"] | "");
              pages.reset();
            }}
          >
            <option value="">{t("everyKind")}</option>
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {kinds(option)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          {t("paidFor")}{" "}
          <select
            value={paidFor}
            onChange={(event) => {
              setPaidFor(event.target.value as NonNullable<Entry["paid_for"]> | "");
              pages.reset();
            }}
          >
            <option value="">{t("anything")}</option>
            {PURPOSES.map((key) => (
              <option key={key} value={key}>
                {t(`purposes.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isPending={ledger.isPending} error={ledger.error}>
        {() => (
          <>
            <DataTable
              caption={t("caption")}
              rows={ledger.data!.entries}
              rowKey={(entry) => entry.id}
              rowProps={(entry) => ({ "data-testid": `entry-${entry.kind}` })}
              columns={columns}
              empty={kind || paidFor ? t("noMatch") : t("empty")}
            />
            {pages.page > 0 || ledger.data!.next_cursor ? (
              <Pager
                label={t("pages")}
                range={t("range", { first: pages.page * PAGE + 1, last: pages.page * PAGE + ledger.data!.entries.length })}
                previousLabel={t("newer")}
                nextLabel={t("older")}
                onPrevious={pages.previous}
                onNext={pages.next(ledger.data!.next_cursor)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

export default function CreditsPage() {
  const t = useTranslations("Credits");
  const format = useFormatter();
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const usage = useQuery(trpc.console.credits.usage.queryOptions());
  return (
    <>
      <h1>{t("title")}</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={1}>
        {() => (
          <dl className="facts">
            <div>
              <dt>{t("balance")}</dt>
              <dd data-testid="balance">{format.number(overview.data!.organization.balance)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
      <h2>{t("usageTitle")}</h2>
      <p className="help">{t("usageHelp")}</p>
      <QueryState isPending={usage.isPending} error={usage.error} rows={2}>
        {() => <UsageChart days={usage.data!.days} />}
      </QueryState>
      <Ledger />
    </>
  );
}
