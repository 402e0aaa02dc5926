import type { Deps } from "../deps.js";
import { verifyCredentials } from "../users/console-access.js";
import { startConsoleSession } from "./start-console-session.js";

/** Signs in to the console: checks the credentials and starts the session whose id the cookie carries. */
export async function signIn(deps: Deps, email: string, password: string) {
  const user = await verifyCredentials(deps, email, password);
  return { ...user, sessionId: await startConsoleSession(deps, user.id, user.orgId) };
}
