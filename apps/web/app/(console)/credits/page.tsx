"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { PURPOSES, UsageChart } from "./usage-chart";

type Entry = inferRouterOutputs<AppRouter>["console"]["credits"]["ledger"]["entries"][number];

const PAGE = 25;
const KINDS = ["grant", "reserve", "charge", "refund", "release"] as const;

const COLUMNS: Column<Entry>[] = [
  { id: "when", header: "When", cell: (entry) => new Date(entry.created_at).toLocaleString() },
  { id: "kind", header: "Kind", cell: (entry) => entry.kind },
  { id: "paid", header: "Paid for", cell: (entry) => PURPOSES.find(({ key }) => key === entry.paid_for)?.label ?? "—" },
  { id: "amount", header: "Amount", cell: (entry) => (entry.amount > 0 ? `+${entry.amount}` : entry.amount) },
  { id: "balance", header: "Balance after", cell: (entry) => entry.balance_after },
  { id: "reference", header: "Reference", cell: (entry) => <code className="reference">{entry.reference}</code> },
];

function Ledger() {
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
      <h2 id="ledger-title">Ledger</h2>
      <div className="row ledger-filters">
        <label className="inline">
          Kind{" "}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Entry["kind"] | "");
              pages.reset();
            }}
          >
            <option value="">Every kind</option>
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          Paid for{" "}
          <select
            value={paidFor}
            onChange={(event) => {
              setPaidFor(event.target.value as NonNullable<Entry["paid_for"]> | "");
              pages.reset();
            }}
          >
            <option value="">Anything</option>
            {PURPOSES.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isPending={ledger.isPending} error={ledger.error}>
        {() => (
          <>
            <DataTable
              caption="Credit movements, newest first"
              rows={ledger.data!.entries}
              rowKey={(entry) => entry.id}
              rowProps={(entry) => ({ "data-testid": `entry-${entry.kind}` })}
              columns={COLUMNS}
              empty={
                kind || paidFor
                  ? "No credit movement matches these filters."
                  : "No credit movements yet. Credits are granted by your operator."
              }
            />
            {pages.page > 0 || ledger.data!.next_cursor ? (
              <Pager
                label="Ledger pages"
                range={`${pages.page * PAGE + 1}–${pages.page * PAGE + ledger.data!.entries.length}`}
                previousLabel="Newer"
                nextLabel="Older"
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
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const usage = useQuery(trpc.console.credits.usage.queryOptions());
  return (
    <>
      <h1>Credits</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={1}>
        {() => (
          <dl className="facts">
            <div>
              <dt>Balance</dt>
              <dd data-testid="balance">{overview.data!.organization.balance}</dd>
            </div>
          </dl>
        )}
      </QueryState>
      <h2>Usage over the last 30 days</h2>
      <p className="help">Credits charged per day (UTC), by what they paid for; reservations given back are not usage.</p>
      <QueryState isPending={usage.isPending} error={usage.error} rows={2}>
        {() => <UsageChart days={usage.data!.days} />}
      </QueryState>
      <Ledger />
    </>
  );
}
