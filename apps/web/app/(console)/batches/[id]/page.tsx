"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useEffect } from "react";
import { useTRPC } from "../../../trpc";
import { useCursorPages } from "../../cursor-pages";
import { QueryState } from "../../query-state";
import { BatchProgress, BatchStatus, CancelBatch, inProgress, POLL_MS, pollWhileRunning, when } from "../batch-parts";

type Item = inferRouterOutputs<AppRouter>["batches"]["items"]["items"][number];
type Result = Item["results"][number];

const PAGE = 20;
const RESULT_BADGES: Record<Result["status"], string> = {
  pending: "badge-pending",
  succeeded: "badge-ok",
  failed: "badge-down",
  cancelled: "badge-down",
};

const COLUMNS: Column<Item>[] = [
  {
    id: "product",
    header: "Product",
    cell: (item) => (
      <>
        <Link href={`/products/${item.product_id}`}>{item.name}</Link>
        <div className="muted">
          <code>{item.sku}</code>
        </div>
      </>
    ),
  },
  {
    id: "languages",
    header: "Languages",
    cell: (item) => (
      <ul className="batch-results">
        {item.results.map((result) => (
          <li key={result.language} data-testid={`result-${item.sku}-${result.language}`}>
            <code>{result.language}</code> <span className={`badge ${RESULT_BADGES[result.status]}`}>{result.status}</span>
            {result.error ? (
              <div className="muted">
                {result.error.message} <code>{result.error.code}</code>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: "charged",
    header: "Charged",
    cell: (item) => item.results.reduce((sum, result) => sum + result.credits_charged, 0),
  },
  {
    id: "refunded",
    header: "Refunded",
    cell: (item) => item.results.reduce((sum, result) => sum + result.credits_refunded, 0),
  },
];

/** The batch's products and the outcome of each language, paged; read again whenever the batch moves. */
function Items({ batchId, status }: { batchId: string; status: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pages = useCursorPages();
  const items = useQuery(trpc.batches.items.queryOptions({ id: batchId, limit: PAGE, cursor: pages.cursor }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the outcomes change when the status does
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.batches.items.queryKey({ id: batchId }) });
  }, [status]);
  return (
    <QueryState isPending={items.isPending} error={items.error}>
      {() => (
        <>
          <DataTable
            caption="Products of the batch and the outcome of each language"
            rows={items.data!.items}
            rowKey={(item) => item.product_id}
            rowProps={(item) => ({ "data-testid": `item-${item.sku}` })}
            columns={COLUMNS}
            empty="This batch has no products."
          />
          {pages.page > 0 || items.data!.next_cursor ? (
            <Pager
              label="Product pages"
              range={`${pages.page * PAGE + 1}–${pages.page * PAGE + items.data!.items.length} of ${items.data!.total}`}
              onPrevious={pages.previous}
              onNext={pages.next(items.data!.next_cursor)}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

export default function BatchPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const batch = useQuery(trpc.batches.get.queryOptions({ id }, { refetchInterval: pollWhileRunning(), staleTime: 0 }));
  return (
    <>
      <p>
        <Link href="/batches">All batches</Link>
      </p>
      <QueryState isPending={batch.isPending} error={batch.error} rows={2}>
        {() => {
          const current = batch.data!;
          return (
            <>
              <h1>Batch of {when(current.created_at)}</h1>
              <div className="row">
                <BatchStatus batch={current} />
                <BatchProgress batch={current} />
                <CancelBatch batch={current} />
              </div>
              {inProgress(current) ? (
                <p className="help">Running: its status is asked for every {POLL_MS / 1000} seconds and updates live.</p>
              ) : null}
              <dl className="facts">
                {(
                  [
                    ["Products", current.total],
                    ["Languages", current.languages.join(", ")],
                    ["Reserved", current.credits_reserved],
                    ["Charged", current.credits_charged],
                    ["Refunded", current.credits_refunded],
                    ["Succeeded", current.succeeded_count],
                    ["Failed", current.failed_count],
                    ["Ended", when(current.ended_at)],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd data-testid={`fact-${term.toLowerCase()}`}>{value}</dd>
                  </div>
                ))}
              </dl>
              {current.unresolved_ids.length ? (
                <p className="help">
                  Not in the batch (not live products when it was submitted): {current.unresolved_ids.join(", ")}
                </p>
              ) : null}
              <h2>Products</h2>
              <Items batchId={current.id} status={current.status} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
