import Link from "next/link";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { Shell } from "@proseo/ui";
import { authOptions } from "../../lib/auth";
import { RoleGate } from "./role";
import { SignOutButton } from "./sign-out-button";

/** Every console page needs a session; signed-out visitors land on the sign-in page. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  if (!session) redirect("/signin");
  return (
    <Shell
      nav={
        <>
          <Link href="/">Overview</Link>
          <Link href="/products">Products</Link>
          <Link href="/batches">Batches</Link>
          <Link href="/review">Review</Link>
          <Link href="/credits">Credits</Link>
          <RoleGate needs="admin">
            <Link href="/keys">API keys</Link>
          </RoleGate>
          <Link href="/channels">Channels</Link>
          <RoleGate needs="admin">
            <Link href="/webhooks">Webhooks</Link>
            <Link href="/settings">Settings</Link>
          </RoleGate>
          <RoleGate needs="owner">
            <Link href="/members">Members</Link>
          </RoleGate>
          <span className="nav-user">{session.user?.email}</span>
          <SignOutButton />
        </>
      }
    >
      {children}
    </Shell>
  );
}
