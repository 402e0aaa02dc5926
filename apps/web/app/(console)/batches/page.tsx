"use client";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQueries, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import {
  type Batch,
  BatchCredits,
  BatchProgress,
  BatchStatus,
  CancelBatch,
  inProgress,
  POLL_MS,
  pollWhileRunning,
  useWhen,
} from "./batch-parts";

const PAGE = 20;

/** Every batch, newest first; the running ones on the page are polled, which is what advances them. */
export default function BatchesPage() {
  const t = useTranslations("Batches");
  const when = useWhen();
  const columns: Column<Batch>[] = [
    { id: "created", header: t("created"), cell: (batch) => <Link href={`/batches/${batch.id}`}>{when(batch.created_at)}</Link> },
    { id: "products", header: t("products"), cell: (batch) => batch.total },
    { id: "status", header: t("status"), cell: (batch) => <BatchStatus batch={batch} /> },
    { id: "progress", header: t("progressHeader"), cell: (batch) => <BatchProgress batch={batch} /> },
    { id: "credits", header: t("credits"), cell: (batch) => <BatchCredits batch={batch} /> },
    { id: "actions", header: t("actions"), hiddenHeader: true, cell: (batch) => <CancelBatch batch={batch} /> },
  ];
  const trpc = useTRPC();
  const pages = useCursorPages();
  const list = useQuery(trpc.batches.list.queryOptions({ limit: PAGE, cursor: pages.cursor }));
  const running = (list.data?.batches ?? []).filter(inProgress);
  const polled = useQueries({
    queries: running.map((batch) =>
      trpc.batches.get.queryOptions({ id: batch.id }, { refetchInterval: pollWhileRunning(batch), staleTime: 0 }),
    ),
  });
  const live = new Map(polled.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])));
  const { page } = pages;
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="help">{t("help", { seconds: POLL_MS / 1000 })}</p>
      <QueryState isPending={list.isPending} error={list.error}>
        {() => {
          const rows = list.data!.batches.map((batch) => live.get(batch.id) ?? batch);
          return (
            <>
              <DataTable
                caption={t("caption")}
                rows={rows}
                rowKey={(batch) => batch.id}
                rowProps={(batch) => ({ "data-testid": `batch-${batch.id}` })}
                columns={columns}
                empty={t("empty")}
              />
              {page > 0 || list.data!.next_cursor ? (
                <Pager
                  label={t("pages")}
                  range={t("range", { first: page * PAGE + 1, last: page * PAGE + rows.length })}
                  previousLabel={t("newer")}
                  nextLabel={t("older")}
                  onPrevious={pages.previous}
                  onNext={pages.next(list.data!.next_cursor)}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
