import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { internalApi, visitorAddress } from "./server";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt" },
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
          return { id: user.id, email: user.email, name: user.name, orgId: user.orgId };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    // The token's sub and orgId are what the API reads from the session cookie.
    jwt({ token, user }) {
      if (user) token.orgId = user.orgId;
      return token;
    },
    session({ session, token }) {
      return { ...session, orgId: token.orgId ?? "" };
    },
  },
};
