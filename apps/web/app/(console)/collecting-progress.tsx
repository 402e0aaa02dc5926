import { MAX_SELECTION } from "./collect-matching";

/**
 * What "select all matching" says while it collects the ids (collect-matching.ts): a progress bar and the count so far,
 * as the selection's boxes and actions wait for it (the products list, the review queue).
 */
export function CollectingProgress({ collected, total }: { collected: number; total: number }) {
  return (
    <p className="import-progress" role="status">
      <progress max={Math.min(total, MAX_SELECTION)} value={collected} aria-label="Matching products collected" /> Collecting the
      matching products: {collected.toLocaleString("en")} so far; the selection and its actions wait for them.
    </p>
  );
}
