import { sessionTokenFrom } from "./session.js";
import type { AppServices } from "./services.js";

export interface Context {
  services: AppServices;
  requestId: string;
  /** The raw Authorization header; parsed only by the authentication middleware. */
  authorization: string | null;
  idempotencyKey: string | null;
  /** next-auth's session token; read only on the console's /trpc endpoint, never on /v1. */
  sessionToken: string | null;
  /** Proof that the caller is the console's own server (sign-in, sign-up). */
  internalSecret: string | null;
  /** Filled by procedures that answer with another status than 200, or with extra headers. */
  response: { status?: number; headers: Record<string, string> };
}

export function createContext(services: AppServices, requestId: string, headers: Headers, endpoint: "rest" | "console"): Context {
  return {
    services,
    requestId,
    authorization: headers.get("authorization"),
    idempotencyKey: headers.get("idempotency-key"),
    sessionToken: endpoint === "console" ? sessionTokenFrom(headers.get("cookie")) : null,
    internalSecret: endpoint === "console" ? headers.get("x-internal-secret") : null,
    response: { headers: {} },
  };
}
