"use client";
import { ConfirmDialog, DataTable, Pager } from "@proseo/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { BulkActions } from "./bulk-actions";
import { Comparison } from "./comparison";
import { History } from "./history";
import { ReviewMode } from "./review-mode";
import { QueueFilterForm } from "./queue-filter-form";
import { candidateVersion, ReviewActions, unpublishWarning, useReloadReview } from "./review-actions";
import { type QueueFilters, queueHref, queueInput, readQueueFilters } from "./queue-params";
import { RoleGate, useRoleAllows } from "../role";

const PAGE = 20;

/** The action waiting for confirmation. */
type Pending =
  | { kind: "approve"; version: number }
  | { kind: "publish"; version: number }
  | { kind: "unpublish"; version: number };

const when = (iso: string) => new Date(iso).toLocaleString();

export default function ReviewPage() {
  return (
    <>
      <h1>Review queue</h1>
      <p className="muted">
        Products whose newest version is not the one served. Compare it with what is served, then approve it, publish another
        version, or stop serving the product; or select many and approve or unpublish them at once.
      </p>
      {/* The queue reads its filters from the URL, which is known only in the browser. */}
      <Suspense
        fallback={
          <QueryState isPending error={null} rows={5}>
            {() => null}
          </QueryState>
        }
      >
        <FilteredQueue />
      </Suspense>
    </>
  );
}

function FilteredQueue() {
  const searchParams = useSearchParams();
  const filters = readQueueFilters(searchParams);
  if (searchParams.get("mode") === "one") return <ReviewMode />;
  // New filters start a new queue: its first page, and an empty selection.
  return (
    <>
      <QueueFilterForm filters={filters} />
      <p>
        {/* The keyboard review of one product at a time (review-mode.tsx) opens on mode=one, over the same filters. */}
        <Link href={queueHref(filters, "one")}>Review one by one with the keyboard</Link>
      </p>
      <Queue key={queueHref(filters)} filters={filters} />
    </>
  );
}

function Queue({ filters }: { filters: QueueFilters }) {
  const trpc = useTRPC();
  const reload = useReloadReview();
  const pages = useCursorPages();
  const { cursor } = pages;
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The selection for the bulk actions survives paging; a new Queue (new filters) starts without one.
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // A "select all matching" loading: the rows' boxes wait for it (bulk-actions.tsx).
  const [collecting, setCollecting] = useState(false);
  const queue = useQuery(trpc.console.review.list.queryOptions({ ...queueInput(filters), limit: PAGE, cursor }));
  const review = useQuery(trpc.console.review.get.queryOptions({ id: selected ?? "" }, { enabled: selected !== null }));

  /** What a mutation does once answered: closes the dialog; on success, says so and reloads what changed. */
  const settle = (message: string) => ({
    onSuccess: () => {
      setPending(null);
      setDone(message);
      reload();
    },
    onError: () => setPending(null),
  });
  const approve = useMutation(trpc.publishing.approve.mutationOptions());
  const publish = useMutation(trpc.publishing.publish.mutationOptions());
  const unpublish = useMutation(trpc.publishing.unpublish.mutationOptions());
  const canPublish = useRoleAllows("editor");
  const busy = approve.isPending || publish.isPending || unpublish.isPending;
  const failure = approve.error ?? publish.error ?? unpublish.error;

  function confirm() {
    if (!pending || !selected) return;
    const id = selected;
    const served = `Version ${pending.version} is now served.`;
    if (pending.kind === "approve") approve.mutate({ id }, settle(served));
    if (pending.kind === "publish") publish.mutate({ id, version: pending.version }, settle(served));
    if (pending.kind === "unpublish") unpublish.mutate({ id }, settle("Nothing of this product is served now."));
  }

  function open(id: string) {
    setSelected(id);
    setDone(null);
    approve.reset();
    publish.reset();
    unpublish.reset();
  }

  const product = review.data?.product;
  const served = review.data?.published ?? null;
  const candidate = candidateVersion(product);

  const filtered = queueHref({ ...filters, sort: "-updated_at" }) !== "/review";
  return (
    <>
      <QueryState isPending={queue.isPending} error={queue.error}>
        {() => {
          const { products, total, total_capped, next_cursor } = queue.data!;
          const first = pages.page * PAGE + 1;
          return (
            <>
              <RoleGate needs="editor">
                <BulkActions
                  filters={filters}
                  total={total}
                  totalCapped={total_capped}
                  rows={products}
                  selected={chosen}
                  onSelect={setChosen}
                  onCollecting={setCollecting}
                />
              </RoleGate>
              <DataTable
                caption="Products waiting for review"
                rows={products}
                rowKey={(item) => item.id}
                rowProps={(item) => ({ "data-testid": `queue-${item.sku}`, "aria-current": item.id === selected || undefined })}
                selection={
                  canPublish
                    ? { selected: chosen, onChange: setChosen, label: (item) => `Select ${item.sku}`, busy: collecting }
                    : undefined
                }
                empty={
                  filtered ? (
                    <>
                      No product waiting for review matches these filters. <Link href="/review">Clear the filters</Link>
                    </>
                  ) : (
                    "Nothing to review: every product serves its newest version."
                  )
                }
                columns={[
                  {
                    id: "product",
                    header: "Product",
                    cell: (item) => (
                      <>
                        <Link href={`/products/${item.id}`}>
                          <code>{item.sku}</code>
                        </Link>
                        <div className="muted">{item.name}</div>
                      </>
                    ),
                  },
                  { id: "candidate", header: "Candidate", cell: (item) => `v${item.version}` },
                  { id: "quality", header: "Quality", cell: (item) => item.quality_min ?? "—" },
                  {
                    id: "served",
                    header: "Served",
                    cell: (item) => (item.published_version === null ? "nothing" : `v${item.published_version}`),
                  },
                  {
                    id: "actions",
                    header: "Actions",
                    hiddenHeader: true,
                    cell: (item) => (
                      <button type="button" className="secondary" onClick={() => open(item.id)}>
                        Review<span className="visually-hidden"> {item.sku}</span>
                      </button>
                    ),
                  },
                ]}
              />
              {total === 0 ? null : (
                <Pager
                  label="Review queue pages"
                  range={`${first}–${first + products.length - 1} of ${total.toLocaleString()}${total_capped ? "+" : ""}`}
                  onPrevious={pages.previous}
                  onNext={pages.next(next_cursor)}
                />
              )}
            </>
          );
        }}
      </QueryState>

      {selected ? (
        <section aria-labelledby="review-title" className="review">
          <QueryState isPending={review.isPending} error={review.error} rows={4}>
            {() => (
              <>
                <h2 id="review-title">
                  Review <code>{product!.sku}</code>
                </h2>
                <dl className="facts">
                  <div>
                    <dt>Candidate</dt>
                    <dd data-testid="candidate-version">{candidate === null ? "none" : `version ${candidate}`}</dd>
                  </div>
                  <div>
                    <dt>Served</dt>
                    <dd data-testid="served-version">{served ? `version ${served.version}` : "nothing"}</dd>
                  </div>
                  <div>
                    <dt>Published</dt>
                    <dd>{served ? when(served.published_at) : "—"}</dd>
                  </div>
                </dl>
                {done ? <p role="status">{done}</p> : null}
                {failure ? (
                  <p role="alert" className="error">
                    {failure.message}
                  </p>
                ) : null}
                {canPublish ? (
                  <ReviewActions
                    candidate={candidate}
                    served={served !== null}
                    approving={busy}
                    onApprove={() => candidate !== null && setPending({ kind: "approve", version: candidate })}
                    onUnpublish={() => served && setPending({ kind: "unpublish", version: served.version })}
                  />
                ) : null}
                <Comparison product={product!} served={served} />
                <History
                  key={product!.id}
                  productId={product!.id}
                  servedVersion={served?.version ?? null}
                  onPublish={canPublish ? (version) => setPending({ kind: "publish", version }) : undefined}
                />
              </>
            )}
          </QueryState>
        </section>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === "unpublish"
            ? "Stop serving this product?"
            : `${pending?.kind === "approve" ? "Approve" : "Publish"} version ${pending?.version}?`
        }
        confirmLabel={pending?.kind === "unpublish" ? "Unpublish" : pending?.kind === "approve" ? "Approve" : "Publish"}
        danger={pending?.kind === "unpublish"}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending?.kind === "unpublish"
            ? unpublishWarning(pending.version)
            : `Version ${pending?.version} will be served${served ? ` instead of version ${served.version}` : ""}.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
