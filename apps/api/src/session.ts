import { SESSION_COOKIES } from "@proseo/core";
import { decode } from "next-auth/jwt";

export function sessionTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name && SESSION_COOKIES.includes(name)) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** The user and organization of a console session, or null when the token is not a valid session. */
export async function decodeSession(token: string, secret: string): Promise<{ userId: string; orgId: string } | null> {
  const payload = await decode({ token, secret }).catch(() => null);
  if (!payload || typeof payload.sub !== "string" || typeof payload.orgId !== "string") return null;
  return { userId: payload.sub, orgId: payload.orgId };
}
