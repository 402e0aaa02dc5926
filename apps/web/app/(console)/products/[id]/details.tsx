"use client";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";
import { apiError } from "./api-error";
import { RoleGate } from "../../role";
import type { ProductStatus } from "../list-params";
import { SubmitButton } from "../../../submit-button";

const FIELDS = [
  { name: "sku", required: true },
  { name: "name", required: true },
  { name: "brand", required: false },
  { name: "category", required: false, hint: true },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];
type Base = Record<FieldName, string | null>;

/** The form's text as the API stores it: brand and category left empty are cleared (null). */
const stored = (field: FieldName, text: string) =>
  text.trim() === "" && (field === "brand" || field === "category") ? null : text.trim();

/**
 * The base fields, edited as PATCH wants them: only the fields that changed are sent; a SKU another
 * product holds and invalid values are shown at their field. Status is read-only.
 */
export function Details({ product }: { product: Base & { id: string; status: ProductStatus } }) {
  const t = useTranslations("Product.details");
  const statuses = useTranslations("ProductStatus");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [form, setForm] = useState<Record<FieldName, string>>(() => ({
    sku: product.sku ?? "",
    name: product.name ?? "",
    brand: product.brand ?? "",
    category: product.category ?? "",
  }));
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(trpc.products.update.mutationOptions());
  const remove = useMutation(trpc.products.delete.mutationOptions());

  const failure = apiError(update.error);
  const fieldErrors: Partial<Record<FieldName, string>> = {};
  if (failure.code === "sku_conflict") fieldErrors.sku = update.error!.message;
  for (const detail of failure.details) {
    const field = FIELDS.find(({ name }) => name === detail.path.split(".").at(-1))?.name;
    if (field) fieldErrors[field] ??= detail.message;
  }
  const formError = update.error && !Object.keys(fieldErrors).length ? update.error : null;

  function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const changed = Object.fromEntries(
      FIELDS.map(({ name }) => [name, stored(name, form[name])] as const).filter(([name, value]) => value !== product[name]),
    );
    if (!Object.keys(changed).length) {
      update.reset();
      setMessage(t("nothingChanged"));
      return;
    }
    update.mutate(
      { id: product.id, ...changed },
      {
        onSuccess: (saved) => {
          setMessage(t("saved", { version: saved.version }));
          queryClient.setQueryData(trpc.products.get.queryKey({ id: product.id }), saved);
          void queryClient.invalidateQueries({ queryKey: trpc.products.revisions.pathKey() });
        },
      },
    );
  }

  return (
    <section aria-labelledby="details-title" className="product-section">
      <h2 id="details-title">{t("title")}</h2>
      <form className="product-details" aria-labelledby="details-title" onSubmit={save} noValidate>
        {FIELDS.map((field) => {
          const error = fieldErrors[field.name];
          const hint = "hint" in field ? t("categoryHint") : undefined;
          return (
            <label key={field.name} className="field">
              {t(`fields.${field.name}`)}
              <input
                name={field.name}
                value={form[field.name]}
                required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [error ? `${field.name}-error` : "", hint ? `${field.name}-hint` : ""].join(" ").trim() || undefined
                }
                onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
              />
              {hint ? (
                <span id={`${field.name}-hint`} className="muted">
                  {hint}
                </span>
              ) : null}
              {error ? (
                <span id={`${field.name}-error`} className="field-error" data-testid={`error-${field.name}`}>
                  {error}
                </span>
              ) : null}
            </label>
          );
        })}
        <p className="muted">
          {t.rich("status", { status: statuses(product.status), strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <ErrorAlert error={formError} />
        {message ? <p role="status">{message}</p> : null}
        <RoleGate needs="editor">
          <div className="row">
            <SubmitButton disabled={update.isPending}>{update.isPending ? t("saving") : t("save")}</SubmitButton>
            <button type="button" className="danger" onClick={() => setConfirming(true)}>
              {t("delete")}
            </button>
          </div>
        </RoleGate>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("deleteTitle", { sku: product.sku ?? "" })}
        confirmLabel={t("deleteConfirm")}
        danger
        busy={remove.isPending}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(
            { id: product.id },
            {
              onSuccess: () => {
                void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
                router.push("/products");
              },
            },
          )
        }
      >
        <p>{t("deleteText")}</p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </section>
  );
}
