"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { tryAgainSeconds } from "../lib/sign-in-refusal";
import { SubmitButton } from "./submit-button";

/** Where a form that makes an account posts (sign-up, an invitation), before signing in with it. */
interface AccountRequest {
  url: string;
  body: Record<string, unknown>;
}

/** Posts the request that makes the account, if any, then signs in; says what failed. */
export function useAccountSubmit() {
  const t = useTranslations("Auth");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(request: AccountRequest | null, email: string, password: string, signInFailed: string) {
    setBusy(true);
    setError(null);
    if (request) {
      const response = await fetch(request.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request.body),
      });
      if (!response.ok) {
        const body = (await response.json()) as { error: { message: string; details?: { path: string; message: string }[] } };
        setError([body.error.message, ...(body.error.details ?? []).map((d) => `${d.path}: ${d.message}`)].join(" "));
        setBusy(false);
        return;
      }
    }
    const result = await signIn("credentials", { email, password, redirect: false });
    setBusy(false);
    if (result?.ok) router.replace("/");
    else {
      const wait = tryAgainSeconds(result?.error);
      setError(wait === null ? signInFailed : wait > 0 ? t("tooManyWait", { seconds: wait }) : t("tooMany"));
    }
  }

  return { error, busy, submit };
}

/**
 * The end of an account form: what failed, and its button, disabled while the form is sent and until the page is
 * hydrated. Sent before, the form would be submitted by the browser itself, as a GET with the password in the URL.
 */
export function AccountFormEnd({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  const t = useTranslations("Auth");
  return (
    <>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <SubmitButton disabled={busy}>{busy ? t("pleaseWait") : label}</SubmitButton>
    </>
  );
}
