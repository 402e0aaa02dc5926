import { CredentialsForm } from "../credentials-form";

export default function SignInPage() {
  return <CredentialsForm mode="signin" />;
}
