import Link from "next/link";
import { internalApi } from "../../../lib/server";
import { InvitationForm } from "./invitation-form";

/** The page an invitation link opens: the invitee chooses a password and becomes a member. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await internalApi(undefined)
    .console.auth.invitation.query({ token })
    .catch(() => null);
  if (!invitation) {
    return (
      <main className="auth">
        <h1>Invitation not valid</h1>
        <p>This invitation link was used, revoked or has expired. Ask the owner for a new one.</p>
        <Link href="/signin">Sign in</Link>
      </main>
    );
  }
  return (
    <main className="auth">
      <h1>Join {invitation.organizationName}</h1>
      <p>
        You are invited as <strong>{invitation.role}</strong>. Choose a password for your new account.
      </p>
      <InvitationForm token={token} email={invitation.email} />
    </main>
  );
}
