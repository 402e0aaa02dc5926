"use client";
import type { AppRouter } from "@proseo/api";
import { LIMITS } from "@proseo/core/constants";
import { ConfirmDialog, DataTable } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { collectMatching, MAX_SELECTION } from "../collect-matching";
import { useLanguageName } from "../../language-names";
import { CollectingProgress } from "../collecting-progress";
import { useCheckLabel } from "../result-report";
import { type QueueFilters, queueInput } from "./queue-params";

type BulkResult = inferRouterOutputs<AppRouter>["publishing"]["approveMany"]["results"][number];
type Outcome = BulkResult["outcome"];
/** approve_failing: approve the products a run skipped for failing the quality checks, with include_failing. */
type Action = "approve" | "unpublish" | "approve_failing";
/** A product as the queue lists it: what names it in the list of skipped products. */
type QueueRow = { id: string; sku: string; name: string };
/** A product a bulk approve skipped, and the quality checks its candidate fails. */
type Skipped = { id: string; failedChecks: NonNullable<BulkResult["failed_checks"]> };

/** Ids per page while collecting them: the review queue's largest page. */
const COLLECT_PAGE = 100;

/** The outcomes in the order the summary lists them, each labelled in messages/ (BulkActions.outcomes). */
const OUTCOMES: Record<Outcome, true> = {
  published: true,
  unpublished: true,
  no_candidate: true,
  not_published: true,
  not_found: true,
  skipped_failing: true,
};

interface Run {
  action: Action;
  done: number;
  total: number;
  outcomes: Partial<Record<Outcome, number>>;
  skipped: Skipped[];
  finished: boolean;
  error?: string;
}

/**
 * The queue's bulk bar: the selection's size, "select all N matching" (the ids collected by paging
 * the filtered queue), approve or unpublish after a confirmation that names how many, processed in
 * chunks of the bulk endpoints' size with a progress bar, and a summary of outcomes by kind. Approve
 * skips the products whose texts fail the quality checks: they are listed with the checks, and can
 * be approved anyway (include_failing).
 */
export function BulkActions({
  filters,
  total,
  totalCapped,
  rows,
  selected,
  onSelect,
  onCollecting,
}: {
  filters: QueueFilters;
  total: number;
  totalCapped: boolean;
  /** The queue's page shown: its products name the skipped ones. */
  rows: readonly QueueRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  /** Told when "select all matching" starts and ends: the rows' boxes wait for it. */
  onCollecting: (collecting: boolean) => void;
}) {
  const t = useTranslations("BulkActions");
  const format = useFormatter();
  const count = (n: number) => t("products", { count: n });
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approveMany = useMutation(trpc.publishing.approveMany.mutationOptions());
  const unpublishMany = useMutation(trpc.publishing.unpublishMany.mutationOptions());
  const [collected, setCollected] = useState<number | null>(null);
  const [beyondLimit, setBeyondLimit] = useState(false);
  const [pending, setPending] = useState<Action | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  // Every queue row seen (pages shown and pages collected), to name the products a run skipped.
  const seen = useRef(new Map<string, QueueRow>()).current;
  for (const row of rows) seen.set(row.id, row);
  const working = collected !== null || (run !== null && !run.finished);
  const skipped = run?.finished && run.action !== "unpublish" ? run.skipped : [];
  /** The products the pending action acts on: the skipped ones for approve_failing, the selection otherwise. */
  const targets = pending === "approve_failing" ? skipped.length : selected.size;

  async function selectAllMatching() {
    setCollected(0);
    onCollecting(true);
    try {
      const { ids, beyond } = await collectMatching(async (cursor) => {
        const page = await queryClient.fetchQuery(
          trpc.console.review.list.queryOptions({ ...queueInput(filters), limit: COLLECT_PAGE, cursor }, { staleTime: 0 }),
        );
        for (const product of page.products) seen.set(product.id, product);
        return page;
      }, setCollected);
      setBeyondLimit(beyond);
      onSelect(ids);
    } finally {
      setCollected(null);
      onCollecting(false);
    }
  }

  async function act(action: Action) {
    setPending(null);
    const ids = action === "approve_failing" ? skipped.map((product) => product.id) : [...selected];
    const state: Run = { action, done: 0, total: ids.length, outcomes: {}, skipped: [], finished: false };
    setRun(state);
    try {
      for (let start = 0; start < ids.length; start += LIMITS.productsPerBulkAction) {
        const product_ids = ids.slice(start, start + LIMITS.productsPerBulkAction);
        const { results } =
          action === "unpublish"
            ? await unpublishMany.mutateAsync({ product_ids })
            : await approveMany.mutateAsync({ product_ids, include_failing: action === "approve_failing" });
        for (const { product_id, outcome, failed_checks } of results) {
          state.outcomes[outcome] = (state.outcomes[outcome] ?? 0) + 1;
          if (failed_checks) state.skipped.push({ id: product_id, failedChecks: failed_checks });
        }
        state.done += product_ids.length;
        setRun({ ...state });
      }
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
    }
    setRun({ ...state, finished: true });
    onSelect(new Set());
    setBeyondLimit(false);
    void queryClient.invalidateQueries({ queryKey: trpc.console.review.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
  }

  const matching = { count: total, capped: String(totalCapped) };
  const failing = (action: Action | null) => String(action === "approve_failing");
  return (
    <>
      <div className="row bulk-bar">
        <span role="status" data-testid="selected-count">
          {selected.size === 0 ? t("noneSelected") : t("selected", { count: selected.size })}
          {beyondLimit ? ` ${t("firstOfMatching", { count: MAX_SELECTION })}` : ""}
        </span>
        {total > selected.size || totalCapped ? (
          <button
            type="button"
            className="secondary"
            disabled={working}
            aria-busy={collected !== null || undefined}
            onClick={() => void selectAllMatching()}
          >
            {collected !== null ? t("selectingAll", matching) : t("selectAll", matching)}
          </button>
        ) : null}
        <button type="button" disabled={selected.size === 0 || working} onClick={() => setPending("approve")}>
          {t("approveSelected")}
        </button>
        <button
          type="button"
          className="danger"
          disabled={selected.size === 0 || working}
          onClick={() => setPending("unpublish")}
        >
          {t("unpublishSelected")}
        </button>
        {selected.size > 0 && !working ? (
          <button type="button" className="secondary" onClick={() => onSelect(new Set())}>
            {t("clearSelection")}
          </button>
        ) : null}
      </div>
      {collected !== null ? <CollectingProgress collected={collected} total={total} /> : null}
      {run ? (
        <section aria-labelledby="bulk-run-title" className="import-progress" data-testid="bulk-run">
          <h2 id="bulk-run-title">
            {t(run.action === "unpublish" ? "unpublishing" : "approving", {
              products: count(run.total),
              failing: failing(run.action),
            })}
          </h2>
          <progress max={run.total} value={run.done} aria-label={t("processedLabel")} />
          <p role="status">{t("processed", { done: run.done, total: run.total, finished: String(run.finished) })}</p>
          {run.error ? (
            <p role="alert" className="error">
              {t("stopped", { products: count(run.done), error: run.error })}
            </p>
          ) : null}
          {run.finished ? (
            <dl className="summary-facts" data-testid="bulk-summary">
              {(Object.keys(OUTCOMES) as Outcome[])
                .filter((outcome) => run.outcomes[outcome])
                .map((outcome) => (
                  <div key={outcome} data-testid={`outcome-${outcome}`}>
                    <dt>{t(`outcomes.${outcome}`)}</dt>
                    <dd>{format.number(run.outcomes[outcome]!)}</dd>
                  </div>
                ))}
            </dl>
          ) : null}
          {skipped.length ? (
            <SkippedProducts skipped={skipped} seen={seen} onApprove={() => setPending("approve_failing")} />
          ) : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={t(pending === "unpublish" ? "unpublishTitle" : "approveTitle", {
          products: count(targets),
          failing: failing(pending),
        })}
        confirmLabel={
          pending === "unpublish" ? t("unpublish") : pending === "approve_failing" ? t("approveAnyway") : t("approve")
        }
        danger={pending === "unpublish" || pending === "approve_failing"}
        onConfirm={() => pending && void act(pending)}
        onCancel={() => setPending(null)}
      >
        <p>
          {t(pending === "unpublish" ? "unpublishText" : pending === "approve_failing" ? "approveFailingText" : "approveText", {
            products: count(targets),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The products a bulk approve skipped, each with the quality checks its texts fail, and the offer to approve them anyway. */
function SkippedProducts({
  skipped,
  seen,
  onApprove,
}: {
  skipped: Skipped[];
  seen: ReadonlyMap<string, QueueRow>;
  onApprove: () => void;
}) {
  const t = useTranslations("BulkActions");
  const checkLabel = useCheckLabel();
  const languageName = useLanguageName();
  const products = t("products", { count: skipped.length });
  return (
    <div data-testid="bulk-skipped">
      <h3>{t("skippedTitle", { products })}</h3>
      <p className="muted">{t("skippedHelp")}</p>
      <DataTable
        caption={t("skippedCaption")}
        rows={skipped}
        rowKey={(product) => product.id}
        rowProps={(product) => ({ "data-testid": `skipped-${seen.get(product.id)?.sku ?? product.id}` })}
        empty={null}
        columns={[
          {
            id: "product",
            header: t("product"),
            cell: (product) => (
              <>
                <Link href={`/products/${product.id}`}>
                  <code>{seen.get(product.id)?.sku ?? product.id}</code>
                </Link>
                <div className="muted">{seen.get(product.id)?.name}</div>
              </>
            ),
          },
          {
            id: "checks",
            header: t("failingChecks"),
            cell: (product) => (
              <ul className="checks">
                {product.failedChecks.map((check) => (
                  <li key={`${check.language}-${check.check}`} className="check-failed">
                    <span aria-hidden="true">✗</span> <strong>{checkLabel(check.check)}</strong> ({languageName(check.language)}):{" "}
                    {check.hint}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <button type="button" className="danger" onClick={onApprove}>
        {t("approveProductsAnyway", { products })}
      </button>
    </div>
  );
}
