"use client";
import type { AppRouter } from "@proseo/api";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert } from "../query-state";
import { VALUE_FIELDS } from "@proseo/core/constants";
import { useFieldName } from "../field-names";
import { type AttributeName, claimsByAttribute, GroundingCheck, Quality, RulesAppliedTable } from "../result-report";
import { LanguageSelect } from "../language-select";
import { CONTENT, Value } from "../review/comparison";
import { HTML_ATTRIBUTE } from "../rich-text";
import { SubmitButton } from "../../submit-button";

type PreviewResult = inferRouterOutputs<AppRouter>["contentRules"]["preview"]["saved"];
type PreviewDraft = inferRouterInputs<AppRouter>["contentRules"]["preview"]["draft"];

/**
 * Every text a preview writes, in the order generation writes them (review/comparison.tsx CONTENT), each as the
 * product's content tab shows it (products/[id]/content.tsx): the description rendered through the API's allow-list,
 * the unsupported claims marked.
 */
function PreviewColumn({
  title,
  result,
  testId,
  attributeName,
}: {
  title: string;
  result: PreviewResult;
  testId: string;
  attributeName: AttributeName;
}) {
  const t = useTranslations("Preview");
  const fieldName = useFieldName();
  const claims = claimsByAttribute(result.quality);
  return (
    <article className="card" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <dl className="content-fields">
        {CONTENT.map((attribute) => {
          const value = result.content[VALUE_FIELDS[attribute as keyof typeof VALUE_FIELDS]];
          return (
            <div key={attribute} data-testid={`preview-${attribute}`}>
              <dt>
                {fieldName(attribute)}
                {Array.isArray(value) ? ` (${value.length})` : null}
              </dt>
              <dd>
                <Value value={value} marks={claims.get(attribute)} html={attribute === HTML_ATTRIBUTE} />
              </dd>
            </div>
          );
        })}
      </dl>
      <RulesAppliedTable applied={result.rules_applied} caption={t("rulesApplied", { title })} attributeName={attributeName} />
      <Quality quality={result.quality} />
      <GroundingCheck quality={result.quality} />
    </article>
  );
}

/**
 * The built-in writer on one product, once with the saved rules and once with the draft on this page, side by
 * side: nothing is charged and nothing is stored.
 */
export function Preview({
  languages,
  draft,
  draftInvalid,
  attributeName,
}: {
  languages: string[];
  draft: PreviewDraft;
  draftInvalid: boolean;
  attributeName: AttributeName;
}) {
  const t = useTranslations("Preview");
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [productId, setProductId] = useState("");
  const [language, setLanguage] = useState(languages[0] ?? "en");
  const [refused, setRefused] = useState(false);
  const products = useQuery({
    ...trpc.products.list.queryOptions({ q: search.trim() || undefined, limit: 20, sort: "sku" }),
    placeholderData: keepPreviousData,
  });
  const preview = useMutation(trpc.contentRules.preview.mutationOptions());
  const found = products.data?.products ?? [];
  const chosen = found.some((product) => product.id === productId) ? productId : (found[0]?.id ?? "");

  function run(event: FormEvent) {
    event.preventDefault();
    setRefused(draftInvalid);
    if (draftInvalid || !chosen) return;
    preview.mutate({ product_id: chosen, language, draft });
  }

  return (
    <section aria-labelledby="preview-title" className="product-section">
      <h2 id="preview-title">{t("title")}</h2>
      <p>{t.rich("intro", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <form aria-labelledby="preview-title" className="row" onSubmit={run}>
        <label className="inline">
          {t("find")}
          <input type="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="inline">
          {t("product")}
          <select value={chosen} onChange={(event) => setProductId(event.target.value)} disabled={!found.length}>
            {found.map((product) => (
              <option key={product.id} value={product.id}>
                {product.sku} · {product.name}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect className="inline" languages={languages} value={language} onChange={setLanguage} />
        <SubmitButton disabled={preview.isPending || !chosen}>{preview.isPending ? t("writing") : t("run")}</SubmitButton>
      </form>
      {products.isSuccess && !found.length ? <p className="muted">{t("noProduct")}</p> : null}
      {refused ? (
        <p role="alert" className="error">
          {t("invalid")}
        </p>
      ) : null}
      <ErrorAlert error={preview.error} />
      {preview.data && !preview.isPending ? (
        <div className="preview-columns" data-testid="preview">
          <PreviewColumn title={t("saved")} result={preview.data.saved} testId="preview-saved" attributeName={attributeName} />
          <PreviewColumn title={t("draft")} result={preview.data.draft} testId="preview-draft" attributeName={attributeName} />
        </div>
      ) : null}
    </section>
  );
}
