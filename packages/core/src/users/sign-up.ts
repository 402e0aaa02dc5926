import { z } from "zod";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { isUniqueViolation } from "../db-errors.js";
import { languageCode } from "@proseo/writer";
import { parseOrThrow } from "../validation.js";
import { insertOrganization } from "../orgs/create-organization.js";
import type { SessionUser } from "./console-access.js";
import { hashPassword, newEmail, newPassword } from "./passwords.js";

export const signUpInput = z.object({
  email: newEmail,
  password: newPassword,
  organizationName: z.string().trim().min(1).max(200),
  languages: z.array(languageCode).min(1).max(50).default(["en"]),
});

/** Creates an organization and its first user, who owns it. */
export async function signUp(deps: Deps, input: z.input<typeof signUpInput>): Promise<SessionUser> {
  const parsed = parseOrThrow(signUpInput, input);
  const passwordHash = await hashPassword(parsed.password);
  const userId = newId("usr");
  try {
    const orgId = await deps.db.$transaction(async (tx) => {
      const orgId = await insertOrganization(tx, parsed.organizationName, parsed.languages);
      await tx.user.create({ data: { id: userId, email: parsed.email, passwordHash } });
      await tx.membership.create({ data: { id: newId("mem"), userId, orgId } });
      return orgId;
    });
    return { id: userId, email: parsed.email, name: null, orgId };
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Whether an address has an account is not told to whoever asks.
      throw new AppError("conflict", "No account could be created with these details. If you have one, sign in.");
    }
    throw error;
  }
}
