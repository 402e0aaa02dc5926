import { TRPCClientError } from "@trpc/client";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../../../lib/same-origin";
import { internalApi, visitorAddress } from "../../../lib/server";

/** Creates an organization and its first user; the page then signs in with the same credentials. */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ error: { message: CROSS_SITE_MESSAGE, details: [] } }, { status: 403 });
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  try {
    const user = await internalApi(visitorAddress(request.headers)).console.auth.signUp.mutate({
      email: String(body.email ?? ""),
      password: String(body.password ?? ""),
      organizationName: String(body.organizationName ?? ""),
    });
    return Response.json({ id: user.id }, { status: 201 });
  } catch (error) {
    const shape =
      error instanceof TRPCClientError ? (error.shape as { error?: { message: string; details: unknown[] } }) : undefined;
    const message = shape?.error?.message ?? "Sign-up failed; try again.";
    return Response.json(
      { error: { message, details: shape?.error?.details ?? [] } },
      { status: error instanceof TRPCClientError ? 400 : 502 },
    );
  }
}
