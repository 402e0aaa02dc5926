"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { AccountFormEnd, useAccountSubmit } from "./account-submit";
import { LocalePicker } from "./locale-picker";

/** Sign-in, and sign-up (which creates the organization first, then signs in). */
export function CredentialsForm({ mode }: { mode: "signin" | "signup" }) {
  const t = useTranslations("Auth");
  const { error, busy, submit: send } = useAccountSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    if (mode === "signin") return void send(null, email, password, t("wrongCredentials"));
    // Sign-up answers alike for an email that already has an account: then signing in works only with its own password.
    const body = { email, password, organizationName: form.get("organizationName") };
    void send({ url: "/api/signup", body }, email, password, t("signUpFailed"));
  }

  return (
    <main className="auth">
      <h1>{mode === "signin" ? t("signInTitle") : t("signUpTitle")}</h1>
      <form onSubmit={submit} className="stack">
        {mode === "signup" ? (
          <label>
            {t("organizationName")}
            <input name="organizationName" required autoComplete="organization" />
          </label>
        ) : null}
        <label>
          {t("email")}
          <input name="email" type="email" required autoComplete="email" />
        </label>
        <label>
          {t("password")}
          <input
            name="password"
            type="password"
            required
            minLength={8}
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
          />
        </label>
        <AccountFormEnd error={error} busy={busy} label={mode === "signin" ? t("signIn") : t("signUp")} />
      </form>
      <p>
        {mode === "signin" ? (
          <>
            {t("noAccount")} <Link href="/signup">{t("signUp")}</Link>
          </>
        ) : (
          <>
            {t("haveAccount")} <Link href="/signin">{t("signIn")}</Link>
          </>
        )}
      </p>
      <LocalePicker />
    </main>
  );
}
