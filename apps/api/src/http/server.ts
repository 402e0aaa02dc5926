import { createReadStream } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import swaggerUi from "swagger-ui-dist";
import { serve as serveInngest } from "inngest/node";
import { AppError, randomBase62 } from "@proseo/core";
import { createContext, type Context } from "../context.js";
import { errorBody, isUnexpected } from "../errors.js";
import { buildOpenApiDocument } from "../openapi.js";
import { appRouter } from "../router.js";
import type { AppServices } from "../services.js";
import { readBody } from "./body.js";

const requestIds = new WeakMap<Request, string>();

/** What the procedure handler wrote, held back so error bodies can be reduced to the contract's shape. */
class CapturedResponse {
  statusCode = 200;
  headers: Record<string, string | string[]> = {};
  body = "";
  done!: () => void;
  finished = new Promise<void>((resolve) => (this.done = resolve));
  setHeader(name: string, value: string | string[]) {
    this.headers[name] = value;
  }
  end(body?: string) {
    this.body = body ?? "";
    this.done();
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: unknown, requestId: string) {
  const { body, status, headers } = errorBody(error, requestId);
  if (status === 413) res.setHeader("Connection", "close");
  sendJson(res, status, body, headers);
}

function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Proseo API reference</title><link rel="stylesheet" href="/v1/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/v1/docs/swagger-ui-bundle.js"></script>
<script src="/v1/docs/init.js"></script></body></html>`;
}

const docsInit = `window.ui = SwaggerUIBundle({ url: "/v1/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;
const docsAssets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

export function createApiServer(services: AppServices): http.Server {
  const handleProcedure = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req }: { req: Request }) => createContext(services, requestIds.get(req) ?? "", req.headers, "rest"),
    responseMeta: ({ ctx, errors }: { ctx?: Context; errors: unknown[] }) => {
      if (errors.length) {
        const { status, headers } = errorBody(errors[0], ctx?.requestId ?? "");
        return { status, headers };
      }
      return { status: ctx?.response.status ?? 200, headers: ctx?.response.headers ?? {} };
    },
    onError: ({ error }: { error: unknown }) => {
      if (isUnexpected(error)) console.error(error);
    },
  } as never);

  // Inngest calls its functions here; the embedded runner needs no endpoint.
  const inngestEndpoint =
    services.inngest &&
    serveInngest({ client: services.inngest.client, functions: services.inngest.functions, servePath: "/api/inngest" });

  let openApiJson: string | undefined;
  const openApi = (req: IncomingMessage) => {
    openApiJson ??= JSON.stringify(
      buildOpenApiDocument(services.config.PUBLIC_API_URL ?? `http://${req.headers.host ?? "localhost"}`),
    );
    return openApiJson;
  };

  /** The console's tRPC endpoint (the web app proxies /api/trpc here with its session cookie). */
  async function handleConsole(req: IncomingMessage, res: ServerResponse, requestId: string, url: URL) {
    const hasBody = req.method === "POST";
    const raw = hasBody ? await readBody(req) : undefined;
    const response = await fetchRequestHandler({
      endpoint: "/trpc",
      router: appRouter,
      req: new Request(url, { method: req.method, headers: headersOf(req), body: raw?.length ? new Uint8Array(raw) : undefined }),
      createContext: ({ req: request }) => createContext(services, requestId, request.headers, "console"),
      onError: ({ error }) => {
        if (isUnexpected(error)) console.error(requestId, error);
      },
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function handleRest(req: IncomingMessage, res: ServerResponse, requestId: string, url: URL) {
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "DELETE";
    const raw = hasBody ? await readBody(req) : undefined;
    if (raw?.length) {
      try {
        JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError("invalid_json", "The request body is not valid JSON.");
      }
    }
    const headers = headersOf(req);
    // A POST without a body (cancel, approve) needs no content type of its own.
    if (hasBody && !raw?.length) headers.set("content-type", "application/json");
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (raw?.length ? new Uint8Array(raw) : "{}") : undefined,
    });
    requestIds.set(request, requestId);

    const captured = new CapturedResponse();
    let unmatched = false;
    await handleProcedure(request as never, captured as never, () => {
      unmatched = true;
      captured.end();
    });
    await captured.finished;
    if (unmatched) throw new AppError("route_not_found", `No route ${req.method} ${url.pathname}.`);

    const status = captured.statusCode;
    delete captured.headers["Content-Type"];
    if (status === 204) {
      res.writeHead(204, captured.headers);
      res.end();
    } else if (status >= 400) {
      // An error raised before the context exists (415) was formatted without the request id.
      const { error } = JSON.parse(captured.body) as { error: object };
      sendJson(res, status, { error: { ...error, request_id: requestId } }, captured.headers);
    } else {
      res.writeHead(status, { ...captured.headers, "Content-Type": "application/json; charset=utf-8" });
      res.end(captured.body);
    }
  }

  return http.createServer(async (req, res) => {
    const requestId = `req_${randomBase62(20)}`;
    res.setHeader("Request-Id", requestId);
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const route = `${req.method} ${url.pathname}`;
      if (route === "GET /v1/openapi.json") {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
        res.end(openApi(req));
      } else if (route === "GET /v1/docs") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(docsPage());
      } else if (route === "GET /v1/docs/init.js") {
        res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
        res.end(docsInit);
      } else if (req.method === "GET" && url.pathname.startsWith("/v1/docs/") && docsAssets[path.basename(url.pathname)]) {
        const file = path.basename(url.pathname);
        res.writeHead(200, { "Content-Type": docsAssets[file]!, "Cache-Control": "public, max-age=86400" });
        createReadStream(path.join(swaggerUi.getAbsoluteFSPath(), file)).pipe(res);
      } else if (route === "GET /healthz") {
        sendJson(res, 200, { ok: true });
      } else if (inngestEndpoint && url.pathname === "/api/inngest") {
        await inngestEndpoint(req, res);
      } else if (url.pathname.startsWith("/trpc/")) {
        await handleConsole(req, res, requestId, url);
      } else if (url.pathname.startsWith("/v1/")) {
        await handleRest(req, res, requestId, url);
      } else {
        throw new AppError("route_not_found", `No route ${req.method} ${url.pathname}.`);
      }
    } catch (error) {
      if (isUnexpected(error)) console.error(requestId, error);
      if (!res.headersSent) sendError(res, error, requestId);
      else res.destroy();
    }
  });
}
