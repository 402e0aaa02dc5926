import { SESSION_COOKIES, type SessionClaim } from "@proseo/core";
import { decode } from "next-auth/jwt";

export function sessionTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name && SESSION_COOKIES.includes(name)) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** The session, user and organization a console session token names, or null when it is not a valid token. */
export async function decodeSession(token: string, secret: string): Promise<SessionClaim | null> {
  const payload = await decode({ token, secret }).catch(() => null);
  const { sub, orgId, sessionId } = payload ?? {};
  if (typeof sub !== "string" || typeof orgId !== "string" || typeof sessionId !== "string") return null;
  return { sessionId, userId: sub, orgId };
}
