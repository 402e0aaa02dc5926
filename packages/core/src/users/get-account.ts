import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";

/** The signed-in user's own account, as the console shows it. */
export async function getAccount(deps: Deps, userId: string): Promise<{ email: string; name: string | null }> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, select: { email: true, name: true } });
  if (!user) throw notFound("user");
  return user;
}
