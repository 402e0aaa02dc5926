import { z } from "zod";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { isUniqueViolation } from "../db-errors.js";
import { languageCode } from "@proseo/writer";
import { parseOrThrow } from "../validation.js";
import { bookMovement } from "../credits/ledger.js";
import { insertOrganization } from "../orgs/create-organization.js";
import type { SessionUser } from "./console-access.js";
import { hashPassword, newEmail, newPassword } from "./passwords.js";

export const signUpInput = z.object({
  email: newEmail,
  password: newPassword,
  organizationName: z.string().trim().min(1).max(200),
  languages: z.array(languageCode).min(1).max(50).default(["en"]),
});

/**
 * Creates an organization and its first user, who owns it. The first organization of a fresh install
 * (none exists yet) starts with `starter` credits, so that its owner can generate at once; sign-ups
 * are taken one at a time for this, so two at once never both get them.
 */
export async function signUp(deps: Deps, input: z.input<typeof signUpInput>, starter = 0): Promise<SessionUser> {
  const parsed = parseOrThrow(signUpInput, input);
  const passwordHash = await hashPassword(parsed.password);
  const userId = newId("usr");
  try {
    const orgId = await deps.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('proseo:first-sign-up'))`;
      const first = starter > 0 && !(await tx.organization.findFirst({ select: { id: true } }));
      const orgId = await insertOrganization(tx, parsed.organizationName, parsed.languages);
      if (first) {
        await bookMovement(tx, deps.now(), { orgId, kind: "grant", amount: starter, reference: "grant:starter" });
      }
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
