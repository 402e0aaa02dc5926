/**
 * A sign-in the API refused for a limit or a full hashing pool (429, 503) is no wrong password: next-auth
 * hands the message of the error `authorize` throws (lib/auth.ts) to the page (app/account-submit.tsx),
 * which says to try again, with the wait when the API told it.
 */
const REFUSED = "try-again:";

export const signInRefusal = (retryAfterSeconds: number | null) => `${REFUSED}${retryAfterSeconds ?? ""}`;

/** What the page says for a sign-in refused so, or null for another failure. */
export function tryAgainMessage(error: string | null | undefined): string | null {
  if (!error?.startsWith(REFUSED)) return null;
  const seconds = Number(error.slice(REFUSED.length));
  return `Too many sign-ins right now: try again in a moment${seconds > 0 ? ` (in ${seconds} s)` : ""}.`;
}
