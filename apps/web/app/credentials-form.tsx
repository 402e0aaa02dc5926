"use client";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

/** Sign-in, and sign-up (which creates the organization first, then signs in). */
export function CredentialsForm({ mode }: { mode: "signin" | "signup" }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    setBusy(true);
    setError(null);
    if (mode === "signup") {
      const response = await fetch("/api/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password, organizationName: form.get("organizationName") }),
      });
      if (!response.ok) {
        const body = (await response.json()) as { error: { message: string; details: { path: string; message: string }[] } };
        setError([body.error.message, ...body.error.details.map((d) => `${d.path}: ${d.message}`)].join(" "));
        setBusy(false);
        return;
      }
    }
    const result = await signIn("credentials", { email, password, redirect: false });
    setBusy(false);
    if (result?.ok) router.replace("/");
    else setError("Email or password is wrong.");
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
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? "Please wait…" : mode === "signin" ? "Sign in" : "Sign up"}
        </button>
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
