import "next-auth";
import "next-auth/jwt";

// The organization a console user acts for, and the session the API started at sign-in, travel in
// the session token; the API reads them there.
declare module "next-auth" {
  interface User {
    orgId: string;
    sessionId: string;
  }
  interface Session {
    orgId: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    orgId?: string;
    sessionId?: string;
  }
}
