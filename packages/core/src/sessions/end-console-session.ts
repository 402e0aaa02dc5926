import type { Deps } from "../deps.js";

/** Signs one console session out: its cookie is refused from the next call on. Ending an ended session does nothing. */
export async function endConsoleSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.consoleSession.deleteMany({ where: { id: sessionId } });
}
