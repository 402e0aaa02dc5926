"use client";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../trpc";
import { ProductSearch } from "./product-search";
import { QueryState } from "./query-state";

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
                  <dt>Languages</dt>
                  <dd>{organization.languages.join(", ")}</dd>
                </div>
                <div>
                  <dt>Credit balance</dt>
                  <dd data-testid="balance">{organization.balance}</dd>
                </div>
              </dl>
              <h2>Recent credit movements</h2>
              {ledger.length === 0 ? (
                <p className="empty">No credit movements yet. Credits are granted by your operator.</p>
              ) : (
                <div className="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Kind</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Balance after</th>
                      </tr>
                    </thead>
                    <tbody>
                      {ledger.map((entry) => (
                        <tr key={entry.id}>
                          <td>{new Date(entry.created_at).toLocaleString()}</td>
                          <td>{entry.kind}</td>
                          <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                          <td>{entry.balance_after}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
      <ProductSearch />
    </>
  );
}
