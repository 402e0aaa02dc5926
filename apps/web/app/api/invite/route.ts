import { MAX_FORM_BYTES } from "@proseo/core/constants";
import { TRPCClientError } from "@trpc/client";
import { getTranslations } from "next-intl/server";
import { boundedBody, formTooLarge } from "../../../lib/forward";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../../../lib/same-origin";
import { internalApi, visitorAddress } from "../../../lib/server";

/**
 * Accepts an invitation: a new account for the invited email; the page then signs in with it. The
 * answer is the same for an email that already has an account (then nothing is made, and signing in
 * works only with that account's own password).
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ error: { message: CROSS_SITE_MESSAGE } }, { status: 403 });
  const bytes = await boundedBody(request, MAX_FORM_BYTES);
  if (bytes === null) return formTooLarge();
  const body = (await new Response(bytes).json().catch(() => ({}))) as Record<string, unknown>;
  try {
    await internalApi(visitorAddress(request.headers)).console.auth.acceptInvitation.mutate({
      token: String(body.token ?? ""),
      name: typeof body.name === "string" ? body.name : undefined,
      password: String(body.password ?? ""),
    });
    return Response.json({}, { status: 201 });
  } catch (error) {
    if (!(error instanceof TRPCClientError))
      return Response.json({ error: { message: (await getTranslations("Auth"))("joinUnreachable") } }, { status: 502 });
    const shape = error.shape as { error?: { message: string; details: { path: string; message: string }[] } } | undefined;
    const message = [
      shape?.error?.message ?? error.message,
      ...(shape?.error?.details ?? []).map((d) => `${d.path}: ${d.message}`),
    ];
    return Response.json({ error: { message: message.join(" ") } }, { status: 400 });
  }
}
