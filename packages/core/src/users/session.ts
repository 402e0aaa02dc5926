import { z } from "zod";
import type { Organization } from "@proseo/db";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { isUniqueViolation } from "../db-errors.js";
import { languageCode } from "../languages.js";
import { parseOrThrow } from "../validation.js";
import { insertOrganization } from "../orgs/service.js";
import { hashPassword, verifyPassword } from "./service.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  orgId: string;
}

const signInFailed = () => new AppError("unauthenticated", "Email or password is wrong.");

/** Checks an email and password; the same answer for an unknown email and a wrong password. */
export async function verifyCredentials(deps: Deps, email: string, password: string): Promise<SessionUser> {
  const user = await deps.db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    include: { memberships: { orderBy: { createdAt: "asc" }, take: 1 } },
  });
  if (!user || !(await verifyPassword(password, user.passwordHash)) || !user.memberships[0]) throw signInFailed();
  return { id: user.id, email: user.email, name: user.name, orgId: user.memberships[0].orgId };
}

export const signUpInput = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  password: z.string().min(8, "at least 8 characters").max(200),
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
      throw new AppError("conflict", "An account with this email already exists.", [
        { path: "email", message: "already registered" },
      ]);
    }
    throw error;
  }
}

/** The organization a console session acts for, only while the user is still its member. */
export async function resolveSessionOrganization(deps: Deps, userId: string, orgId: string): Promise<Organization> {
  const membership = await deps.db.membership.findUnique({
    where: { userId_orgId: { userId, orgId } },
    include: { org: true },
  });
  if (!membership) throw new AppError("unauthenticated", "Sign in again.");
  return membership.org;
}
