"use client";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("SecretCallout");
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <section className="callout" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        {t("once")}
        {children}
      </p>
      <code data-testid={testId} className="secret">
        {secret}
      </code>
      <div className="row">
        <button type="button" onClick={copy}>
          {copied ? t("copied") : copyLabel}
        </button>
        <button type="button" className="secondary" onClick={onDismiss}>
          {t("stored")}
        </button>
      </div>
    </section>
  );
}
