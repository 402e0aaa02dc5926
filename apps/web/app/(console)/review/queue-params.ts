import { LANGUAGE_CODE, QUALITY_CHECK_NAMES, type QualityCheckName } from "@proseo/writer/constants";
import { readStale, type StaleChoice } from "../stale-filter";

/** The queue's sorts, each labelled in messages/ (QueueFilters.sorts). */
export const QUEUE_SORTS = ["-updated_at", "quality"] as const;
type QueueSort = (typeof QUEUE_SORTS)[number];

/** What selects and orders the review queue; all of it in the URL, so a reload or a shared link keeps it. */
export interface QueueFilters {
  category: string;
  /** 1 to 101, as text ("" when not filtered). */
  qualityBelow: string;
  /** 0 to 100, as text ("" when not filtered). */
  qualityAtLeast: string;
  failedCheck: QualityCheckName | "";
  language: string;
  /** A day (yyyy-mm-dd): products changed on or after its start, in the browser's time zone. */
  changedSince: string;
  stale: StaleChoice;
  sort: QueueSort;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in a URL; values the API would refuse are left out. */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const quality = Number(params.get("quality_below"));
  const atLeast = params.get("quality_at_least") || "";
  const failed = params.get("failed_check") ?? "";
  const language = params.get("language") ?? "";
  const changed = params.get("changed_since") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    category: params.get("category")?.trim() ?? "",
    qualityBelow: Number.isInteger(quality) && quality >= 1 && quality <= 101 ? String(quality) : "",
    qualityAtLeast: /^\d+$/.test(atLeast) && Number(atLeast) <= 100 ? String(Number(atLeast)) : "",
    failedCheck: (QUALITY_CHECK_NAMES as string[]).includes(failed) ? (failed as QualityCheckName) : "",
    language: LANGUAGE_CODE.test(language) ? language : "",
    changedSince: DAY.test(changed) ? changed : "",
    stale: readStale(params),
    sort: QUEUE_SORTS.includes(sort as QueueSort) ? (sort as QueueSort) : "-updated_at",
  };
}

/**
 * The queue's URL for these filters; `mode=one` opens the keyboard review of one product at a time
 * (review-mode.tsx) over the same filters. Defaults are left out so the plain queue is just /review.
 */
export function queueHref(filters: QueueFilters, mode?: "one"): string {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  if (filters.category) params.set("category", filters.category);
  if (filters.qualityBelow) params.set("quality_below", filters.qualityBelow);
  if (filters.qualityAtLeast) params.set("quality_at_least", filters.qualityAtLeast);
  if (filters.failedCheck) params.set("failed_check", filters.failedCheck);
  if (filters.language) params.set("language", filters.language);
  if (filters.changedSince) params.set("changed_since", filters.changedSince);
  if (filters.stale) params.set("stale", filters.stale);
  if (filters.sort !== "-updated_at") params.set("sort", filters.sort);
  const search = params.toString();
  return search ? `/review?${search}` : "/review";
}

/** The filters as console.review.list takes them. */
export const queueInput = (filters: QueueFilters) => ({
  sort: filters.sort,
  category: filters.category || undefined,
  quality_below: filters.qualityBelow ? Number(filters.qualityBelow) : undefined,
  quality_at_least: filters.qualityAtLeast ? Number(filters.qualityAtLeast) : undefined,
  failed_check: filters.failedCheck || undefined,
  language: filters.language || undefined,
  updated_since: filters.changedSince ? new Date(`${filters.changedSince}T00:00:00`).toISOString() : undefined,
  stale: filters.stale || undefined,
});
