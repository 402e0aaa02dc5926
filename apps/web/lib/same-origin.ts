/**
 * True for a request a page of another site made the browser send (a cross-site form post, which
 * needs no CORS preflight as text/plain). Browsers send `Origin` with every POST; a request
 * without one does not come from a page, and carries no visitor's cookies unasked.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const CROSS_SITE_MESSAGE = "Requests from other sites are refused.";
