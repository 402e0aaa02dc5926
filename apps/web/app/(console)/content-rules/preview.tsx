"use client";
import type { AppRouter } from "@proseo/api";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert } from "../query-state";
import { GroundingCheck, Quality, RulesAppliedTable } from "../result-report";
import { LanguageSelect } from "../language-select";
import { Value } from "../review/comparison";

type PreviewResult = inferRouterOutputs<AppRouter>["contentRules"]["preview"]["saved"];
type PreviewDraft = inferRouterInputs<AppRouter>["contentRules"]["preview"]["draft"];

function PreviewColumn({ title, result, testId }: { title: string; result: PreviewResult; testId: string }) {
  return (
    <article className="card" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <h4>Description</h4>
      <div data-testid="preview-description">
        <Value value={result.content.description_html} html />
      </div>
      <h4>Bullets ({result.content.bullets.length})</h4>
      <div data-testid="preview-bullets">
        <Value value={result.content.bullets} />
      </div>
      <RulesAppliedTable applied={result.rules_applied} caption={`Rules applied (${title.toLowerCase()})`} />
      <Quality quality={result.quality} />
      <GroundingCheck quality={result.quality} />
    </article>
  );
}

/**
 * The built-in writer on one product, once with the saved rules and once with the draft on this page, side by
 * side: nothing is charged and nothing is stored.
 */
export function Preview({ languages, draft, draftInvalid }: { languages: string[]; draft: PreviewDraft; draftInvalid: boolean }) {
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
      <h2 id="preview-title">Preview</h2>
      <p>
        Runs the built-in writer on one product with the saved rules and with the rules as this page shows them now, unsaved
        changes included. <strong>No credits are charged and nothing is stored.</strong>
      </p>
      <form aria-labelledby="preview-title" className="row" onSubmit={run}>
        <label className="inline">
          Find a product
          <input type="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="inline">
          Product
          <select value={chosen} onChange={(event) => setProductId(event.target.value)} disabled={!found.length}>
            {found.map((product) => (
              <option key={product.id} value={product.id}>
                {product.sku} · {product.name}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect className="inline" languages={languages} value={language} onChange={setLanguage} />
        <button type="submit" disabled={preview.isPending || !chosen}>
          {preview.isPending ? "Writing…" : "Preview"}
        </button>
      </form>
      {products.isSuccess && !found.length ? <p className="muted">No product matches: import or add products first.</p> : null}
      {refused ? (
        <p role="alert" className="error">
          The draft has fields marked invalid above: fix them to preview it.
        </p>
      ) : null}
      <ErrorAlert error={preview.error} />
      {preview.data && !preview.isPending ? (
        <div className="preview-columns" data-testid="preview">
          <PreviewColumn title="Saved rules" result={preview.data.saved} testId="preview-saved" />
          <PreviewColumn title="Draft rules" result={preview.data.draft} testId="preview-draft" />
        </div>
      ) : null}
    </section>
  );
}
