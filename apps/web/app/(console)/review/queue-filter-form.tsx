"use client";
import { QUALITY_CHECK_NAMES } from "@proseo/writer/constants";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type FormEvent, useId } from "react";
import { CategoryOptions, CategoryTree } from "../category-tree";
import { useCheckLabel } from "../result-report";
import { StaleFilter } from "../stale-filter";
import { QUEUE_SORTS, type QueueFilters, queueHref, readQueueFilters } from "./queue-params";
import { SubmitButton } from "../../submit-button";

/** The review queue's filters; applying them puts them in the URL. */
export function QueueFilterForm({ filters }: { filters: QueueFilters }) {
  const t = useTranslations("QueueFilters");
  const checkLabel = useCheckLabel();
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
    <search aria-label={t("label")}>
      <form key={queueHref(filters)} className="row catalog-filters" onSubmit={apply}>
        <label>
          {t("category")}
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
          {t("qualityAtLeast")}
          <input name="quality_at_least" type="number" min={0} max={100} defaultValue={filters.qualityAtLeast} />
        </label>
        <label>
          {t("qualityBelow")}
          <input name="quality_below" type="number" min={1} max={101} defaultValue={filters.qualityBelow} />
        </label>
        {/* Selects are labelled by id: a label around one would read its options as part of its name. */}
        <div className="filter-field">
          <label htmlFor={`${id}-check`}>{t("failedCheck")}</label>
          <select id={`${id}-check`} name="failed_check" defaultValue={filters.failedCheck} onChange={submitOnChange}>
            <option value="">{t("any")}</option>
            {QUALITY_CHECK_NAMES.map((check) => (
              <option key={check} value={check}>
                {checkLabel(check)}
              </option>
            ))}
          </select>
        </div>
        <label>
          {t("contentIn")}
          <input name="language" defaultValue={filters.language} maxLength={10} placeholder="en" />
        </label>
        <label>
          {t("changedSince")}
          <input name="changed_since" type="date" defaultValue={filters.changedSince} />
        </label>
        <StaleFilter id={`${id}-stale`} value={filters.stale} />
        <div className="filter-field">
          <label htmlFor={`${id}-sort`}>{t("sort")}</label>
          <select id={`${id}-sort`} name="sort" defaultValue={filters.sort} onChange={submitOnChange}>
            {QUEUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>{t("filter")}</SubmitButton>
      </form>
      <CategoryTree awaitingReview selected={filters.category} hrefFor={(category) => queueHref({ ...filters, category })} />
    </search>
  );
}
