"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { useRoleAllows } from "../role";
import { CategoryOverrides, type OverrideEdit } from "./category-overrides";
import { Preview } from "./preview";
import { draftOf, focusFirstInvalid, type RulesDraft, rulesOf, serverErrors } from "./rules-draft";
import { attributeNamer, RulesFields } from "./rules-fields";
import { BrokenTextsLink } from "./broken/broken-texts";
import { SubmitButton } from "../../submit-button";

function ContentRulesContent() {
  const t = useTranslations("ContentRules");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canEdit = useRoleAllows("editor");
  const saved = useQuery(trpc.contentRules.get.queryOptions());
  const attributes = useQuery(trpc.contentRules.attributes.queryOptions());
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [draft, setDraft] = useState<RulesDraft | null>(null);
  const [editing, setEditing] = useState<OverrideEdit | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const put = useMutation(trpc.contentRules.put.mutationOptions());

  return (
    <QueryState
      isPending={saved.isPending || attributes.isPending || overview.isPending}
      error={saved.error ?? attributes.error ?? overview.error}
      rows={6}
    >
      {() => {
        const current = draft ?? draftOf(saved.data!.rules);
        const languages = overview.data!.organization.languages;
        // The columns a rule may require, by the names the product's facts view gives them.
        const requirable = attributes.data!.attributes;
        const attributeName = attributeNamer(requirable);
        const checked = rulesOf(current, "organization");
        // The override being written counts in the preview as it stands, like the organization's unsaved fields.
        const writing = editing && { category: editing.category.trim(), checked: rulesOf(editing.draft, "category") };
        const server = serverErrors(put.error);
        const errors = { ...server.fields, ...checked.errors };
        function change(next: RulesDraft) {
          setDraft(next);
          setMessage(null);
          put.reset();
        }
        function save(event: FormEvent<HTMLFormElement>) {
          event.preventDefault();
          const form = event.currentTarget;
          if (Object.keys(checked.errors).length) return focusFirstInvalid(form);
          put.mutate(checked.rules, {
            onSuccess: (answer) => {
              queryClient.setQueryData(trpc.contentRules.get.queryKey(), answer);
              void queryClient.invalidateQueries({ queryKey: trpc.contentRules.broken.pathKey() });
              setDraft(null);
              setMessage(t("saved"));
            },
            onError: () => focusFirstInvalid(form),
          });
        }
        return (
          <>
            <section aria-labelledby="organization-rules-title" className="product-section">
              <h2 id="organization-rules-title">{t("organizationTitle")}</h2>
              <p className="muted">{t("organizationHelp")}</p>
              <form aria-labelledby="organization-rules-title" className="stack narrow" onSubmit={save} noValidate>
                <fieldset className="plain stack" disabled={!canEdit}>
                  <RulesFields
                    draft={current}
                    onChange={change}
                    mode="organization"
                    errors={errors}
                    attributes={requirable}
                    languages={languages}
                    prefix="organization"
                  />
                </fieldset>
                <ErrorAlert error={server.named ? null : put.error} />
                {message ? <p role="status">{message}</p> : null}
                {canEdit ? (
                  <div className="row">
                    <SubmitButton disabled={put.isPending}>{put.isPending ? t("saving") : t("save")}</SubmitButton>
                    {draft ? (
                      <button type="button" className="secondary" onClick={() => change(draftOf(saved.data!.rules))}>
                        {t("discard")}
                      </button>
                    ) : null}
                  </div>
                ) : (
                  <p className="muted">{t("readOnly")}</p>
                )}
              </form>
            </section>
            <CategoryOverrides
              categories={saved.data!.categories}
              editing={editing}
              onEdit={setEditing}
              canEdit={canEdit}
              attributes={requirable}
              languages={languages}
            />
            <BrokenTextsLink />
            <Preview
              languages={languages}
              attributeName={attributeName}
              draft={{
                rules: checked.rules,
                categories: [
                  ...saved.data!.categories.filter((override) => override.category !== writing?.category),
                  ...(writing?.category ? [{ category: writing.category, rules: writing.checked.rules }] : []),
                ],
              }}
              draftInvalid={Object.keys({ ...checked.errors, ...writing?.checked.errors }).length > 0}
            />
          </>
        );
      }}
    </QueryState>
  );
}

export default function ContentRulesPage() {
  const t = useTranslations("ContentRules");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <ContentRulesContent />
    </>
  );
}
