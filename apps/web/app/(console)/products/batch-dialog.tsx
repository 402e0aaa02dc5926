"use client";
import { batchReservation, LIMITS, PRICES } from "@proseo/core/constants";
import { ConfirmDialog } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
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
  const t = useTranslations("BatchDialog");
  const format = useFormatter();
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

  const credits = (count: number) => t("credits", { count });
  return (
    <ConfirmDialog
      open
      title={staleLanguages ? t("titleStale") : t("title")}
      confirmLabel={
        overview.data
          ? t("createFor", { batches: batches.length, credits: credits(price) })
          : t("create", { batches: batches.length })
      }
      busy={running || !overview.data}
      onConfirm={() => void createAll()}
      onCancel={onClose}
    >
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => (
          <>
            {staleLanguages ? (
              <p data-testid="batch-price">
                {t.rich("priceStale", {
                  descriptions,
                  products: productIds.length,
                  perDescription: credits(PRICES.batchDescriptionPerLanguage),
                  total: credits(price),
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
            ) : (
              <p data-testid="batch-price">
                {t.rich("price", {
                  products: productIds.length,
                  languages: languages.length,
                  codes: languages.join(", "),
                  perDescription: credits(PRICES.batchDescriptionPerLanguage),
                  total: credits(price),
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
            )}
            {batches.length > 1 ? (
              <p data-testid="batch-split">
                {t("split", {
                  perBatch: LIMITS.productsPerBatch,
                  batches: batches.length,
                  sizes: batches.map((batch) => format.number(batch.length)).join(", "),
                })}
              </p>
            ) : null}
            <p className="help">{t("reserved", { balance: credits(overview.data!.organization.balance) })}</p>
          </>
        )}
      </QueryState>
      {batches.length > 1 && (running || created.length > 0) ? (
        <p role="status" data-testid="batches-created">
          {t("createdCount", { created: created.length, batches: batches.length })}
        </p>
      ) : null}
      {error ? (
        <>
          <ErrorAlert error={error} />
          {created.length > 0 ? <p>{t("createdBefore", { count: created.length })}</p> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
