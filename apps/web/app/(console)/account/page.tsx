"use client";
import { CONSOLE_SESSION_IDLE_SECONDS, CONSOLE_SESSION_LIFETIME_SECONDS } from "@proseo/core/constants";
import { useMutation, useQuery } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { LocalePicker } from "../../locale-picker";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { SubmitButton } from "../../submit-button";

export default function AccountPage() {
  const t = useTranslations("Account");
  const trpc = useTRPC();
  const account = useQuery(trpc.console.account.get.queryOptions());
  const [mismatch, setMismatch] = useState(false);
  const changePassword = useMutation(trpc.console.account.changePassword.mutationOptions());
  const changed = changePassword.data?.sessions_ended ?? null;
  const signOutEverywhere = useMutation(
    trpc.console.account.signOutEverywhere.mutationOptions({ onSuccess: () => signOut({ callbackUrl: "/signin" }) }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    changePassword.reset();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get("newPassword"));
    const differ = newPassword !== String(form.get("confirmPassword"));
    setMismatch(differ);
    if (differ) return;
    changePassword.mutate(
      { currentPassword: String(form.get("currentPassword")), newPassword },
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <>
      <h1>{t("title")}</h1>
      <QueryState isPending={account.isPending} error={account.error} rows={1}>
        {() => (
          <p className="account-email">
            {t.rich("signedInAs", {
              email: account.data!.email,
              strong: (chunks) => <strong data-testid="account-email">{chunks}</strong>,
            })}
          </p>
        )}
      </QueryState>

      <section aria-labelledby="locale-title">
        <h2 id="locale-title">{t("localeTitle")}</h2>
        <p className="help">{t("localeHelp")}</p>
        <LocalePicker />
      </section>

      <section aria-labelledby="password-title">
        <h2 id="password-title">{t("passwordTitle")}</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            {t("currentPassword")}
            <input name="currentPassword" type="password" required autoComplete="current-password" />
          </label>
          <label>
            {t("newPassword")}
            <input
              name="newPassword"
              type="password"
              required
              minLength={8}
              maxLength={200}
              autoComplete="new-password"
              aria-describedby="new-password-help"
            />
          </label>
          <p id="new-password-help" className="help">
            {t("newPasswordHelp")}
          </p>
          <label>
            {t("repeatPassword")}
            <input name="confirmPassword" type="password" required autoComplete="new-password" />
          </label>
          <ErrorAlert error={mismatch ? { message: t("differ") } : changePassword.error} />
          {changed !== null ? <p role="status">{t("changed", { count: changed })}</p> : null}
          <SubmitButton disabled={changePassword.isPending}>
            {changePassword.isPending ? t("changing") : t("change")}
          </SubmitButton>
        </form>
      </section>

      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t("sessionsTitle")}</h2>
        <div className="stack narrow">
          <p className="help">
            {t("sessionsHelp", { hours: CONSOLE_SESSION_IDLE_SECONDS / 3600, days: CONSOLE_SESSION_LIFETIME_SECONDS / 86_400 })}
          </p>
          <ErrorAlert error={signOutEverywhere.error} />
          <div>
            <button
              type="button"
              className="danger"
              onClick={() => signOutEverywhere.mutate()}
              disabled={signOutEverywhere.isPending}
            >
              {t("signOutEverywhere")}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
