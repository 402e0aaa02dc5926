"use client";
import { batchReservation, LIMITS, PRICES } from "@proseo/core/constants";
import { ConfirmDialog } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC, useTRPCClient } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";

/** The batches a selection becomes: its products in file order, at most the contract's limit each. */
const batchesOf = (productIds: readonly string[]) =>
  Array.from({ length: Math.ceil(productIds.length / LIMITS.productsPerBatch) }, (_, index) =>
    productIds.slice(index * LIMITS.productsPerBatch, (index + 1) * LIMITS.productsPerBatch),
  );

/**
 * Asks once before the batches of a selection are created, with their price: every selected product in every
 * language of the organization, at the batch price; with `staleLanguages`, each product in its stale languages only
 * (the batches' `filter.stale`). A selection over the batch limit becomes several batches, created one after another.
 * Each batch's idempotency key comes from the dialog's, so a second click or a retry after a failure or a lost answer
 * gives back the batches already created instead of reserving twice.
 */
export function BatchDialog({
  productIds,
  staleLanguages,
  idempotencyKey,
  onClose,
}: {
  productIds: string[];
  /** Per product, its stale languages (stale_facts): the batches write those only. */
  staleLanguages?: ReadonlyMap<string, string[]>;
  idempotencyKey: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Fresh on every opening: the balance shown is the one the batches will draw on.
  const overview = useQuery(trpc.console.overview.queryOptions(undefined, { staleTime: 0 }));
  const [created, setCreated] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const batches = batchesOf(productIds);
  const languages = overview.data?.organization.languages ?? [];
  // Every product in every language (its stale ones with staleLanguages). A language whose every field is kept is
  // skipped by the batch and not reserved, so the price said here is at most one description per such language high.
  const descriptions = staleLanguages
    ? productIds.reduce(
        (sum, id) => sum + (staleLanguages.get(id) ?? []).filter((language) => languages.includes(language)).length,
        0,
      )
    : productIds.length * languages.length;
  const price = batchReservation(descriptions);
  const count = (n: number, what: string) => `${n.toLocaleString("en")} ${what}${n === 1 ? "" : "s"}`;

  async function createAll() {
    setRunning(true);
    setError(null);
    const ids: string[] = [];
    try {
      for (const [index, product_ids] of batches.entries()) {
        const context = { idempotencyKey: batches.length === 1 ? idempotencyKey : `${idempotencyKey}-${index + 1}` };
        const filter = staleLanguages ? { filter: { stale: true as const } } : {};
        ids.push((await client.batches.create.mutate({ product_ids, ...filter }, { context })).id);
        setCreated([...ids]);
      }
    } catch (failure) {
      setError(failure as Error);
      setRunning(false);
      return;
    } finally {
      void queryClient.invalidateQueries({ queryKey: trpc.console.overview.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.batches.pathKey() });
    }
    router.push(ids.length === 1 ? `/batches/${ids[0]}` : "/batches");
  }

  const what = batches.length === 1 ? "the batch" : `the ${batches.length} batches`;
  return (
    <ConfirmDialog
      open
      title={staleLanguages ? "Regenerate stale content" : "Generate in a batch"}
      confirmLabel={overview.data ? `Create ${what} for ${count(price, "credit")}` : `Create ${what}`}
      busy={running || !overview.data}
      onConfirm={() => void createAll()}
      onCancel={onClose}
    >
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => (
          <>
            {staleLanguages ? (
              <p data-testid="batch-price">
                {count(descriptions, "stale description")} (the languages of {count(productIds.length, "product")} whose facts
                changed since their text was written) × {count(PRICES.batchDescriptionPerLanguage, "credit")} per description ={" "}
                <strong>{count(price, "credit")}</strong>
              </p>
            ) : (
              <p data-testid="batch-price">
                {count(productIds.length, "product")} × {count(languages.length, "language")} ({languages.join(", ")}) ×{" "}
                {count(PRICES.batchDescriptionPerLanguage, "credit")} per description = <strong>{count(price, "credit")}</strong>
              </p>
            )}
            {batches.length > 1 ? (
              <p data-testid="batch-split">
                A batch takes up to {LIMITS.productsPerBatch.toLocaleString("en")} products: the selection goes in{" "}
                {batches.length} batches ({batches.map((batch) => batch.length.toLocaleString("en")).join(", ")} products).
              </p>
            ) : null}
            <p className="help">
              The credits are reserved now, when the batches are created. When a batch ends, the descriptions that failed are
              refunded; your balance is {count(overview.data!.organization.balance, "credit")}.
            </p>
          </>
        )}
      </QueryState>
      {batches.length > 1 && (running || created.length > 0) ? (
        <p role="status" data-testid="batches-created">
          {created.length} of {batches.length} batches created
        </p>
      ) : null}
      {error ? (
        <>
          <ErrorAlert error={error} />
          {created.length > 0 ? (
            <p>
              {created.length === 1 ? "1 batch was" : `${created.length} batches were`} created before it; confirming again
              creates the rest without creating those again.
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
