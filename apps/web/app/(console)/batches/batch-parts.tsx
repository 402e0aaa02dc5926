"use client";
import type { AppRouter } from "@proseo/api";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert } from "../query-state";
import { useRoleAllows } from "../role";

export type Batch = inferRouterOutputs<AppRouter>["batches"]["get"];

/** The console polls a running batch this often; each poll is what lets it advance. */
export const POLL_MS = 5_000;

export const inProgress = (batch: Pick<Batch, "status">) => batch.status === "submitted" || batch.status === "ingesting";

/** TanStack Query's refetchInterval for a batch: every POLL_MS until it has ended or been cancelled. */
export const pollWhileRunning =
  (initial?: Batch) =>
  (query: { state: { data?: Batch } }): number | false => {
    const batch = query.state.data ?? initial;
    return batch && inProgress(batch) ? POLL_MS : false;
  };

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");

const BADGES: Record<Batch["status"], string> = {
  submitted: "badge-pending",
  ingesting: "badge-pending",
  ended: "badge-ok",
  cancelled: "badge-down",
};

export function BatchStatus({ batch }: { batch: Batch }) {
  return <span className={`badge ${BADGES[batch.status]}`}>{batch.status}</span>;
}

/**
 * The descriptions the provider has finished out of the batch's, as a bar and in words; indeterminate
 * while a running batch's provider has reported nothing yet.
 */
export function BatchProgress({ batch }: { batch: Batch }) {
  const { completed, failed, total } = batch.progress;
  const done = completed + failed;
  const waiting = done === 0 && inProgress(batch);
  const text = waiting ? "waiting for the provider" : `${done} of ${total} written${failed ? ` (${failed} failed)` : ""}`;
  return (
    <div className="batch-progress">
      {waiting ? (
        <progress aria-label={`Batch progress: ${text}`} />
      ) : (
        <progress value={done} max={total} aria-label={`Batch progress: ${text}`} />
      )}
      <span className="muted">{text}</span>
    </div>
  );
}

/** What an ended or cancelled batch cost; nothing while it runs. */
export function BatchCredits({ batch }: { batch: Batch }) {
  if (inProgress(batch)) return <span className="muted">{batch.credits_reserved} reserved</span>;
  return (
    <span>
      {batch.credits_charged} charged, {batch.credits_refunded} refunded
    </span>
  );
}

/** Cancels a submitted batch after a confirmation that says what comes back, then says what did. */
export function CancelBatch({ batch }: { batch: Batch }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const canCancel = useRoleAllows("editor");
  const cancel = useMutation(
    trpc.batches.cancel.mutationOptions({
      onSuccess: (cancelled) => {
        setAsking(false);
        queryClient.setQueryData(trpc.batches.get.queryKey({ id: cancelled.id }), cancelled);
        void queryClient.invalidateQueries({ queryKey: trpc.batches.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.batches.items.queryKey({ id: cancelled.id }) });
      },
    }),
  );
  if (cancel.data) {
    return (
      <p role="status" className="batch-refund">
        Cancelled: {cancel.data.credits_refunded} credits refunded.
      </p>
    );
  }
  if (batch.status !== "submitted" || !canCancel) return null;
  return (
    <>
      <button type="button" className="secondary small" onClick={() => setAsking(true)}>
        Cancel batch<span className="visually-hidden"> of {when(batch.created_at)}</span>
      </button>
      <ErrorAlert error={cancel.error} />
      <ConfirmDialog
        open={asking}
        title="Cancel this batch?"
        confirmLabel="Cancel and refund"
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: batch.id })}
        onCancel={() => setAsking(false)}
      >
        {batch.credits_charged > 0 ? (
          // The engine's batches record and charge the products written while they run (docs/contract.md).
          <p>
            Its products not recorded yet are not written, and the {batch.credits_reserved - batch.credits_charged} credits of the
            reservation not charged come back to your balance.
          </p>
        ) : (
          <p>
            Its {batch.total} {batch.total === 1 ? "product is" : "products are"} not written, and the whole reservation of{" "}
            {batch.credits_reserved} credits comes back to your balance.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
