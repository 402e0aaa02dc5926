import { z } from "zod";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { hashKey } from "../keys/api-key.js";
import type { RateLimits } from "../ratelimit/limits.js";
import { parseOrThrow } from "../validation.js";
import { hashPassword, newPassword, normalizeEmail, verifyPassword } from "./passwords.js";

export const changePasswordInput = z.object({
  currentPassword: z.string().max(200),
  newPassword,
});

/**
 * Changes a user's password, the current one proven first, and ends every other console session of
 * theirs: whoever knew the old password is signed out, the session that changed it stays. Answers
 * how many sessions ended. The current password is checked as a sign-in's is, with its attempt limits
 * and wrong-password backoff, the user standing for the visitor (a stolen session guesses no faster).
 */
export async function changePassword(
  deps: Deps,
  rateLimits: RateLimits,
  session: { userId: string; sessionId: string },
  input: z.input<typeof changePasswordInput>,
): Promise<number> {
  const { currentPassword, newPassword } = parseOrThrow(changePasswordInput, input);
  const user = await deps.db.user.findUnique({ where: { id: session.userId } });
  if (!user) throw notFound("user");
  const visitor = `user:${user.id}`;
  const emailHash = hashKey(normalizeEmail(user.email));
  await rateLimits.admitSignIn(visitor, emailHash);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await rateLimits.recordSignInFailure(visitor, emailHash);
    throw new AppError("validation_failed", "The current password is wrong.", [{ path: "currentPassword", message: "is wrong" }]);
  }
  const passwordHash = await hashPassword(newPassword);
  return deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    const ended = await tx.consoleSession.deleteMany({ where: { userId: user.id, id: { not: session.sessionId } } });
    return ended.count;
  });
}
