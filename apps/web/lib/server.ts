import "server-only";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@proseo/api";
import { VISITOR_ADDRESS_HEADER } from "@proseo/core/constants";

/** Where the console's server reaches the API (read at run time). */
export const apiUrl = () => process.env.API_URL ?? "http://127.0.0.1:4000";

/**
 * Where media URLs point, which the pages' Content-Security-Policy lets images and 3D models load
 * from: MEDIA_ORIGIN (an S3 bucket's, say), else the API's PUBLIC_API_URL, else API_URL.
 */
export const mediaOrigin = () => new URL(process.env.MEDIA_ORIGIN ?? process.env.PUBLIC_API_URL ?? apiUrl()).origin;

/**
 * The visitor's address, as server.mjs found it (the connection's, or TRUST_PROXY hops into
 * X-Forwarded-For); undefined when the console was started otherwise, so that no header a client
 * sent is taken for it.
 */
export const visitorAddress = (headers: Headers): string | undefined =>
  (process.env.VISITOR_ADDRESS_FROM_SERVER === "1" && headers.get(VISITOR_ADDRESS_HEADER)) || undefined;

/**
 * The API's console procedures that only this server may call (sign-in, sign-up), on behalf of the
 * visitor at `visitor`: the address by which the API limits them.
 */
export const internalApi = (visitor: string | undefined) =>
  createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${apiUrl()}/trpc`,
        headers: {
          "x-internal-secret": process.env.INTERNAL_API_SECRET ?? "",
          ...(visitor ? { [VISITOR_ADDRESS_HEADER]: visitor } : {}),
        },
      }),
    ],
  });

/** The API's console procedures called as the visitor, with the visitor's cookies (from server components). */
export const sessionApi = (cookie: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${apiUrl()}/trpc`, headers: { cookie } })] });
