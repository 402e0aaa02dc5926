import type { Role } from "../constants.js";
import type { Tx } from "../deps.js";
import { AppError, notFound } from "../errors.js";

/**
 * The member about to be changed or removed, with the organization's row locked for the rest of the
 * transaction: two owners demoting or removing each other at once then take turns, and the second
 * finds the organization would be left without an owner.
 */
export async function lockMember(tx: Tx, orgId: string, userId: string) {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
  const membership = await tx.membership.findUnique({ where: { userId_orgId: { userId, orgId } } });
  if (!membership) throw notFound("member");
  return membership;
}

/** Refuses a change that would leave the organization without an owner (`remaining`: the member's role after it). */
export async function assertOwnerRemains(tx: Tx, member: { orgId: string; role: Role }, remaining: Role | null) {
  if (member.role !== "owner" || remaining === "owner") return;
  const owners = await tx.membership.count({ where: { orgId: member.orgId, role: "owner" } });
  if (owners <= 1) {
    throw new AppError("conflict", "An organization keeps at least one owner: make another member owner first.");
  }
}
