"use client";
import { QUALITY_CHECK_LABELS, QUALITY_CHECK_NAMES } from "@proseo/writer/constants";
import { useRouter } from "next/navigation";
import { type FormEvent, useId } from "react";
import { CategoryOptions, CategoryTree } from "../category-tree";
import { StaleFilter } from "../stale-filter";
import { QUEUE_SORTS, type QueueFilters, queueHref, readQueueFilters } from "./queue-params";

/** The review queue's filters; applying them puts them in the URL. */
export function QueueFilterForm({ filters }: { filters: QueueFilters }) {
  const router = useRouter();
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of form) params.set(name, String(value).trim());
    router.push(queueHref(readQueueFilters(params)), { scroll: false });
  }

  const submitOnChange = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();
  return (
    <search aria-label="Filter the review queue">
      <form key={queueHref(filters)} className="row catalog-filters" onSubmit={apply}>
        <label>
          Category (and below)
          <input
            name="category"
            defaultValue={filters.category}
            maxLength={1000}
            placeholder="Apparel/Knitwear"
            list="queue-categories"
          />
          <CategoryOptions id="queue-categories" awaitingReview />
        </label>
        <label>
          Quality at least
          <input name="quality_at_least" type="number" min={0} max={100} defaultValue={filters.qualityAtLeast} />
        </label>
        <label>
          Quality below
          <input name="quality_below" type="number" min={1} max={101} defaultValue={filters.qualityBelow} />
        </label>
        {/* Selects are labelled by id: a label around one would read its options as part of its name. */}
        <div className="filter-field">
          <label htmlFor={`${id}-check`}>Failed check</label>
          <select id={`${id}-check`} name="failed_check" defaultValue={filters.failedCheck} onChange={submitOnChange}>
            <option value="">Any</option>
            {QUALITY_CHECK_NAMES.map((check) => (
              <option key={check} value={check}>
                {QUALITY_CHECK_LABELS[check]}
              </option>
            ))}
          </select>
        </div>
        <label>
          Content in
          <input name="language" defaultValue={filters.language} maxLength={10} placeholder="en" />
        </label>
        <label>
          Changed since
          <input name="changed_since" type="date" defaultValue={filters.changedSince} />
        </label>
        <StaleFilter id={`${id}-stale`} value={filters.stale} />
        <div className="filter-field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} name="sort" defaultValue={filters.sort} onChange={submitOnChange}>
            {Object.entries(QUEUE_SORTS).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Filter</button>
      </form>
      <CategoryTree awaitingReview selected={filters.category} hrefFor={(category) => queueHref({ ...filters, category })} />
    </search>
  );
}
