"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useHydrated } from "../hydrated";

/**
 * Signs out, once the page is hydrated: the button is in the server's HTML, and a click before its handler is
 * attached did nothing (apps/web/e2e/console.spec.ts, the CI run of the fortieth stop).
 */
export function SignOutButton() {
  const t = useTranslations("Nav");
  const hydrated = useHydrated();
  return (
    <button type="button" className="link-button" disabled={!hydrated} onClick={() => signOut({ callbackUrl: "/signin" })}>
      {t("signOut")}
    </button>
  );
}
