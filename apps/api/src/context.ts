import type { AppServices } from "./services.js";

export interface Context {
  services: AppServices;
  requestId: string;
  /** The raw Authorization header; parsed only by the authentication middleware. */
  authorization: string | null;
  idempotencyKey: string | null;
  /** Filled by procedures that answer with another status than 200, or with extra headers. */
  response: { status?: number; headers: Record<string, string> };
}

export function createContext(services: AppServices, requestId: string, headers: Headers): Context {
  return {
    services,
    requestId,
    authorization: headers.get("authorization"),
    idempotencyKey: headers.get("idempotency-key"),
    response: { headers: {} },
  };
}
