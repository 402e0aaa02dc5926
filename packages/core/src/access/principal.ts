import type { ActorKind, Organization } from "@proseo/db";
import type { Config } from "../config.js";
import { AppError } from "../errors.js";
import { type Role, roleAllows, type Scope } from "../constants.js";

/** Who is calling: an API key (limited to its scopes) or a console session (a member of the organization). */
export type Principal =
  | { kind: "api_key"; orgId: string; keyId: string; scopes: Scope[] }
  | { kind: "session"; orgId: string; userId: string; sessionId: string; role: Role };

/** Who a recorded action is attributed to: the API key that made the call, or the console user. */
export interface Actor {
  kind: ActorKind;
  id: string;
}

export const actorOf = (principal: Principal): Actor =>
  principal.kind === "api_key" ? { kind: "api_key", id: principal.keyId } : { kind: "user", id: principal.userId };

export function assertScope(principal: Principal, scope: Scope): void {
  if (principal.kind === "api_key" && !principal.scopes.includes(scope)) {
    throw new AppError("missing_scope", `This API key lacks the scope "${scope}".`);
  }
}

/**
 * A console member's role must reach the one a procedure needs; a procedure that names none is
 * closed to members. API keys are held to their scopes instead.
 */
export function assertRole(principal: Principal, needed: Role | undefined): void {
  if (principal.kind !== "session" || (needed && roleAllows(principal.role, needed))) return;
  throw new AppError(
    "forbidden_role",
    needed ? `Your role (${principal.role}) cannot do this; it needs ${needed} or above.` : "Console members cannot do this.",
  );
}

/**
 * 503 when the operator paused the public API or this organization; nothing runs, nothing is charged.
 * A member's calls on their own account (`ownAccount`: signing out everywhere, changing the password)
 * pass the organization's pause, so that a stolen session can be ended while it lasts.
 */
export function assertApiAvailable(org: Organization, config: Pick<Config, "API_PAUSED">, ownAccount = false): void {
  if (config.API_PAUSED) throw new AppError("service_paused", "The API is paused for maintenance; retry later.");
  if (org.apiPaused && !ownAccount) throw new AppError("service_paused", "This organization's API access is paused.");
}
