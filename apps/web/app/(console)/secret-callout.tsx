"use client";
import { type ReactNode, useId, useState } from "react";

/** A secret shown once (a new key, a webhook's signing secret), with a copy button. */
export function SecretCallout({
  title,
  secret,
  testId,
  copyLabel,
  onDismiss,
  children,
}: {
  title: string;
  secret: string;
  testId: string;
  copyLabel: string;
  onDismiss: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <section className="callout" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>Copy it now: it is shown this once and cannot be shown again.{children}</p>
      <code data-testid={testId} className="secret">
        {secret}
      </code>
      <div className="row">
        <button type="button" onClick={copy}>
          {copied ? "Copied" : copyLabel}
        </button>
        <button type="button" className="secondary" onClick={onDismiss}>
          I have stored it
        </button>
      </div>
    </section>
  );
}
