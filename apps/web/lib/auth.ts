import "server-only";
import { CONSOLE_SESSION_LIFETIME_SECONDS } from "@proseo/core/constants";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { internalApi, visitorAddress } from "./server";

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
        } catch {
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
