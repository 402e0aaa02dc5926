"use client";
import { CONSOLE_SESSION_IDLE_SECONDS, CONSOLE_SESSION_LIFETIME_SECONDS } from "@proseo/core/constants";
import { useMutation, useQuery } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";

export default function AccountPage() {
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
      <h1>Your account</h1>
      <QueryState isPending={account.isPending} error={account.error} rows={1}>
        {() => (
          <p className="account-email">
            Signed in as <strong data-testid="account-email">{account.data!.email}</strong>.
          </p>
        )}
      </QueryState>

      <section aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            Current password
            <input name="currentPassword" type="password" required autoComplete="current-password" />
          </label>
          <label>
            New password
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
            At least 8 characters. Every other session of yours is signed out; this one stays.
          </p>
          <label>
            Repeat the new password
            <input name="confirmPassword" type="password" required autoComplete="new-password" />
          </label>
          <ErrorAlert error={mismatch ? { message: "The new passwords differ." } : changePassword.error} />
          {changed !== null ? (
            <p role="status">
              Password changed. {changed === 1 ? "1 other session was" : `${changed} other sessions were`} signed out.
            </p>
          ) : null}
          <button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? "Changing…" : "Change password"}
          </button>
        </form>
      </section>

      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <div className="stack narrow">
          <p className="help">
            Signed in somewhere you no longer use, or on a device you lost? This signs you out of the console in every browser,
            this one included. Sessions also end after {CONSOLE_SESSION_IDLE_SECONDS / 3600} hours unused, and{" "}
            {CONSOLE_SESSION_LIFETIME_SECONDS / 86_400} days after signing in.
          </p>
          <ErrorAlert error={signOutEverywhere.error} />
          <div>
            <button
              type="button"
              className="danger"
              onClick={() => signOutEverywhere.mutate()}
              disabled={signOutEverywhere.isPending}
            >
              Sign out everywhere
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
