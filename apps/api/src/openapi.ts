import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { errorStatus } from "@proseo/core";
import { appRouter } from "./router.js";
import type { ProcedureMeta } from "./trpc.js";

type SchemaObject = NonNullable<NonNullable<OpenAPIObject["components"]>["schemas"]>[string];

const errorSchema: SchemaObject = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message", "status", "request_id", "details"],
      properties: {
        code: { type: "string", enum: Object.keys(errorStatus), description: "Stable snake_case cause." },
        message: { type: "string", description: "A human sentence." },
        status: { type: "integer", description: "The HTTP status, repeated." },
        request_id: { type: "string", description: "Equals the Request-Id response header." },
        details: {
          type: "array",
          description: "Field-level validation issues (422).",
          items: {
            type: "object",
            required: ["path", "message"],
            properties: { path: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Answers every authenticated route may give, whatever it does. */
const commonErrors = {
  "401": errorResponse("API key absent, malformed, invalid, revoked or expired."),
  "403": errorResponse("The key lacks the required scope."),
  "413": errorResponse("Request body over 2 MB."),
  "429": errorResponse("Rate limited (see Retry-After) or the daily AI spend cap reached (no Retry-After)."),
  "503": errorResponse("Service or organization paused; nothing was charged."),
};

/** Routes served beside the procedures, documented by hand. */
const handWrittenPaths = {
  "/v1/openapi.json": {
    get: {
      operationId: "openapi",
      summary: "This OpenAPI document",
      tags: ["Meta"],
      security: [],
      responses: { "200": { description: "OpenAPI 3.1 document.", content: { "application/json": {} } } },
    },
  },
  "/v1/docs": {
    get: {
      operationId: "docs",
      summary: "Browsable API reference",
      tags: ["Meta"],
      security: [],
      responses: { "200": { description: "HTML page.", content: { "text/html": {} } } },
    },
  },
};

type Operation = { operationId?: string; security?: unknown; responses?: Record<string, unknown> };

/** Success statuses other than 200, from the procedures' meta (trpc-to-openapi documents 200). */
const successStatus = new Map<string, 201 | 204>(
  Object.values(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>).flatMap(
    ({ _def: { meta } }) =>
      meta?.openapi && meta.successStatus ? [[`${meta.openapi.method} ${meta.openapi.path}`, meta.successStatus] as const] : [],
  ),
);

export function buildOpenApiDocument(baseUrl: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: "Proseo API",
    version: "1.0.0",
    description:
      "Product descriptions optimised for search and generative engines. Every request carries `Authorization: Bearer svck_...`; every error has the body `{error: {code, message, status, request_id, details}}` and every response a `Request-Id` header.",
    baseUrl,
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "An API key: svck_ followed by 40 characters." },
    },
  });
  // trpc-to-openapi documents its own error body; the service answers with the contract's.
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const responses: Record<string, unknown> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const { description } = response as { description: string };
        const success = status === "200" ? successStatus.get(`${method.toUpperCase()} ${path}`) : undefined;
        if (Number(status) >= 400) responses[status] = errorResponse(description);
        else if (success === 204) responses["204"] = { description };
        else responses[success ?? status] = response;
      }
      operation.responses = { ...responses, ...(operation.security ? commonErrors : {}) };
    }
  }
  document.paths = { ...document.paths, ...handWrittenPaths };
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: errorSchema } };
  return document;
}
