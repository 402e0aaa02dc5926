"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";

export function SignOutButton() {
  const t = useTranslations("Nav");
  return (
    <button type="button" className="link-button" onClick={() => signOut({ callbackUrl: "/signin" })}>
      {t("signOut")}
    </button>
  );
}
