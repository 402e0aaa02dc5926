import type { Role } from "../constants.js";
import type { Deps } from "../deps.js";

export interface Member {
  userId: string;
  email: string;
  name: string | null;
  role: Role;
  joinedAt: Date;
}

/** The organization's members, oldest first. */
export async function listMembers(deps: Deps, orgId: string): Promise<Member[]> {
  const memberships = await deps.db.membership.findMany({
    where: { orgId },
    include: { user: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return memberships.map(({ user, role, createdAt }) => ({
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    joinedAt: createdAt,
  }));
}
