import { CONSOLE_SESSION_LIFETIME_SECONDS } from "../constants.js";
import type { Deps } from "../deps.js";
import { newId } from "../ids.js";

/** Records a console session at sign-in; its id goes into the session cookie. */
export async function startConsoleSession(deps: Deps, userId: string, orgId: string): Promise<string> {
  const now = deps.now();
  const session = await deps.db.consoleSession.create({
    data: {
      id: newId("ses"),
      userId,
      orgId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + CONSOLE_SESSION_LIFETIME_SECONDS * 1000),
    },
  });
  return session.id;
}
