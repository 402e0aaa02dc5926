"use client";
import Link from "next/link";
import type { FormEvent } from "react";
import { AccountFormEnd, useAccountSubmit } from "./account-submit";

/** Sign-in, and sign-up (which creates the organization first, then signs in). */
export function CredentialsForm({ mode }: { mode: "signin" | "signup" }) {
  const { error, busy, submit: send } = useAccountSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    if (mode === "signin") return void send(null, email, password, "Email or password is wrong.");
    // Sign-up answers alike for an email that already has an account: then signing in works only with its own password.
    const body = { email, password, organizationName: form.get("organizationName") };
    void send(
      { url: "/api/signup", body },
      email,
      password,
      "Could not sign in with these details. If you have an account, sign in.",
    );
  }

  return (
    <main className="auth">
      <h1>{mode === "signin" ? "Sign in to Proseo" : "Create your organization"}</h1>
      <form onSubmit={submit} className="stack">
        {mode === "signup" ? (
          <label>
            Organization name
            <input name="organizationName" required autoComplete="organization" />
          </label>
        ) : null}
        <label>
          Email
          <input name="email" type="email" required autoComplete="email" />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            required
            minLength={8}
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
          />
        </label>
        <AccountFormEnd error={error} busy={busy} label={mode === "signin" ? "Sign in" : "Sign up"} />
      </form>
      <p>
        {mode === "signin" ? (
          <>
            No account? <Link href="/signup">Sign up</Link>
          </>
        ) : (
          <>
            Have an account? <Link href="/signin">Sign in</Link>
          </>
        )}
      </p>
    </main>
  );
}
