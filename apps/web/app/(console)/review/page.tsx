"use client";
import { ConfirmDialog, DataTable, Pager } from "@proseo/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { BulkActions } from "./bulk-actions";
import { Comparison } from "./comparison";
import { History } from "./history";
import { ReviewMode } from "./review-mode";
import { QueueFilterForm } from "./queue-filter-form";
import { candidateVersion, ReviewActions, useReloadReview, useUnpublishWarning } from "./review-actions";
import { type QueueFilters, queueHref, queueInput, readQueueFilters } from "./queue-params";
import { RoleGate, useRoleAllows } from "../role";

const PAGE = 20;

/** The action waiting for confirmation. */
type Pending =
  | { kind: "approve"; version: number }
  | { kind: "publish"; version: number }
  | { kind: "unpublish"; version: number };

export default function ReviewPage() {
  const t = useTranslations("Review");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
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
  const t = useTranslations("Review");
  const searchParams = useSearchParams();
  const filters = readQueueFilters(searchParams);
  if (searchParams.get("mode") === "one") return <ReviewMode />;
  // New filters start a new queue: its first page, and an empty selection.
  return (
    <>
      <QueueFilterForm filters={filters} />
      <p>
        {/* The keyboard review of one product at a time (review-mode.tsx) opens on mode=one, over the same filters. */}
        <Link href={queueHref(filters, "one")}>{t("oneByOne")}</Link>
      </p>
      <Queue key={queueHref(filters)} filters={filters} />
    </>
  );
}

function Queue({ filters }: { filters: QueueFilters }) {
  const t = useTranslations("Review");
  const format = useFormatter();
  const unpublishWarning = useUnpublishWarning();
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
    const served = t("nowServed", { version: pending.version });
    if (pending.kind === "approve") approve.mutate({ id }, settle(served));
    if (pending.kind === "publish") publish.mutate({ id, version: pending.version }, settle(served));
    if (pending.kind === "unpublish") unpublish.mutate({ id }, settle(t("nothingServed")));
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
                caption={t("caption")}
                rows={products}
                rowKey={(item) => item.id}
                rowProps={(item) => ({ "data-testid": `queue-${item.sku}`, "aria-current": item.id === selected || undefined })}
                selection={
                  canPublish
                    ? { selected: chosen, onChange: setChosen, label: (item) => t("select", { sku: item.sku }), busy: collecting }
                    : undefined
                }
                empty={
                  filtered ? (
                    <>
                      {t("noMatch")} <Link href="/review">{t("clearFilters")}</Link>
                    </>
                  ) : (
                    t("empty")
                  )
                }
                columns={[
                  {
                    id: "product",
                    header: t("product"),
                    cell: (item) => (
                      <>
                        <Link href={`/products/${item.id}`}>
                          <code>{item.sku}</code>
                        </Link>
                        <div className="muted">{item.name}</div>
                      </>
                    ),
                  },
                  { id: "candidate", header: t("candidate"), cell: (item) => `v${item.version}` },
                  { id: "quality", header: t("quality"), cell: (item) => item.quality_min ?? "—" },
                  {
                    id: "served",
                    header: t("served"),
                    cell: (item) => (item.published_version === null ? t("nothing") : `v${item.published_version}`),
                  },
                  {
                    id: "actions",
                    header: t("actions"),
                    hiddenHeader: true,
                    cell: (item) => (
                      <button type="button" className="secondary" onClick={() => open(item.id)}>
                        {t.rich("review", {
                          sku: item.sku,
                          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                        })}
                      </button>
                    ),
                  },
                ]}
              />
              {total === 0 ? null : (
                <Pager
                  label={t("pages")}
                  range={t("range", { first, last: first + products.length - 1, total, capped: String(total_capped) })}
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
                <h2 id="review-title">{t.rich("reviewTitle", { sku: product!.sku, code: (chunks) => <code>{chunks}</code> })}</h2>
                <dl className="facts">
                  <div>
                    <dt>{t("candidate")}</dt>
                    <dd data-testid="candidate-version">
                      {candidate === null ? t("none") : t("version", { version: candidate })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("served")}</dt>
                    <dd data-testid="served-version">{served ? t("version", { version: served.version }) : t("nothing")}</dd>
                  </div>
                  <div>
                    <dt>{t("published")}</dt>
                    <dd data-testid="published-at">{served ? format.dateTime(new Date(served.published_at), "moment") : "—"}</dd>
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
            ? t("stopServing")
            : t(pending?.kind === "approve" ? "approveTitle" : "publishTitle", { version: pending?.version ?? "" })
        }
        confirmLabel={pending?.kind === "unpublish" ? t("unpublish") : pending?.kind === "approve" ? t("approve") : t("publish")}
        danger={pending?.kind === "unpublish"}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending?.kind === "unpublish"
            ? unpublishWarning(pending.version)
            : served
              ? t("willServeInstead", { version: pending?.version ?? "", served: served.version })
              : t("willServe", { version: pending?.version ?? "" })}
        </p>
      </ConfirmDialog>
    </>
  );
}
