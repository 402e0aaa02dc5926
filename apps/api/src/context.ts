import type { IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { VISITOR_ADDRESS_HEADER } from "@proseo/core";
import type { AppServices } from "./services.js";
import { sessionTokenFrom } from "./session.js";
import type { KeyAuth } from "./trpc.js";

type Endpoint = "rest" | "console" | "mcp";

declare module "fastify" {
  interface FastifyRequest {
    /** Filled by the authentication of the request's context; the same object as its `caller`. */
    caller: Context["caller"];
  }
}

export interface Context {
  services: AppServices;
  /** /v1 (REST, through trpc-to-openapi), the console's /trpc, or /mcp (the procedures as MCP tools). */
  endpoint: Endpoint;
  requestId: string;
  /** The request's log (Fastify's, its lines carry the request id). */
  log: FastifyBaseLogger;
  /** Who made the request, once authenticated (trpc.ts): written to its log line. */
  caller: { orgId?: string; keyId?: string; userId?: string };
  /** The address the request came from: the socket's, or TRUST_PROXY hops into X-Forwarded-For. */
  clientIp: string;
  /** The raw Authorization header; parsed only by the authentication middleware. */
  authorization: string | null;
  idempotencyKey: string | null;
  /** The API key /v1 authorized before reading the body (trpc.ts `authenticateKey`), so it is looked up once. */
  keyAuth?: KeyAuth;
  /** next-auth's session token; read only on the console's /trpc endpoint, never on /v1. */
  sessionToken: string | null;
  /** Proof that the caller is the console's own server (sign-in, sign-up). */
  internalSecret: string | null;
  /** The visitor's address as the console's server reports it; trusted only with the internal secret. */
  visitorAddress: string | null;
  /** Filled by procedures that answer with another status than 200, or with extra headers. */
  response: { status?: number; headers: Record<string, string> };
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
};

export function createContext(services: AppServices, request: FastifyRequest, endpoint: Endpoint): Context {
  const { headers } = request;
  const fromConsole = endpoint === "console";
  return {
    services,
    endpoint,
    requestId: request.id,
    log: request.log,
    caller: request.caller,
    clientIp: request.ip,
    authorization: header(headers, "authorization"),
    idempotencyKey: header(headers, "idempotency-key"),
    sessionToken: fromConsole ? sessionTokenFrom(header(headers, "cookie")) : null,
    internalSecret: fromConsole ? header(headers, "x-internal-secret") : null,
    visitorAddress: fromConsole ? header(headers, VISITOR_ADDRESS_HEADER) : null,
    response: { headers: {} },
  };
}
