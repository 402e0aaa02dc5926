"use client";
import type { ReactNode } from "react";

/** The props that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  fallbackHint,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A hint shared with other fields, described when this one has neither hint nor error. */
  fallbackHint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || fallbackHint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
