import "next-auth";
import "next-auth/jwt";

// The organization a console user acts for travels in the session token; the API reads it there.
declare module "next-auth" {
  interface User {
    orgId: string;
  }
  interface Session {
    orgId: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    orgId?: string;
  }
}
