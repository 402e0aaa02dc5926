import type { NextRequest } from "next/server";
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
    console.error("The console could not reach the API:", error);
    const requestId = `req_${crypto.randomUUID().replaceAll("-", "")}`;
    const message = "The console could not reach the API; retry later.";
    const body = { error: { code: "internal_error", message, status: 500, request_id: requestId, details: [] } };
    return Response.json(body, { status: 500, headers: { "Request-Id": requestId } });
  }
  const answer = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: answer });
}
