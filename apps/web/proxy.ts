import { type NextRequest, NextResponse } from "next/server";
import { mediaOrigin } from "./lib/server";

const MODEL_VIEWER_STYLE = "sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0=";

/**
 * The Content-Security-Policy of every page, with a fresh nonce per request: Next.js reads it from
 * the request's header and puts it on its own scripts, so no other script runs. The other security
 * headers are in next.config.ts.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const media = mediaOrigin();
  // React needs eval for its debugging aids in development only.
  const devEval = process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : "";
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}`,
    // The one <style> @google/model-viewer (4.4.0) renders into its shadow root, by its hash: an upgrade
    // that changes it makes the gallery's e2e test fail on the CSP violation.
    `style-src 'self' 'nonce-${nonce}' '${MODEL_VIEWER_STYLE}'`,
    // Media items (images, and the 3D models the viewer fetches) are served at signed URLs of the API or a bucket.
    `img-src 'self' blob: data: ${media}`,
    `media-src 'self' ${media}`,
    "font-src 'self'",
    `connect-src 'self' ${media}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages only: API routes answer JSON (and must keep streaming their bodies), and assets need no
  // policy. Prefetches get it too: a prefetched page may be HTML, which never comes without it.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon.ico).*)"],
};
