"use client";
import { useTranslations } from "next-intl";
import { MAX_SELECTION } from "./collect-matching";

/**
 * What "select all matching" says while it collects the ids (collect-matching.ts): a progress bar and the count so far,
 * as the selection's boxes and actions wait for it (the products list, the review queue).
 */
export function CollectingProgress({ collected, total }: { collected: number; total: number }) {
  const t = useTranslations("CollectingProgress");
  return (
    <p className="import-progress" role="status">
      <progress max={Math.min(total, MAX_SELECTION)} value={collected} aria-label={t("label")} />{" "}
      {t("text", { count: collected })}
    </p>
  );
}
