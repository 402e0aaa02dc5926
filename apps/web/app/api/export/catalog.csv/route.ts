import type { NextRequest } from "next/server";
import { apiUnreachable, passOn } from "../../../../lib/forward";
import { apiUrl } from "../../../../lib/server";

/** What the API's answer says that the browser needs: the file's type and name, and what to quote or wait for. */
const PASSED_HEADERS = ["content-type", "content-disposition", "cache-control", "request-id", "retry-after"];

/**
 * The console's CSV download: forwards the session cookie to the API's console export, which
 * authorizes the member and streams the file; the file streams on to the browser as it comes.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}/console/export/catalog.csv${new URL(request.url).search}`, {
      headers,
      signal: request.signal,
    });
  } catch (error) {
    return apiUnreachable(error);
  }
  return passOn(response, PASSED_HEADERS);
}
