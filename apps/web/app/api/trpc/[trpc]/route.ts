import { apiUrl } from "../../../../lib/server";

/** Forwards the console's tRPC calls, with the session cookie, to the API's /trpc endpoint. */
async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = `${apiUrl()}/trpc/${url.pathname.slice("/api/trpc/".length)}${url.search}`;
  const headers = new Headers();
  for (const name of ["cookie", "content-type", "accept", "trpc-accept"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await fetch(target, {
    method: request.method,
    headers,
    body: request.method === "POST" ? await request.arrayBuffer() : undefined,
  });
  return new Response(response.body, {
    status: response.status,
    headers: { "content-type": response.headers.get("content-type") ?? "application/json" },
  });
}

export { forward as GET, forward as POST };
