import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TRPCClientError } from "@trpc/client";
import { NavGroup, Shell } from "@proseo/ui";
import { authOptions } from "../../lib/auth";
import { RoleGate } from "./role";
import { sessionApi } from "../../lib/server";
import { MainNav } from "./main-nav";
import { SignOutButton } from "./sign-out-button";

/** The API's error code for a refused call, if the API refused it. */
const refusal = (error: unknown) =>
  error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;

/**
 * Every console page needs a session the API still accepts: signed-out visitors, and sessions ended
 * elsewhere (signed out everywhere, expired), land on the sign-in page. A paused organization sees why.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  if (!session) redirect("/signin");
  const check = await sessionApi((await headers()).get("cookie") ?? "")
    .console.account.get.query()
    .then(
      () => null,
      (error: unknown) => error as Error,
    );
  if (refusal(check) === "unauthenticated") redirect("/signin");
  const t = await getTranslations("Nav");
  return (
    <Shell
      nav={
        <MainNav>
          <NavGroup label={t("catalog")}>
            <Link href="/">{t("overview")}</Link>
            <Link href="/products">{t("products")}</Link>
            <Link href="/batches">{t("batches")}</Link>
          </NavGroup>
          <NavGroup label={t("content")}>
            <Link href="/review">{t("review")}</Link>
            <Link href="/content-rules">{t("contentRules")}</Link>
          </NavGroup>
          <NavGroup label={t("channelsGroup")}>
            <Link href="/channels">{t("channels")}</Link>
            <RoleGate needs="admin">
              <Link href="/webhooks">{t("webhooks")}</Link>
            </RoleGate>
          </NavGroup>
          <NavGroup label={t("settingsGroup")}>
            <Link href="/credits">{t("credits")}</Link>
            <RoleGate needs="admin">
              <Link href="/keys">{t("keys")}</Link>
              <Link href="/settings">{t("settings")}</Link>
            </RoleGate>
            <RoleGate needs="owner">
              <Link href="/members">{t("members")}</Link>
            </RoleGate>
            <Link href="/account">{t("account")}</Link>
          </NavGroup>
          <div className="nav-user">
            <span className="account-email">{session.user?.email}</span>
            <SignOutButton />
          </div>
        </MainNav>
      }
    >
      {refusal(check) === "service_paused" ? (
        <>
          <h1>{t("paused")}</h1>
          <p role="alert" className="error">
            {check?.message} {t("pausedHint")}
          </p>
        </>
      ) : (
        children
      )}
    </Shell>
  );
}
