"use client";
import type { AppRouter } from "@proseo/api";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";
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

/** A batch's moment in the member's language, or a dash. */
export function useWhen() {
  const format = useFormatter();
  return (iso: string | null) => (iso ? format.dateTime(new Date(iso), "moment") : "—");
}

const BADGES: Record<Batch["status"], string> = {
  submitted: "badge-pending",
  ingesting: "badge-pending",
  ended: "badge-ok",
  cancelled: "badge-down",
};

export function BatchStatus({ batch }: { batch: Batch }) {
  const t = useTranslations("Batches");
  return <span className={`badge ${BADGES[batch.status]}`}>{t(`statuses.${batch.status}`)}</span>;
}

/**
 * The descriptions the provider has finished out of the batch's, as a bar and in words; indeterminate
 * while a running batch's provider has reported nothing yet.
 */
export function BatchProgress({ batch }: { batch: Batch }) {
  const t = useTranslations("Batches");
  const { completed, failed, total } = batch.progress;
  const done = completed + failed;
  const waiting = done === 0 && inProgress(batch);
  const text = waiting ? t("waiting") : t("written", { done, total, failed });
  return (
    <div className="batch-progress">
      {waiting ? (
        <progress aria-label={t("progress", { text })} />
      ) : (
        <progress value={done} max={total} aria-label={t("progress", { text })} />
      )}
      <span className="muted">{text}</span>
    </div>
  );
}

/** What an ended or cancelled batch cost; nothing while it runs. */
export function BatchCredits({ batch }: { batch: Batch }) {
  const t = useTranslations("Batches");
  if (inProgress(batch)) return <span className="muted">{t("reserved", { count: batch.credits_reserved })}</span>;
  return <span>{t("chargedRefunded", { charged: batch.credits_charged, refunded: batch.credits_refunded })}</span>;
}

/** Cancels a submitted batch after a confirmation that says what comes back, then says what did. */
export function CancelBatch({ batch }: { batch: Batch }) {
  const t = useTranslations("Batches");
  const when = useWhen();
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
        {t("cancelled", { count: cancel.data.credits_refunded })}
      </p>
    );
  }
  if (batch.status !== "submitted" || !canCancel) return null;
  return (
    <>
      <button type="button" className="secondary small" onClick={() => setAsking(true)}>
        {t.rich("cancel", {
          when: when(batch.created_at),
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
      </button>
      <ErrorAlert error={cancel.error} />
      <ConfirmDialog
        open={asking}
        title={t("cancelTitle")}
        confirmLabel={t("cancelConfirm")}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: batch.id })}
        onCancel={() => setAsking(false)}
      >
        {batch.credits_charged > 0 ? (
          // The engine's batches record and charge the products written while they run (docs/contract.md).
          <p>{t("cancelPartial", { count: batch.credits_reserved - batch.credits_charged })}</p>
        ) : (
          <p>{t("cancelWhole", { products: batch.total, credits: batch.credits_reserved })}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
