import type { Organization } from "@proseo/db";
import type { Role } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { normalizeEmail, UNUSABLE_PASSWORD_HASH, verifyPassword } from "./passwords.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  orgId: string;
}

const signInFailed = () => new AppError("unauthenticated", "Email or password is wrong.");

/** Checks an email and password; the same answer, after the same work, for an unknown email and a wrong password. */
export async function verifyCredentials(deps: Deps, email: string, password: string): Promise<SessionUser> {
  const user = await deps.db.user.findUnique({
    where: { email: normalizeEmail(email) },
    include: { memberships: { orderBy: { createdAt: "asc" }, take: 1 } },
  });
  // An unknown email is checked against a hash too, so that it costs as much time as a known one.
  const matches = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !matches || !user.memberships[0]) throw signInFailed();
  return { id: user.id, email: user.email, name: user.name, orgId: user.memberships[0].orgId };
}

/** The organization a console session acts for and the member's role in it, only while the user is still its member. */
export async function resolveSessionOrganization(
  deps: Deps,
  userId: string,
  orgId: string,
): Promise<{ org: Organization; role: Role }> {
  const membership = await deps.db.membership.findUnique({
    where: { userId_orgId: { userId, orgId } },
    include: { org: true },
  });
  if (!membership) throw new AppError("unauthenticated", "Sign in again.");
  return { org: membership.org, role: membership.role };
}
