import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
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
  return (
    <Shell
      nav={
        <MainNav>
          <NavGroup label="Catalog">
            <Link href="/">Overview</Link>
            <Link href="/products">Products</Link>
            <Link href="/batches">Batches</Link>
          </NavGroup>
          <NavGroup label="Content">
            <Link href="/review">Review</Link>
            <Link href="/content-rules">Content rules</Link>
          </NavGroup>
          <NavGroup label="Channels">
            <Link href="/channels">Channels</Link>
            <RoleGate needs="admin">
              <Link href="/webhooks">Webhooks</Link>
            </RoleGate>
          </NavGroup>
          <NavGroup label="Settings">
            <Link href="/credits">Credits</Link>
            <RoleGate needs="admin">
              <Link href="/keys">API keys</Link>
              <Link href="/settings">Settings</Link>
            </RoleGate>
            <RoleGate needs="owner">
              <Link href="/members">Members</Link>
            </RoleGate>
            <Link href="/account">Account</Link>
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
          <h1>Paused</h1>
          <p role="alert" className="error">
            {check?.message} The console works again once the operator resumes it.
          </p>
        </>
      ) : (
        children
      )}
    </Shell>
  );
}
