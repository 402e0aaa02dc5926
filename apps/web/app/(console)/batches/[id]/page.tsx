"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useTRPC } from "../../../trpc";
import { useCursorPages } from "../../cursor-pages";
import { QueryState } from "../../query-state";
import { BatchProgress, BatchStatus, CancelBatch, inProgress, POLL_MS, pollWhileRunning, useWhen } from "../batch-parts";

type Item = inferRouterOutputs<AppRouter>["batches"]["items"]["items"][number];
type Result = Item["results"][number];

const PAGE = 20;
const RESULT_BADGES: Record<Result["status"], string> = {
  pending: "badge-pending",
  succeeded: "badge-ok",
  failed: "badge-down",
  cancelled: "badge-down",
};

/** The batch's products, each language's outcome, and what each cost and gave back. */
function useColumns(): Column<Item>[] {
  const t = useTranslations("Batch");
  return [
    {
      id: "product",
      header: t("product"),
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
      header: t("languages"),
      cell: (item) => (
        <ul className="batch-results">
          {item.results.map((result) => (
            <li key={result.language} data-testid={`result-${item.sku}-${result.language}`}>
              <code>{result.language}</code>{" "}
              <span className={`badge ${RESULT_BADGES[result.status]}`}>{t(`results.${result.status}`)}</span>
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
      header: t("charged"),
      cell: (item) => item.results.reduce((sum, result) => sum + result.credits_charged, 0),
    },
    {
      id: "refunded",
      header: t("refunded"),
      cell: (item) => item.results.reduce((sum, result) => sum + result.credits_refunded, 0),
    },
  ];
}

/** The batch's products and the outcome of each language, paged; read again whenever the batch moves. */
function Items({ batchId, status }: { batchId: string; status: string }) {
  const t = useTranslations("Batch");
  const columns = useColumns();
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
            caption={t("caption")}
            rows={items.data!.items}
            rowKey={(item) => item.product_id}
            rowProps={(item) => ({ "data-testid": `item-${item.sku}` })}
            columns={columns}
            empty={t("empty")}
          />
          {pages.page > 0 || items.data!.next_cursor ? (
            <Pager
              label={t("pages")}
              range={t("range", {
                first: pages.page * PAGE + 1,
                last: pages.page * PAGE + items.data!.items.length,
                total: items.data!.total,
              })}
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
  const t = useTranslations("Batch");
  const when = useWhen();
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const batch = useQuery(trpc.batches.get.queryOptions({ id }, { refetchInterval: pollWhileRunning(), staleTime: 0 }));
  return (
    <>
      <p>
        <Link href="/batches">{t("all")}</Link>
      </p>
      <QueryState isPending={batch.isPending} error={batch.error} rows={2}>
        {() => {
          const current = batch.data!;
          return (
            <>
              <h1>{t("title", { when: when(current.created_at) })}</h1>
              <div className="row">
                <BatchStatus batch={current} />
                <BatchProgress batch={current} />
                <CancelBatch batch={current} />
              </div>
              {inProgress(current) ? <p className="help">{t("running", { seconds: POLL_MS / 1000 })}</p> : null}
              <dl className="facts">
                {(
                  [
                    ["products", current.total],
                    ["languages", current.languages.join(", ")],
                    ["reserved", current.credits_reserved],
                    ["charged", current.credits_charged],
                    ["refunded", current.credits_refunded],
                    ["succeeded", current.succeeded_count],
                    ["failed", current.failed_count],
                    ["ended", when(current.ended_at)],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term}>
                    <dt>{t(`facts.${term}`)}</dt>
                    <dd data-testid={`fact-${term}`}>{value}</dd>
                  </div>
                ))}
              </dl>
              {current.unresolved_ids.length ? (
                <p className="help">{t("unresolved", { ids: current.unresolved_ids.join(", ") })}</p>
              ) : null}
              <h2>{t("products")}</h2>
              <Items batchId={current.id} status={current.status} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
