import Link from "next/link";
import { internalApi } from "../../lib/server";
import { CredentialsForm } from "../credentials-form";

/** Sign-up, unless the service runs with SIGNUP=invite: then accounts come only from invitation links. */
export default async function SignUpPage() {
  const { signUp } = await internalApi(undefined).console.auth.signUpMode.query();
  if (signUp === "open") return <CredentialsForm mode="signup" />;
  return (
    <main className="auth">
      <h1>Sign-up is by invitation</h1>
      <p>New accounts are made from invitation links. Ask an owner of your organization to invite you.</p>
      <Link href="/signin">Sign in</Link>
    </main>
  );
}
