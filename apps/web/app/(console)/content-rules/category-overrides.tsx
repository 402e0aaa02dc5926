"use client";
import type { PartialRules } from "@proseo/writer/content-rules/schema";
import { ConfirmDialog, EmptyState } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert } from "../query-state";
import { RulesSummary } from "../result-report";
import {
  draftOf,
  EMPTY_CATEGORY_DRAFT,
  type FieldErrors,
  focusFirstInvalid,
  type RulesDraft,
  rulesOf,
  serverErrors,
} from "./rules-draft";
import { attributeNamer, type RuleAttribute, RulesFields, useFieldError } from "./rules-fields";
import { CategoryOptions, CategoryTree } from "../category-tree";
import { SubmitButton } from "../../submit-button";

/** The override being written: a new prefix (`existing` false) or a saved one. */
export interface OverrideEdit {
  category: string;
  draft: RulesDraft;
  existing: boolean;
}

function OverrideForm({
  edit,
  onEdit,
  attributes,
  languages,
}: {
  edit: OverrideEdit;
  onEdit: (edit: OverrideEdit | null) => void;
  attributes: RuleAttribute[];
  languages: string[];
}) {
  const t = useTranslations("CategoryOverrides");
  const ui = useTranslations("Ui");
  const rules = useTranslations("ContentRules");
  const errorText = useFieldError();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const put = useMutation(trpc.contentRules.putCategory.mutationOptions());
  const checked = rulesOf(edit.draft, "category");
  const server = serverErrors(put.error);
  const errors: FieldErrors = { ...server.fields, ...checked.errors };
  const [attempted, setAttempted] = useState(false);
  const category = edit.category.trim();
  if (attempted && !category) errors.category = { key: "categoryPrefix" };
  const empty = attempted && !Object.keys(checked.rules).length;

  function change(next: OverrideEdit) {
    put.reset();
    onEdit(next);
  }
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    if (Object.keys(checked.errors).length || !category || !Object.keys(checked.rules).length) return focusFirstInvalid(form);
    put.mutate(
      { category, ...checked.rules },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.contentRules.pathKey() });
          onEdit(null);
        },
        onError: () => focusFirstInvalid(form),
      },
    );
  }

  const title = edit.existing ? t("editTitle", { category: edit.category }) : t("newTitle");
  return (
    <form aria-label={title} className="stack narrow card" onSubmit={save} noValidate>
      <h3>{title}</h3>
      {edit.existing ? null : (
        <div className="field">
          <label htmlFor="category-prefix">{t("prefix")}</label>
          <input
            id="category-prefix"
            value={edit.category}
            aria-describedby={errors.category ? "category-prefix-hint category-prefix-error" : "category-prefix-hint"}
            aria-invalid={errors.category ? true : undefined}
            onChange={(event) => change({ ...edit, category: event.target.value })}
            list="override-categories"
          />
          <CategoryOptions id="override-categories" />
          <span id="category-prefix-hint" className="muted">
            {t("prefixHint")}
          </span>
          <details className="category-picker">
            <summary>{t("pick")}</summary>
            <CategoryTree
              awaitingReview={false}
              selected={edit.category.trim()}
              onPick={(path) => change({ ...edit, category: path })}
            />
          </details>
          {errors.category ? (
            <span id="category-prefix-error" className="field-error" data-testid="error-category-prefix">
              {errorText(errors.category)}
            </span>
          ) : null}
        </div>
      )}
      <p className="muted">{t("onlyChanges")}</p>
      <RulesFields
        draft={edit.draft}
        onChange={(draft) => change({ ...edit, draft })}
        mode="category"
        errors={errors}
        attributes={attributes}
        languages={languages}
        prefix="category"
      />
      {empty ? (
        <p role="alert" className="error">
          {t("empty")}
        </p>
      ) : null}
      <ErrorAlert error={server.named ? null : put.error} />
      <div className="row">
        <SubmitButton disabled={put.isPending}>{put.isPending ? rules("saving") : t("save")}</SubmitButton>
        <button type="button" className="secondary" onClick={() => onEdit(null)}>
          {ui("cancel")}
        </button>
      </div>
    </form>
  );
}

/** The category overrides: each saved one with the fields it sets, and a form to add, change or remove them. */
export function CategoryOverrides({
  categories,
  editing,
  onEdit,
  canEdit,
  attributes,
  languages,
}: {
  categories: { category: string; rules: PartialRules }[];
  editing: OverrideEdit | null;
  onEdit: (edit: OverrideEdit | null) => void;
  canEdit: boolean;
  attributes: RuleAttribute[];
  languages: string[];
}) {
  const t = useTranslations("CategoryOverrides");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useMutation(trpc.contentRules.deleteCategory.mutationOptions());
  return (
    <section aria-labelledby="categories-title" className="product-section">
      <h2 id="categories-title">{t("title")}</h2>
      {categories.length ? (
        <ul className="overrides">
          {categories.map((override) => (
            <li key={override.category} className="card" data-testid={`override-${override.category}`}>
              <h3>{override.category}</h3>
              <RulesSummary rules={override.rules} attributeName={attributeNamer(attributes)} />
              {canEdit ? (
                <div className="row">
                  <button
                    type="button"
                    className="secondary small"
                    onClick={() => onEdit({ category: override.category, draft: draftOf(override.rules), existing: true })}
                  >
                    {t.rich("edit", { category: override.category, hidden })}
                  </button>
                  <button type="button" className="danger small" onClick={() => setRemoving(override.category)}>
                    {t.rich("remove", { category: override.category, hidden })}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{t("none")}</EmptyState>
      )}
      {editing ? (
        <OverrideForm
          key={editing.existing ? editing.category : "new"}
          edit={editing}
          onEdit={onEdit}
          attributes={attributes}
          languages={languages}
        />
      ) : canEdit ? (
        <button
          type="button"
          className="secondary"
          onClick={() => onEdit({ category: "", draft: EMPTY_CATEGORY_DRAFT, existing: false })}
        >
          {t("add")}
        </button>
      ) : null}
      <ErrorAlert error={remove.error} />
      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle", { category: String(removing) })}
        confirmLabel={t("removeConfirm")}
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(
            { category: removing! },
            {
              onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.contentRules.pathKey() }),
              onSettled: () => setRemoving(null),
            },
          )
        }
      >
        <p>{t("removeWarning")}</p>
      </ConfirmDialog>
    </section>
  );
}
