"use client";
import type { AppRouter } from "@proseo/api";
import { LIMITS } from "@proseo/core/constants";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { type QueueFilters, queueInput } from "./queue-params";

type Outcome = inferRouterOutputs<AppRouter>["publishing"]["approveMany"]["results"][number]["outcome"];
type Action = "approve" | "unpublish";

/** The most products one "select all matching" takes. */
const MAX_SELECTION = 10_000;
/** Ids per page while collecting them: the review queue's largest page. */
const COLLECT_PAGE = 100;

const OUTCOME_LABELS: Record<Outcome, string> = {
  published: "Approved, now served",
  unpublished: "Unpublished",
  no_candidate: "Nothing to approve (already served)",
  not_published: "Nothing to unpublish (not served)",
  not_found: "Not found (deleted meanwhile)",
};

interface Run {
  action: Action;
  done: number;
  total: number;
  outcomes: Partial<Record<Outcome, number>>;
  finished: boolean;
  error?: string;
}

const count = (n: number) => `${n.toLocaleString("en")} product${n === 1 ? "" : "s"}`;

/**
 * The queue's bulk bar: the selection's size, "select all N matching" (the ids collected by paging
 * the filtered queue), approve or unpublish after a confirmation that names how many, processed in
 * chunks of the bulk endpoints' size with a progress bar, and a summary of outcomes by kind.
 */
export function BulkActions({
  filters,
  total,
  totalCapped,
  selected,
  onSelect,
}: {
  filters: QueueFilters;
  total: number;
  totalCapped: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approveMany = useMutation(trpc.publishing.approveMany.mutationOptions());
  const unpublishMany = useMutation(trpc.publishing.unpublishMany.mutationOptions());
  const [collected, setCollected] = useState<number | null>(null);
  const [beyondLimit, setBeyondLimit] = useState(false);
  const [pending, setPending] = useState<Action | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const working = collected !== null || (run !== null && !run.finished);

  async function selectAllMatching() {
    const ids: string[] = [];
    let cursor: string | undefined;
    setCollected(0);
    try {
      do {
        const page = await queryClient.fetchQuery(
          trpc.console.review.list.queryOptions({ ...queueInput(filters), limit: COLLECT_PAGE, cursor }, { staleTime: 0 }),
        );
        ids.push(...page.products.map((product) => product.id));
        setCollected(ids.length);
        cursor = page.next_cursor ?? undefined;
      } while (cursor && ids.length < MAX_SELECTION);
      setBeyondLimit(ids.length > MAX_SELECTION || cursor !== undefined);
      onSelect(new Set(ids.slice(0, MAX_SELECTION)));
    } finally {
      setCollected(null);
    }
  }

  async function act(action: Action) {
    setPending(null);
    const ids = [...selected];
    const state: Run = { action, done: 0, total: ids.length, outcomes: {}, finished: false };
    setRun(state);
    const mutation = action === "approve" ? approveMany : unpublishMany;
    try {
      for (let start = 0; start < ids.length; start += LIMITS.productsPerBulkAction) {
        const chunk = ids.slice(start, start + LIMITS.productsPerBulkAction);
        const { results } = await mutation.mutateAsync({ product_ids: chunk });
        for (const { outcome } of results) state.outcomes[outcome] = (state.outcomes[outcome] ?? 0) + 1;
        state.done += chunk.length;
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

  const matching = `${total.toLocaleString("en")}${totalCapped ? "+" : ""}`;
  return (
    <>
      <div className="row bulk-bar">
        <span role="status" data-testid="selected-count">
          {selected.size === 0 ? "No product selected" : `${selected.size.toLocaleString("en")} selected`}
          {beyondLimit ? ` (the first ${MAX_SELECTION.toLocaleString("en")} of those matching)` : ""}
        </span>
        {total > selected.size || totalCapped ? (
          <button type="button" className="secondary" disabled={working} onClick={() => void selectAllMatching()}>
            Select all {matching} matching
          </button>
        ) : null}
        <button type="button" disabled={selected.size === 0 || working} onClick={() => setPending("approve")}>
          Approve selected
        </button>
        <button
          type="button"
          className="danger"
          disabled={selected.size === 0 || working}
          onClick={() => setPending("unpublish")}
        >
          Unpublish selected
        </button>
        {selected.size > 0 && !working ? (
          <button type="button" className="secondary" onClick={() => onSelect(new Set())}>
            Clear selection
          </button>
        ) : null}
      </div>
      {collected !== null ? (
        <p className="import-progress" role="status">
          Collecting the matching products: {collected.toLocaleString("en")} so far
        </p>
      ) : null}
      {run ? (
        <section aria-labelledby="bulk-run-title" className="import-progress" data-testid="bulk-run">
          <h2 id="bulk-run-title">
            {run.action === "approve" ? "Approving" : "Unpublishing"} {count(run.total)}
          </h2>
          <progress max={run.total} value={run.done} aria-label="Products processed" />
          <p role="status">
            {run.finished ? "Done: " : ""}
            {run.done.toLocaleString("en")} of {run.total.toLocaleString("en")} processed
          </p>
          {run.error ? (
            <p role="alert" className="error">
              Stopped after {count(run.done)}: {run.error}
            </p>
          ) : null}
          {run.finished ? (
            <dl className="summary-facts" data-testid="bulk-summary">
              {(Object.keys(OUTCOME_LABELS) as Outcome[])
                .filter((outcome) => run.outcomes[outcome])
                .map((outcome) => (
                  <div key={outcome} data-testid={`outcome-${outcome}`}>
                    <dt>{OUTCOME_LABELS[outcome]}</dt>
                    <dd>{run.outcomes[outcome]!.toLocaleString("en")}</dd>
                  </div>
                ))}
            </dl>
          ) : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={`${pending === "unpublish" ? "Unpublish" : "Approve"} ${count(selected.size)}?`}
        confirmLabel={pending === "unpublish" ? "Unpublish" : "Approve"}
        danger={pending === "unpublish"}
        onConfirm={() => pending && void act(pending)}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending === "unpublish"
            ? `Nothing of these ${count(selected.size)} will be served; exports and channels will have no published record for them.`
            : `The candidate of each of these ${count(selected.size)} will be served.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
