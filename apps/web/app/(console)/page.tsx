"use client";
import { type Column, DataTable } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@proseo/api";
import { useTRPC } from "../trpc";
import { ProductSearch } from "./product-search";
import { QueryState } from "./query-state";

/** A button that copies a text, and says so. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      aria-label={label}
      onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? "Copied" : "Copy"}
    </button>
  );
}

type LedgerEntry = inferRouterOutputs<AppRouter>["console"]["overview"]["ledger"][number];

const LEDGER_COLUMNS: Column<LedgerEntry>[] = [
  { id: "when", header: "When", cell: (entry) => new Date(entry.created_at).toLocaleString() },
  { id: "kind", header: "Kind", cell: (entry) => entry.kind },
  { id: "amount", header: "Amount", cell: (entry) => (entry.amount > 0 ? `+${entry.amount}` : entry.amount) },
  { id: "balance", header: "Balance after", cell: (entry) => entry.balance_after },
];

export default function OverviewPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  return (
    <>
      <h1>Overview</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => {
          const { organization, ledger } = overview.data!;
          return (
            <>
              <dl className="facts">
                <div>
                  <dt>Organization</dt>
                  <dd data-testid="org-name">{organization.name}</dd>
                </div>
                <div>
                  <dt>Organization ID</dt>
                  <dd>
                    <div className="row">
                      <code data-testid="org-id" className="whole">
                        {organization.id}
                      </code>
                      <CopyButton text={organization.id} label="Copy the organization ID" />
                    </div>
                    <div className="help">Your operator grants credits to this ID.</div>
                  </dd>
                </div>
                <div>
                  <dt>Languages</dt>
                  <dd>{organization.languages.join(", ")}</dd>
                </div>
                <div>
                  <dt>Credit balance</dt>
                  <dd>
                    <span data-testid="balance">{organization.balance}</span>
                    {organization.balance === 0 ? (
                      <div className="help" data-testid="no-credits">
                        Generating and AI media cost credits; the price shows before anything runs. Your operator grants them to
                        the organization ID above: <code>proseo credits grant --org {organization.id} --amount 1000</code>.
                      </div>
                    ) : null}
                  </dd>
                </div>
              </dl>
              <h2>Recent credit movements</h2>
              <DataTable
                caption="Recent credit movements"
                rows={ledger}
                rowKey={(entry) => entry.id}
                columns={LEDGER_COLUMNS}
                empty="No credit movements yet. Credits are granted by your operator."
              />
            </>
          );
        }}
      </QueryState>
      <ProductSearch />
    </>
  );
}
