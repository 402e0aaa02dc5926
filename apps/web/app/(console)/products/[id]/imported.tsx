"use client";
import { DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { apiError } from "./api-error";
import { useRoleAllows } from "../../role";
import { SubmitButton } from "../../../submit-button";

/** An imported value as text: a per-language object as "en: …; de: …", anything else as JSON. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${asText(item)}`)
      .join("; ");
  }
  return JSON.stringify(value);
}

/** The column name an attribute takes in the commerce platform's CSV export; saved for the whole organization. */
function ExternalCode({ code, externalCode }: { code: string; externalCode: string | null }) {
  const t = useTranslations("Imported");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState(externalCode ?? "");
  const canEdit = useRoleAllows("editor");
  const update = useMutation(trpc.attributes.update.mutationOptions());
  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { code, external_code: text.trim() || null },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.attributes.list.queryKey() }) },
    );
  }
  if (!canEdit) return externalCode ? <code>{externalCode}</code> : "—";
  return (
    <form className="row inline-form" onSubmit={save}>
      <label>
        <span className="visually-hidden">{t("exportColumnOf", { code })}</span>
        <input value={text} placeholder={code} onChange={(event) => setText(event.target.value)} />
      </label>
      <SubmitButton className="secondary small" disabled={update.isPending}>
        {t.rich("save", { code, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
      </SubmitButton>
      {update.isSuccess ? <span role="status">{t("saved")}</span> : null}
      {/* A refused name says why: the column it clashes with in each channel's file. */}
      <ErrorAlert
        error={
          update.error && {
            message:
              apiError(update.error)
                .details.map((detail) => detail.message)
                .join(" ") || update.error.message,
          }
        }
      />
    </form>
  );
}

/**
 * The product's imported columns with their values, and each attribute's export column
 * (external_code, shared by every product of the organization; empty: the code itself).
 */
export function Imported({ sourceData }: { sourceData: Record<string, unknown> }) {
  const t = useTranslations("Imported");
  const trpc = useTRPC();
  const attributes = useQuery(trpc.attributes.list.queryOptions());
  const columns = Object.entries(sourceData).map(([code, value]) => ({ code, value }));
  return (
    <section aria-labelledby="imported-title" className="product-section">
      <h2 id="imported-title">{t("title")}</h2>
      <QueryState isPending={attributes.isPending} error={attributes.error}>
        {() => {
          const byCode = new Map(attributes.data!.attributes.map((attribute) => [attribute.code, attribute]));
          const content = attributes.data!.attributes.filter((attribute) => attribute.kind === "content");
          return (
            <>
              <DataTable
                caption={t("columns")}
                rows={columns}
                rowKey={(row) => row.code}
                rowProps={(row) => ({ "data-testid": `column-${row.code}` })}
                empty={t("noColumns")}
                columns={[
                  { id: "column", header: t("column"), cell: (row) => <code>{row.code}</code> },
                  { id: "value", header: t("value"), cell: (row) => <span className="value">{asText(row.value)}</span> },
                  {
                    id: "export",
                    header: t("exportColumn"),
                    cell: (row) => {
                      const attribute = byCode.get(row.code);
                      return attribute ? <ExternalCode code={row.code} externalCode={attribute.external_code} /> : "—";
                    },
                  },
                ]}
              />
              <details className="attributes">
                <summary>{t("attributesSummary")}</summary>
                <DataTable
                  caption={t("attributes")}
                  rows={content}
                  rowKey={(row) => row.code}
                  empty={t("noAttributes")}
                  columns={[
                    { id: "code", header: t("attribute"), cell: (row) => <code>{row.code}</code> },
                    { id: "label", header: t("label"), cell: (row) => row.label },
                    {
                      id: "export",
                      header: t("exportColumn"),
                      cell: (row) => <ExternalCode code={row.code} externalCode={row.external_code} />,
                    },
                  ]}
                />
              </details>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
