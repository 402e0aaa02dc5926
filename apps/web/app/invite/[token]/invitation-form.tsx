"use client";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { AccountFormEnd, useAccountSubmit } from "../../account-submit";

/** Accepts the invitation (a new account for its email, unless it has one), then signs in with it. */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations("Auth");
  const { error, busy, submit: send } = useAccountSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    const body = { token, name: form.get("name"), password };
    // Accepting answers alike for an email that already has an account: then signing in works only with its own password.
    void send({ url: "/api/invite", body }, email, password, t("signUpFailed"));
  }

  return (
    <form onSubmit={submit} className="stack">
      <label>
        {t("email")}
        <input name="email" type="email" value={email} readOnly autoComplete="username" />
      </label>
      <label>
        {t("nameOptional")}
        <input name="name" maxLength={200} autoComplete="name" />
      </label>
      <label>
        {t("password")}
        <input name="password" type="password" required minLength={8} autoComplete="new-password" />
      </label>
      <AccountFormEnd error={error} busy={busy} label={t("join")} />
    </form>
  );
}
