import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { internalApi } from "../../../lib/server";
import { InvitationForm } from "./invitation-form";

/** The page an invitation link opens: the invitee chooses a password and becomes a member. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("Auth");
  const roles = await getTranslations("Roles");
  const invitation = await internalApi(undefined)
    .console.auth.invitation.query({ token })
    .catch(() => null);
  if (!invitation) {
    return (
      <main className="auth">
        <h1>{t("invitationInvalidTitle")}</h1>
        <p>{t("invitationInvalid")}</p>
        <Link href="/signin">{t("signIn")}</Link>
      </main>
    );
  }
  return (
    <main className="auth">
      <h1>{t("joinTitle", { organization: invitation.organizationName })}</h1>
      <p>{t.rich("invitedAs", { role: roles(invitation.role), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <InvitationForm token={token} email={invitation.email} />
    </main>
  );
}
