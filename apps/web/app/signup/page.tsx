import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { internalApi } from "../../lib/server";
import { CredentialsForm } from "../credentials-form";

/** Sign-up, unless the service runs with SIGNUP=invite: then accounts come only from invitation links. */
export default async function SignUpPage() {
  const { signUp } = await internalApi(undefined).console.auth.signUpMode.query();
  if (signUp === "open") return <CredentialsForm mode="signup" />;
  const t = await getTranslations("Auth");
  return (
    <main className="auth">
      <h1>{t("byInvitationTitle")}</h1>
      <p>{t("byInvitation")}</p>
      <Link href="/signin">{t("signIn")}</Link>
    </main>
  );
}
