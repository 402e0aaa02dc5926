"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal question before an action that changes what is served: the browser's own dialog (focus
 * kept inside, Escape cancels), opened while `open` is true.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  const t = useTranslations("Ui");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={() => open && onCancel()}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="row">
        <button type="button" className={danger ? "danger" : undefined} onClick={onConfirm} disabled={busy}>
          {busy ? t("working") : confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </button>
      </div>
    </dialog>
  );
}
