"use client";
import { EmptyState, TabList, TabPanel } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";
import { CONTENT, Value } from "../../review/comparison";
import { useLanguageName } from "../../../language-names";
import { useFieldName } from "../../field-names";
import { claimsByAttribute, GroundingCheck, Quality, RulesAppliedTable } from "../../result-report";
import { useRoleAllows } from "../../role";
import { HTML_ATTRIBUTE } from "../../rich-text";
import { ContentEditForm } from "./content-edit-form";
import { FieldMark } from "./field-marks";
import { VALUE_FIELDS } from "@proseo/core/constants";
import type { AppRouter } from "@proseo/api";
import type { inferRouterOutputs } from "@trpc/server";

type Result = inferRouterOutputs<AppRouter>["console"]["content"]["get"]["results"][number];
type Product = inferRouterOutputs<AppRouter>["products"]["get"];

/** The result field an attribute of the content holds, for the generated ones. */
const fieldOf = (attribute: string) =>
  Object.hasOwn(VALUE_FIELDS, attribute) ? VALUE_FIELDS[attribute as keyof typeof VALUE_FIELDS] : undefined;

function JsonLd({ value, language }: { value: Record<string, unknown>; language: string }) {
  const t = useTranslations("Content");
  const [copied, setCopied] = useState<string | null>(null);
  const text = JSON.stringify(value, null, 2);
  return (
    <div className="json-ld">
      <div className="row">
        <h3>JSON-LD</h3>
        <button
          type="button"
          className="secondary small"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => setCopied(t("copied")),
              () => setCopied(t("copyRefused")),
            )
          }
        >
          {t.rich("copyJsonLd", {
            language,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </button>
        {copied ? <span role="status">{copied}</span> : null}
      </div>
      <pre data-testid="json-ld">{text}</pre>
    </div>
  );
}

/**
 * The content per language in tabs (arrow keys, Home and End move between them): every generated
 * field with who wrote it (a person, an engine) and whether it is locked, the quality score with each check, and the
 * JSON-LD of the newest generation of that language.
 */
export function Content({ product }: { product: Product }) {
  const t = useTranslations("Content");
  const fieldName = useFieldName();
  const languageName = useLanguageName();
  const { id: productId, values } = product;
  const trpc = useTRPC();
  const content = useQuery(trpc.console.content.get.queryOptions({ id: productId }));
  // A link may name the language to open (the content rules' broken texts: content-rules/broken/broken-texts.tsx).
  const [chosen, setChosen] = useState<string | null>(useSearchParams().get("language"));
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Set when a form closes: the Edit button that comes back takes the focus.
  const focusEdit = useRef(false);
  const canEdit = useRoleAllows("editor");
  function doneEditing(version: number | null) {
    setEditing(null);
    setSaved(version === null ? null : t("saved", { version }));
    focusEdit.current = true;
  }
  return (
    <section aria-labelledby="content-title" className="product-section">
      <h2 id="content-title">{t("title")}</h2>
      <QueryState isPending={content.isPending} error={content.error}>
        {() => {
          const results = new Map<string, Result>(content.data!.results.map((result) => [result.language, result]));
          const languages = [...new Set([...Object.values(values).flatMap(Object.keys), ...results.keys()])].sort();
          if (!languages.length) {
            return <EmptyState action={<a href="#generate-title">{t("goToGenerate")}</a>}>{t("empty")}</EmptyState>;
          }
          const language = chosen !== null && languages.includes(chosen) ? chosen : languages[0]!;
          const attributes = [...CONTENT, ...Object.keys(values).filter((code) => !CONTENT.includes(code))];
          const result = results.get(language);
          const claims = claimsByAttribute(result?.quality);
          return (
            <>
              <TabList
                group="language"
                label={t("languages")}
                tabs={languages.map((code) => ({ id: code, label: languageName(code) }))}
                selected={language}
                onSelect={setChosen}
              />
              <TabPanel group="language" id={language}>
                {saved ? <p role="status">{saved}</p> : null}
                {editing === language && result ? (
                  <ContentEditForm productId={productId} language={language} texts={result} onDone={doneEditing} />
                ) : canEdit && result?.status === "succeeded" ? (
                  <button
                    type="button"
                    className="secondary"
                    ref={(button) => {
                      if (button && focusEdit.current) {
                        focusEdit.current = false;
                        button.focus();
                      }
                    }}
                    onClick={() => setEditing(language)}
                  >
                    {t.rich("edit", {
                      language: languageName(language),
                      hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    })}
                  </button>
                ) : null}
                <dl className="content-fields">
                  {attributes.map((attribute) => {
                    const field = fieldOf(attribute);
                    const written = values[attribute]?.[language] !== undefined;
                    return (
                      <div key={attribute} data-testid={`content-${attribute}`}>
                        <dt>
                          {fieldName(attribute)}
                          {field && written ? (
                            <FieldMark
                              product={product}
                              language={language}
                              field={field}
                              canLock={canEdit}
                              onLocked={setSaved}
                            />
                          ) : null}
                        </dt>
                        <dd>
                          <Value
                            value={values[attribute]?.[language]}
                            marks={claims.get(attribute)}
                            html={attribute === HTML_ATTRIBUTE}
                          />
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                {result?.quality ? <Quality quality={result.quality} /> : <p className="muted">{t("noQuality")}</p>}
                {result?.quality ? <GroundingCheck quality={result.quality} /> : null}
                {result?.rules_applied ? (
                  <RulesAppliedTable
                    applied={result.rules_applied}
                    caption={t("rulesApplied", { language: languageName(language) })}
                  />
                ) : null}
                {result?.json_ld ? <JsonLd value={result.json_ld} language={languageName(language)} /> : null}
              </TabPanel>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
