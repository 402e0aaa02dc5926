import { MAX_BODY_BYTES, SESSION_COOKIES } from "@proseo/core/constants";
import type { NextRequest } from "next/server";
import { apiError, apiUnreachable, forwardInit, passOn } from "../../../../../lib/forward";
import { CROSS_SITE_MESSAGE, isCrossSite } from "../../../../../lib/same-origin";
import { apiUrl } from "../../../../../lib/server";

const tooLarge = () => apiError("payload_too_large", `The upload exceeds ${MAX_BODY_BYTES / 2 ** 20} MB.`);

/**
 * The gallery's upload: streams the multipart body, with the session cookie, to the API's console
 * upload, which reads and checks it as POST /v1/products/{id}/media does. Past 2 MB it stops.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (isCrossSite(request)) return apiError("cross_site_request", CROSS_SITE_MESSAGE);
  if (!SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    return apiError("unauthenticated", "Sign in to use the console.");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const { id } = await params;
  let exceeded = false;
  const init = forwardInit(request, ["cookie", "content-type"], () => (exceeded = true));
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}/console/products/${encodeURIComponent(id)}/media`, init);
  } catch (error) {
    return exceeded ? tooLarge() : apiUnreachable(error);
  }
  return passOn(response, ["content-type", "request-id", "retry-after"]);
}
