"use client";
import { batchReservation, PRICES } from "@proseo/core/constants";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";

/**
 * Asks before a batch is created, with its price: every selected product in every language of the
 * organization, at the batch price. The idempotency key comes with the dialog, so a second click or a
 * retry after a lost answer gives back the same batch instead of reserving twice.
 */
export function BatchDialog({
  productIds,
  idempotencyKey,
  onClose,
}: {
  productIds: string[];
  idempotencyKey: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Fresh on every opening: the balance shown is the one the batch will draw on.
  const overview = useQuery(trpc.console.overview.queryOptions(undefined, { staleTime: 0 }));
  const create = useMutation(
    trpc.batches.create.mutationOptions({
      trpc: { context: { idempotencyKey } },
      onSuccess: (batch) => {
        void queryClient.invalidateQueries({ queryKey: trpc.console.overview.pathKey() });
        router.push(`/batches/${batch.id}`);
      },
    }),
  );
  const languages = overview.data?.organization.languages ?? [];
  // Every product in every language: a language whose every field is kept is left out, and not charged.
  const price = batchReservation(productIds.length * languages.length);
  const count = (n: number, what: string) => `${n.toLocaleString("en")} ${what}${n === 1 ? "" : "s"}`;

  return (
    <ConfirmDialog
      open
      title="Generate in a batch"
      confirmLabel={overview.data ? `Create the batch for ${count(price, "credit")}` : "Create the batch"}
      busy={create.isPending || create.isSuccess || !overview.data}
      onConfirm={() => create.mutate({ product_ids: productIds })}
      onCancel={onClose}
    >
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => (
          <>
            <p data-testid="batch-price">
              {count(productIds.length, "product")} × {count(languages.length, "language")} ({languages.join(", ")}) ×{" "}
              {count(PRICES.batchDescriptionPerLanguage, "credit")} per description = <strong>{count(price, "credit")}</strong>
            </p>
            <p className="help">
              The credits are reserved now, when the batch is created. When it ends, the descriptions that failed are refunded;
              your balance is {count(overview.data!.organization.balance, "credit")}.
            </p>
          </>
        )}
      </QueryState>
      <ErrorAlert error={create.error} />
    </ConfirmDialog>
  );
}
