import type { Deps } from "../deps.js";

/** Signs a user out everywhere: every console session of theirs, in any organization, this one included. */
export async function endUserSessions(deps: Deps, userId: string): Promise<number> {
  const { count } = await deps.db.consoleSession.deleteMany({ where: { userId } });
  return count;
}
