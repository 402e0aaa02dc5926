/**
 * True for a request a page of another site made the browser send (a cross-site form post, which
 * needs no CORS preflight as text/plain). Browsers send `Origin` with every POST; a request
 * without one does not come from a page, and carries no visitor's cookies unasked. The console's
 * own origin is its public address's (NEXTAUTH_URL, which start-all.mjs sets), never one a request
 * names (X-Forwarded-Host); unset, the Host the browser addressed.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const configured = process.env.NEXTAUTH_URL;
  try {
    if (configured) return new URL(origin).origin !== new URL(configured).origin;
    return new URL(origin).host !== request.headers.get("host");
  } catch {
    return true;
  }
}

export const CROSS_SITE_MESSAGE = "Requests from other sites are refused.";
