"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** Loading and error states of a query, sized like the content so nothing shifts when data arrives. */
export function QueryState({
  isPending,
  error,
  rows = 3,
  children,
}: {
  isPending: boolean;
  error: { message: string } | null;
  rows?: number;
  children: () => ReactNode;
}) {
  const t = useTranslations("QueryState");
  if (error) {
    return (
      <p role="alert" className="error">
        {t("failed", { message: error.message })}
      </p>
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t("loading")}>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <div key={row} className="skeleton" />
        ))}
      </div>
    );
  }
  return <>{children()}</>;
}

/** What went wrong with an action (a failed mutation), or nothing. */
export function ErrorAlert({ error }: { error: { message: string } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error.message}
    </p>
  );
}
