import { MAX_FORM_BYTES } from "@proseo/core/constants";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "../../../../lib/auth";
import { boundedBody, formTooLarge } from "../../../../lib/forward";

const handler = NextAuth(authOptions);

/** next-auth reads a POST's whole body itself: it gets a copy of at most MAX_FORM_BYTES. */
async function post(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const body = await boundedBody(request, MAX_FORM_BYTES);
  if (body === null) return formTooLarge();
  return handler(new NextRequest(request.url, { method: "POST", headers: request.headers, body }), context);
}

export { handler as GET, post as POST };
