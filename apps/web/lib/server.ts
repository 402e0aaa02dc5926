import "server-only";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@proseo/api";

/** Where the console's server reaches the API (read at run time). */
export const apiUrl = () => process.env.API_URL ?? "http://127.0.0.1:4000";

/**
 * Where media URLs point, which the pages' Content-Security-Policy lets images and 3D models load
 * from: MEDIA_ORIGIN (an S3 bucket's, say), else the API's PUBLIC_API_URL, else API_URL.
 */
export const mediaOrigin = () => new URL(process.env.MEDIA_ORIGIN ?? process.env.PUBLIC_API_URL ?? apiUrl()).origin;

/**
 * The API's console procedures that only this server may call (sign-in, sign-up). `forwardedFor` is
 * the visitor's X-Forwarded-For, by which the API limits failed sign-ins.
 */
export const internalApi = (forwardedFor?: string) =>
  createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${apiUrl()}/trpc`,
        headers: {
          "x-internal-secret": process.env.INTERNAL_API_SECRET ?? "",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      }),
    ],
  });

/** The API's console procedures called as the visitor, with the visitor's cookies (from server components). */
export const sessionApi = (cookie: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${apiUrl()}/trpc`, headers: { cookie } })] });
