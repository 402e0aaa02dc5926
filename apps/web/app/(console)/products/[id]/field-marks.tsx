"use client";
import type { AppRouter } from "@proseo/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";
import { useFieldName } from "../../field-names";
import { useTranslations } from "next-intl";

type Product = inferRouterOutputs<AppRouter>["products"]["get"];
type Field = Product["locked_fields"][string][number];

/**
 * Who wrote a field of a language (a person, or an engine) and whether it is locked, with the control that locks or
 * unlocks it (PUT /v1/products/{id}/content/{language}/locks: the language's whole set, a version of its own).
 */
export function FieldMark({
  product,
  language,
  field,
  canLock,
  onLocked,
}: {
  product: Product;
  language: string;
  field: Field;
  /** Whether the member may lock (an editor) and the language has content to lock. */
  canLock: boolean;
  /** Told what a lock or unlock did. */
  onLocked: (message: string) => void;
}) {
  const t = useTranslations("FieldMarks");
  const fieldName = useFieldName();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lock = useMutation(trpc.products.lockFields.mutationOptions());
  const locked = product.locked_fields[language] ?? [];
  const isLocked = locked.includes(field);
  const person = (product.written_by_person[language] ?? []).includes(field);
  const name = fieldName(field);

  function toggle() {
    const fields = isLocked ? locked.filter((item) => item !== field) : [...locked, field];
    lock.mutate(
      { id: product.id, language, fields },
      {
        onSuccess: (locking) => {
          queryClient.setQueryData(trpc.products.get.queryKey({ id: product.id }), locking);
          void queryClient.invalidateQueries({ queryKey: trpc.products.revisions.pathKey() });
          onLocked(t(isLocked ? "unlocked" : "locked", { field: name, version: locking.version }));
        },
      },
    );
  }

  return (
    <span className="field-marks" data-testid={`marks-${field}`}>
      <span className={`badge ${person ? "badge-changed" : "badge-generated"}`}>{person ? t("person") : t("engine")}</span>
      {isLocked ? <span className="badge badge-pending">{t("lockedBadge")}</span> : null}
      {canLock ? (
        <button type="button" className="secondary small" disabled={lock.isPending} onClick={toggle}>
          {t.rich(isLocked ? "unlock" : "lock", {
            field: name,
            language,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </button>
      ) : null}
      <ErrorAlert error={lock.error} />
    </span>
  );
}
