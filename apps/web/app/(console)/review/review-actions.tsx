"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useTRPC } from "../../trpc";

/** The version an approval would serve: the newest, unless it is served already. */
export function candidateVersion(product: { version: number; published_version: number | null } | undefined) {
  return product && (product.published_version === null || product.version > product.published_version) ? product.version : null;
}

/** Reloads what publishing changes: the review queue and its products, and their histories. */
export function useReloadReview() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.console.review.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.products.revisions.pathKey() });
  };
}

/**
 * A reviewed product's actions: approve its candidate, when it has one, and unpublish it, when something is served;
 * `children` stand between the two. With `shortcuts`, each button names its key (review mode's keyboard).
 */
export function ReviewActions({
  candidate,
  served,
  approving,
  onApprove,
  onUnpublish,
  shortcuts = false,
  children,
}: {
  candidate: number | null;
  served: boolean;
  approving: boolean;
  onApprove: () => void;
  onUnpublish: () => void;
  shortcuts?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("Review");
  return (
    <div className="row actions">
      {candidate !== null ? (
        <button type="button" aria-keyshortcuts={shortcuts ? "a" : undefined} onClick={onApprove} disabled={approving}>
          {t("approveVersion", { version: candidate })}
        </button>
      ) : null}
      {children}
      {served ? (
        <button type="button" className="danger" aria-keyshortcuts={shortcuts ? "u" : undefined} onClick={onUnpublish}>
          {t("unpublish")}
        </button>
      ) : null}
    </div>
  );
}

/** What unpublishing a product's served version does, said before it is done. */
export function useUnpublishWarning() {
  const t = useTranslations("Review");
  return (version: number | undefined, sku?: string) =>
    sku ? t("unpublishWarningOf", { version: version ?? "", sku }) : t("unpublishWarning", { version: version ?? "" });
}
