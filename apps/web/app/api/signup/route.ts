import { MAX_FORM_BYTES } from "@proseo/core/constants";
import { TRPCClientError } from "@trpc/client";
import { getTranslations } from "next-intl/server";
import { boundedBody, formTooLarge } from "../../../lib/forward";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../../../lib/same-origin";
import { internalApi, visitorAddress } from "../../../lib/server";

/**
 * Creates an organization and its first user; the page then signs in with the same credentials. The
 * answer is the same for an email that already has an account (then nothing is created, and signing
 * in works only with that account's own password).
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ error: { message: CROSS_SITE_MESSAGE, details: [] } }, { status: 403 });
  const bytes = await boundedBody(request, MAX_FORM_BYTES);
  if (bytes === null) return formTooLarge();
  const body = (await new Response(bytes).json().catch(() => ({}))) as Record<string, unknown>;
  try {
    await internalApi(visitorAddress(request.headers)).console.auth.signUp.mutate({
      email: String(body.email ?? ""),
      password: String(body.password ?? ""),
      organizationName: String(body.organizationName ?? ""),
    });
    return Response.json({}, { status: 201 });
  } catch (error) {
    const shape =
      error instanceof TRPCClientError ? (error.shape as { error?: { message: string; details: unknown[] } }) : undefined;
    const message = shape?.error?.message ?? (await getTranslations("Auth"))("signUpUnreachable");
    return Response.json(
      { error: { message, details: shape?.error?.details ?? [] } },
      { status: error instanceof TRPCClientError ? 400 : 502 },
    );
  }
}
