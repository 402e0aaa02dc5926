import { CONSOLE_SESSION_IDLE_SECONDS, CONSOLE_SESSION_RENEWAL_SECONDS } from "../constants.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";

/** What a session cookie names: the session, and the user and organization it was started for. */
export interface SessionClaim {
  sessionId: string;
  userId: string;
  orgId: string;
}

/**
 * Refuses a session that was ended (signed out, everywhere, or by a password change) or has expired,
 * and slides its idle expiry forward, writing its last use at most every few minutes.
 */
export async function checkConsoleSession(deps: Deps, claim: SessionClaim): Promise<void> {
  const now = deps.now().getTime();
  const session = await deps.db.consoleSession.findUnique({ where: { id: claim.sessionId } });
  const live =
    session &&
    session.userId === claim.userId &&
    session.orgId === claim.orgId &&
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() > now - CONSOLE_SESSION_IDLE_SECONDS * 1000;
  if (!live) throw new AppError("unauthenticated", "Your session has ended; sign in again.");
  if (now - session.lastSeenAt.getTime() >= CONSOLE_SESSION_RENEWAL_SECONDS * 1000) {
    // Conditional on the last use read, so concurrent calls renew once.
    await deps.db.consoleSession.updateMany({
      where: { id: session.id, lastSeenAt: session.lastSeenAt },
      data: { lastSeenAt: new Date(now) },
    });
  }
}
