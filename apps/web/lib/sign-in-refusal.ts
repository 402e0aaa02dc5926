/**
 * A sign-in the API refused for a limit or a full hashing pool (429, 503) is no wrong password: next-auth
 * hands the message of the error `authorize` throws (lib/auth.ts) to the page (app/account-submit.tsx),
 * which says to try again, with the wait when the API told it.
 */
const REFUSED = "try-again:";

export const signInRefusal = (retryAfterSeconds: number | null) => `${REFUSED}${retryAfterSeconds ?? ""}`;

/** For a sign-in refused so, the seconds to wait (0 when the API did not say), or null for another failure. */
export function tryAgainSeconds(error: string | null | undefined): number | null {
  if (!error?.startsWith(REFUSED)) return null;
  return Number(error.slice(REFUSED.length)) || 0;
}
