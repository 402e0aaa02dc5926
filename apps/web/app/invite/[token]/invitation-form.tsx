"use client";
import type { FormEvent } from "react";
import { AccountFormEnd, useAccountSubmit } from "../../account-submit";

/** Accepts the invitation (a new account for its email, unless it has one), then signs in with it. */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const { error, busy, submit: send } = useAccountSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    const body = { token, name: form.get("name"), password };
    // Accepting answers alike for an email that already has an account: then signing in works only with its own password.
    void send(
      { url: "/api/invite", body },
      email,
      password,
      "Could not sign in with these details. If you have an account, sign in.",
    );
  }

  return (
    <form onSubmit={submit} className="stack">
      <label>
        Email
        <input name="email" type="email" value={email} readOnly autoComplete="username" />
      </label>
      <label>
        Name (optional)
        <input name="name" maxLength={200} autoComplete="name" />
      </label>
      <label>
        Password
        <input name="password" type="password" required minLength={8} autoComplete="new-password" />
      </label>
      <AccountFormEnd error={error} busy={busy} label="Join" />
    </form>
  );
}
