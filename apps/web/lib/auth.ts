import "server-only";
import { CONSOLE_SESSION_LIFETIME_SECONDS } from "@proseo/core/constants";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { TRPCClientError } from "@trpc/client";
import { internalApi, visitorAddress } from "./server";
import { signInRefusal } from "./sign-in-refusal";

/** The wait a refusal of the API names (Retry-After), when the sign-in was refused by a limit or a full hashing pool. */
function refusedFor(error: unknown): { retryAfterSeconds: number | null } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  if (status !== 429 && status !== 503) return null;
  const retryAfter = Number((error.meta?.response as Response | undefined)?.headers.get("retry-after"));
  return { retryAfterSeconds: retryAfter > 0 ? retryAfter : null };
}

export const authOptions: NextAuthOptions = {
  // The API ends sessions (sign-out, idle, lifetime); the cookie lasts no longer than the longest.
  session: { strategy: "jwt", maxAge: CONSOLE_SESSION_LIFETIME_SECONDS },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        if (!credentials?.email || !credentials.password) return null;
        try {
          const visitor = visitorAddress(new Headers(request.headers as Record<string, string> | undefined));
          const user = await internalApi(visitor).console.auth.verifyCredentials.mutate(credentials);
          return { id: user.id, email: user.email, name: user.name, orgId: user.orgId, sessionId: user.sessionId };
        } catch (error) {
          const refused = refusedFor(error);
          if (refused) throw new Error(signInRefusal(refused.retryAfterSeconds));
          return null;
        }
      },
    }),
  ],
  callbacks: {
    // The token's sub, orgId and sessionId are what the API reads from the session cookie.
    jwt({ token, user }) {
      if (user) {
        token.orgId = user.orgId;
        token.sessionId = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, orgId: token.orgId ?? "" };
    },
  },
  events: {
    // The API ends the session, so that the cookie, replayed, is refused (next-auth clears it in any case).
    async signOut({ token }) {
      if (token?.sessionId) await internalApi(undefined).console.auth.signOut.mutate({ sessionId: token.sessionId });
    },
  },
};
