import { z } from "zod";
import { ROLES } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { parseOrThrow } from "../validation.js";
import { isUniqueViolation } from "../db-errors.js";
import { hashPassword, newEmail, newPassword } from "./passwords.js";

export const createUserInput = z.object({
  email: newEmail,
  password: newPassword,
  name: z.string().trim().max(200).optional(),
  orgId: z.string().min(1),
  role: z.enum(ROLES).default("owner"),
});

export async function createUser(deps: Deps, input: z.input<typeof createUserInput>) {
  const parsed = parseOrThrow(createUserInput, input);
  const org = await deps.db.organization.findUnique({ where: { id: parsed.orgId } });
  if (!org) throw notFound("organization");
  const passwordHash = await hashPassword(parsed.password);
  const userId = newId("usr");
  try {
    return await deps.db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { id: userId, email: parsed.email, name: parsed.name ?? null, passwordHash },
      });
      await tx.membership.create({ data: { id: newId("mem"), userId, orgId: parsed.orgId, role: parsed.role } });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "A user with this email already exists.");
    throw error;
  }
}
