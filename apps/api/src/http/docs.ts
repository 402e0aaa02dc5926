import { createReadStream } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
// Its folder only: the package's main module would load the 1.5 MB browser bundle into the server.
import swaggerUiFolder from "swagger-ui-dist/absolute-path.js";
import { buildOpenApiDocument } from "../openapi.js";
import type { AppServices } from "../services.js";

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Proseo API reference</title><link rel="stylesheet" href="/v1/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/v1/docs/swagger-ui-bundle.js"></script>
<script src="/v1/docs/init.js"></script></body></html>`;

// A script file, not an inline script, so that the page runs under a script-src 'self' policy.
const docsInit = `window.ui = SwaggerUIBundle({ url: "/v1/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;
const docsAssets = new Map([
  ["swagger-ui.css", "text/css; charset=utf-8"],
  ["swagger-ui-bundle.js", "text/javascript; charset=utf-8"],
]);

/** The OpenAPI document and a browsable reference rendered from assets shipped with the server. */
export async function docs(app: FastifyInstance, { services }: { services: AppServices }) {
  // Relative to wherever the API is reached unless PUBLIC_API_URL names it; never from a request's Host.
  const openApiJson = JSON.stringify(buildOpenApiDocument(services.config.PUBLIC_API_URL ?? "/"));
  app.get("/v1/openapi.json", (_request, reply) => reply.type("application/json; charset=utf-8").send(openApiJson));
  app.get("/v1/docs", (_request, reply) => reply.type("text/html; charset=utf-8").send(docsPage));
  app.get("/v1/docs/init.js", (_request, reply) => reply.type("text/javascript; charset=utf-8").send(docsInit));
  app.get<{ Params: { asset: string } }>("/v1/docs/:asset", (request, reply) => {
    const type = docsAssets.get(request.params.asset);
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header("Cache-Control", "public, max-age=86400")
      .send(createReadStream(path.join(swaggerUiFolder(), request.params.asset)));
  });
}
