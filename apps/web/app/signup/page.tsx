import { CredentialsForm } from "../credentials-form";

export default function SignUpPage() {
  return <CredentialsForm mode="signup" />;
}
