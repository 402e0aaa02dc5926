"use client";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQueries, useQuery } from "@tanstack/react-query";
import Link from "next/link";
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
  when,
} from "./batch-parts";

const PAGE = 20;

const COLUMNS: Column<Batch>[] = [
  { id: "created", header: "Created", cell: (batch) => <Link href={`/batches/${batch.id}`}>{when(batch.created_at)}</Link> },
  { id: "products", header: "Products", cell: (batch) => batch.total },
  { id: "status", header: "Status", cell: (batch) => <BatchStatus batch={batch} /> },
  { id: "progress", header: "Progress", cell: (batch) => <BatchProgress batch={batch} /> },
  { id: "credits", header: "Credits", cell: (batch) => <BatchCredits batch={batch} /> },
  { id: "actions", header: "Actions", hiddenHeader: true, cell: (batch) => <CancelBatch batch={batch} /> },
];

/** Every batch, newest first; the running ones on the page are polled, which is what advances them. */
export default function BatchesPage() {
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
      <h1>Batches</h1>
      <p className="help">
        Batches write many descriptions at the batch price. While a batch runs, this page asks for its status every{" "}
        {POLL_MS / 1000} seconds, so progress and status update live.
      </p>
      <QueryState isPending={list.isPending} error={list.error}>
        {() => {
          const rows = list.data!.batches.map((batch) => live.get(batch.id) ?? batch);
          return (
            <>
              <DataTable
                caption="Batches, newest first"
                rows={rows}
                rowKey={(batch) => batch.id}
                rowProps={(batch) => ({ "data-testid": `batch-${batch.id}` })}
                columns={COLUMNS}
                empty="No batches yet. Select products in the catalog and generate them as a batch."
              />
              {page > 0 || list.data!.next_cursor ? (
                <Pager
                  label="Batch pages"
                  range={`${page * PAGE + 1}–${page * PAGE + rows.length}`}
                  previousLabel="Newer batches"
                  nextLabel="Older batches"
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
