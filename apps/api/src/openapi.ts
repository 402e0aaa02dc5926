import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { z } from "zod";
import { BLOB_CONTENT_TYPES, errorStatus, IDEMPOTENCY_KEY_PATTERN, MAX_BODY_BYTES, MAX_INPUT_DEPTH } from "@proseo/core";
import { mediaItemSchema } from "./contract/media.js";
import { exportCatalogMeta, exportCatalogQuery } from "./http/export.js";
import { channelFeedMeta, channelFeedQuery, tokenFeedMeta } from "./http/feed.js";
import { blobMeta, platformImageMeta, uploadMediaMeta } from "./http/media.js";
import { openApiProcedures } from "./http/routes.js";
import { appRouter } from "./router.js";
import type { ProcedureMeta } from "./trpc.js";

type Components = NonNullable<OpenAPIObject["components"]>;
type SchemaObject = NonNullable<Components["schemas"]>[string];
type HeaderObject = NonNullable<Components["headers"]>[string];

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

interface MediaType {
  schema?: unknown;
  example?: unknown;
}

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
}

const JSON_MEDIA_TYPE = "application/json";
const MULTIPART = "multipart/form-data";

const ref = (section: "schemas" | "headers", name: string) => ({ $ref: `#/components/${section}/${name}` });

const requestIdSchema = { type: "string", pattern: "^req_[0-9A-Za-z]+$" } as const;

const errorSchema: SchemaObject = {
  type: "object",
  required: ["error"],
  additionalProperties: false,
  properties: {
    error: {
      type: "object",
      required: ["code", "message", "status", "request_id", "details"],
      additionalProperties: false,
      properties: {
        code: { type: "string", enum: Object.keys(errorStatus), description: "Stable snake_case cause." },
        message: { type: "string", description: "A human sentence." },
        status: { type: "integer", description: "The HTTP status, repeated." },
        request_id: { ...requestIdSchema, description: "Equals the Request-Id response header." },
        details: {
          type: "array",
          description: "Field-level validation issues (422).",
          items: {
            type: "object",
            required: ["path", "message"],
            additionalProperties: false,
            properties: { path: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};

const headers = {
  "Request-Id": {
    description: "Identifies this request (every response carries it); equals `error.request_id` in an error body.",
    required: true,
    schema: requestIdSchema,
  },
  "Retry-After": {
    description: "Seconds to wait before retrying. Sent by the rate limiter; the daily AI spend cap sends none.",
    schema: { type: "integer", minimum: 1 },
  },
  "WWW-Authenticate": { description: "The authentication scheme to use.", required: true, schema: { const: "Bearer" } },
  "Content-Disposition": {
    description:
      "Download as a file named `<organization>-<channel>-<language>.csv` (`-translations` before `.csv` for the translation file).",
    required: true,
    schema: { type: "string", pattern: '^attachment; filename="[a-z0-9-]+-[a-z]+-[A-Za-z-]+\\.csv"$' },
  },
  "Feed-Disposition": {
    description: "Download as a file named `<organization>-<channel>-<language>.<csv|tsv|jsonl>`.",
    required: true,
    schema: { type: "string", pattern: '^attachment; filename="[a-z0-9-]+-[a-z_]+-[A-Za-z-]+\\.(csv|tsv|jsonl)"$' },
  },
  "Content-Encoding": {
    description: "`gzip` when the request's Accept-Encoding allows it; absent otherwise.",
    schema: { const: "gzip" },
  },
  Vary: { description: "The answer depends on Accept-Encoding.", required: true, schema: { const: "Accept-Encoding" } },
  ETag: { description: "The file's entity tag, for If-None-Match.", required: true, schema: { type: "string" } },
  "Idempotent-Replayed": {
    description:
      "`true` when this is the stored answer to an earlier request with the same Idempotency-Key: nothing ran or was charged again.",
    schema: { const: "true" },
  },
} satisfies Record<string, HeaderObject>;

/** Headers the error mapper adds to every error of a status. */
const errorHeaders: Record<number, (keyof typeof headers)[]> = { 401: ["WWW-Authenticate"], 429: ["Retry-After"] };

const withHeaders = (...names: (keyof typeof headers)[]) =>
  Object.fromEntries(["Request-Id" as const, ...names].map((name) => [name, ref("headers", name)]));

/** The error body of one status: the Error schema with the codes of packages/core's table that map to it. */
function errorResponse(status: number, description: string): Response {
  const codes = Object.entries(errorStatus).flatMap(([code, codeStatus]) => (codeStatus === status ? [code] : []));
  if (codes.length === 0) throw new Error(`No error code answers with status ${status}.`);
  return {
    description,
    headers: withHeaders(...(errorHeaders[status] ?? [])),
    content: {
      "application/json": {
        schema: {
          allOf: [
            ref("schemas", "Error"),
            {
              type: "object",
              properties: { error: { type: "object", properties: { status: { const: status }, code: { enum: codes } } } },
            },
          ],
        },
      },
    },
  };
}

/** A query schema's fields as OpenAPI query parameters. */
function queryParameters(schema: z.ZodObject) {
  const { properties = {}, required = [] } = z.toJSONSchema(schema, { io: "input" }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    in: "query" as const,
    name,
    required: required.includes(name),
    description,
    // JSON Schema from zod, which OpenAPI 3.1 takes as it is.
    schema: property as Record<string, never>,
  }));
}

/** A CSV file's beginning, shown in the document. */
const exampleCsv =
  'Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Product image URL,Image alt text,SEO title,SEO description,Color (product.metafields.custom.color)\r\nMerino crew sweater,sw-1,"<p>Soft merino, knitted in Portugal.</p>\n<ul><li>Warm</li></ul>",Acme,Apparel > Knitwear,Knitwear,"merino, sweater",TRUE,active,SW-1,,,Merino crew sweater | Acme,Warm merino crew sweater from Acme.,navy\r\n';

const channelSlugParameter = {
  in: "path" as const,
  name: "slug",
  required: true,
  description: "The channel's slug (GET /v1/channels).",
  schema: { type: "string" as const, minLength: 1 },
};

/** A channel's feed: the channel's own format, gzip when the client takes it. */
const feedFile: Response = {
  description: "The channel's file, streamed.",
  headers: {
    "Content-Disposition": ref("headers", "Feed-Disposition"),
    "Content-Encoding": ref("headers", "Content-Encoding"),
    Vary: ref("headers", "Vary"),
  },
  content: {
    "text/csv": { schema: { type: "string" }, example: exampleCsv },
    "text/tab-separated-values": { schema: { type: "string" } },
    "application/jsonl": { schema: { type: "string" } },
  },
};

/** A stored file, in the type its key names. */
const blobContent = Object.fromEntries(
  Object.values(BLOB_CONTENT_TYPES).map((type) => [type, { schema: { type: "string" as const } }]),
);

/** A served file's answers: whole, a range of it, or not modified. */
const servedFileResponses = (what: string) => ({
  "200": { description: `The ${what}.`, headers: { ETag: ref("headers", "ETag") }, content: blobContent },
  "206": {
    description: `The requested range of the ${what}.`,
    headers: { ETag: ref("headers", "ETag") },
    content: blobContent,
  },
  "304": { description: "Not modified (If-None-Match matched the ETag)." },
});

/** A hand-written operation's id, and its summary, description and tags from its meta (as a procedure's are). */
const describedBy = (meta: ProcedureMeta, operationId: string) => ({
  operationId,
  summary: meta.openapi!.summary,
  description: meta.openapi!.description,
  tags: meta.openapi!.tags,
});

/** Routes served beside the procedures, documented by hand. */
const handWrittenPaths: NonNullable<OpenAPIObject["paths"]> = {
  [exportCatalogMeta.openapi!.path]: {
    get: {
      ...describedBy(exportCatalogMeta, "exportCatalog"),
      security: [{ bearerAuth: [] }],
      parameters: queryParameters(exportCatalogQuery),
      responses: {
        "200": {
          description: "The CSV file, streamed.",
          headers: { "Content-Disposition": ref("headers", "Content-Disposition") },
          content: { "text/csv": { schema: { type: "string" }, example: exampleCsv } },
        },
      },
    },
  },
  [channelFeedMeta.openapi!.path]: {
    get: {
      ...describedBy(channelFeedMeta, "getChannelFeed"),
      security: [{ bearerAuth: [] }],
      parameters: [channelSlugParameter, ...queryParameters(channelFeedQuery)],
      responses: { "200": feedFile },
    },
  },
  [tokenFeedMeta.openapi!.path]: {
    get: {
      ...describedBy(tokenFeedMeta, "getFeedByToken"),
      security: [],
      parameters: [
        {
          in: "path" as const,
          name: "token",
          required: true,
          description: "The feed token (svcf_...).",
          schema: { type: "string" as const },
        },
        {
          in: "path" as const,
          name: "file",
          required: true,
          description: "The channel's slug and its file's extension: shopify.csv, google_merchant.tsv, openai_products.jsonl.",
          schema: { type: "string" as const },
        },
        ...queryParameters(channelFeedQuery),
      ],
      responses: { "200": feedFile },
    },
  },
  [uploadMediaMeta.openapi!.path]: {
    post: {
      ...describedBy(uploadMediaMeta, "uploadMedia"),
      security: [{ bearerAuth: [] }],
      parameters: [
        { in: "path" as const, name: "id", required: true, description: "Product id.", schema: { type: "string", minLength: 1 } },
      ],
      requestBody: {
        content: {
          [MULTIPART]: {
            schema: {
              type: "object",
              additionalProperties: false,
              properties: {
                file: {
                  type: "string",
                  contentMediaType: "application/octet-stream",
                  description: "An image: PNG, JPEG or WebP.",
                },
                role: {
                  type: "string",
                  enum: ["base", "gallery", "swatch", "model_3d"],
                  description: "Default gallery for an image; model_3d for a 3D model.",
                },
                glb: {
                  type: "string",
                  contentMediaType: "model/gltf-binary",
                  description: "A 3D model as binary glTF 2.0 (with usdz).",
                },
                usdz: {
                  type: "string",
                  contentMediaType: "model/vnd.usdz+zip",
                  description: "The same 3D model as USDZ (with glb).",
                },
              },
            },
          },
        },
      },
      responses: {
        "201": { description: "The new item.", content: { [JSON_MEDIA_TYPE]: { schema: ref("schemas", "MediaItem") } } },
      },
    },
  },
  [blobMeta.openapi!.path]: {
    get: {
      ...describedBy(blobMeta, "getBlob"),
      security: [],
      parameters: [
        { in: "path" as const, name: "key", required: true, schema: { type: "string" } },
        {
          in: "query" as const,
          name: "expires",
          required: true,
          description: "Unix time the URL expires.",
          schema: { type: "string" },
        },
        { in: "query" as const, name: "signature", required: true, schema: { type: "string" } },
      ],
      responses: servedFileResponses("file"),
    },
  },
  [platformImageMeta.openapi!.path]: {
    get: {
      ...describedBy(platformImageMeta, "getPlatformImage"),
      security: [],
      parameters: ["id", "signature", "name"].map((name) => ({
        in: "path" as const,
        name,
        required: true,
        schema: { type: "string" },
      })),
      responses: servedFileResponses("image"),
    },
  },
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

const IDEMPOTENCY_KEY = "idempotency-key";

/**
 * Every status an operation may answer with, and why: the route's own causes first, then the edge's.
 * Input and Idempotency-Key failures are stated here only where the route's meta says nothing of
 * that status (routes describe them together with their own input rules).
 */
function errorCauses(
  operation: Operation,
  meta: ProcedureMeta | undefined,
  route: string,
  idempotencyKey: Parameter | undefined,
): Map<number, string[]> {
  const declared = meta?.openapi?.errorResponses ?? {};
  if (Array.isArray(declared)) throw new Error(`${route}: describe each error status in errorResponses.`);
  const causes = new Map<number, string[]>();
  const add = (status: number, cause: string) => causes.set(status, [...(causes.get(status) ?? []), cause]);
  const addUnlessDeclared = (status: number, cause: string) => status in declared || add(status, cause);
  for (const [status, cause] of Object.entries(declared)) add(Number(status), cause);

  // A POST without fields of its own (cancel, approve) still reads whatever body is sent.
  const jsonBody =
    operation.requestBody?.content[MULTIPART] === undefined &&
    (operation.requestBody !== undefined || /^(POST|PUT|PATCH) /.test(route));
  const query = operation.parameters?.some((parameter) => parameter.in === "query" || parameter.in === "path");
  if (jsonBody) {
    add(400, "The body is not valid JSON (invalid_json).");
    add(413, `The body is over ${MAX_BODY_BYTES / 2 ** 20} MB (payload_too_large).`);
    add(415, "The body is not sent as application/json (unsupported_media_type).");
  }
  if (jsonBody || query || idempotencyKey || operation.security?.length) {
    addUnlessDeclared(
      422,
      `The request does not match its schema, or a string of it (path, query or body) holds a NUL character or a lone surrogate, or it nests deeper than ${MAX_INPUT_DEPTH} levels (validation_failed); error.details names each field.`,
    );
  }
  if (idempotencyKey) {
    addUnlessDeclared(409, "A request with this Idempotency-Key is still running; retry shortly (idempotency_in_flight).");
    addUnlessDeclared(
      422,
      "The Idempotency-Key was used before with another payload or on another endpoint (idempotency_key_reused).",
    );
    if (idempotencyKey.required) addUnlessDeclared(428, "The Idempotency-Key header is missing (idempotency_key_required).");
  }
  if (operation.security?.length) {
    add(401, "API key absent, malformed, invalid, revoked or expired (invalid_api_key).");
    if (meta?.scope) add(403, `The key lacks the \`${meta.scope}\` scope (missing_scope).`);
    add(429, "Too many requests from this key; retry after Retry-After seconds (rate_limited).");
    add(503, "The API or this organization's API access is paused; nothing was charged (service_paused).");
  }
  add(500, "Something went wrong on our side; retry later (internal_error).");
  return causes;
}

/** Puts a procedure's example (meta.examples) beside the JSON schema it illustrates. */
function showExample(content: Record<string, MediaType> | undefined, example: unknown, where: string): void {
  const media = content?.[JSON_MEDIA_TYPE];
  if (!media) throw new Error(`${where}: an example without a JSON body to show it on.`);
  media.example = example;
}

/**
 * Every procedure's input is strict, and a PATCH must change something; trpc-to-openapi loses both
 * when it takes the path parameters out of a body schema.
 */
function stateBodyRules(operation: Operation, method: string): void {
  const schema = operation.requestBody?.content[JSON_MEDIA_TYPE]?.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  schema.additionalProperties = false;
  if (method === "patch") schema.minProperties = 1;
}

function completeOperation(operation: Operation, meta: ProcedureMeta | undefined, route: string): void {
  const idempotencyKey = operation.parameters?.find((parameter) => parameter.name.toLowerCase() === IDEMPOTENCY_KEY);
  if (idempotencyKey) Object.assign(idempotencyKey, { name: "Idempotency-Key", schema: ref("schemas", "IdempotencyKey") });
  const { request, response } = meta?.examples ?? {};
  if (request !== undefined) showExample(operation.requestBody?.content, request, `${route} request`);
  if (operation.security?.length) operation.security = [{ bearerAuth: meta?.scope ? [meta.scope] : [] }];

  const success = Object.entries(operation.responses).find(([status]) => Number(status) < 300);
  if (!success) throw new Error(`${route}: no success response.`);
  const [generatedStatus, generated] = success;
  // trpc-to-openapi documents every success as 200.
  const status = meta?.successStatus ?? Number(generatedStatus);
  // A hand-written route may document more than one success (a partial answer, not modified).
  const otherSuccesses = Object.entries(operation.responses).filter(
    ([other]) => Number(other) < 400 && other !== generatedStatus,
  );
  const responses: Record<string, Response> = {
    ...Object.fromEntries(
      otherSuccesses.map(([other, answer]) => [other, { ...answer, headers: { ...answer.headers, ...withHeaders() } }]),
    ),
    [status]: {
      ...(status === 204 ? { description: generated.description } : generated),
      headers: { ...generated.headers, ...withHeaders(...(idempotencyKey ? (["Idempotent-Replayed"] as const) : [])) },
    },
  };
  if (response !== undefined) showExample(responses[status]?.content, response, `${route} ${status}`);
  // trpc-to-openapi shares one error response per status across routes; each route's own causes are in its meta.
  for (const [errorStatusCode, causes] of [...errorCauses(operation, meta, route, idempotencyKey)].sort(([a], [b]) => a - b)) {
    responses[errorStatusCode] = errorResponse(errorStatusCode, causes.join(" "));
  }
  operation.responses = responses;
}

/** The routes documented by hand, with their meta. */
export const handWrittenMetas: ProcedureMeta[] = [
  exportCatalogMeta,
  channelFeedMeta,
  tokenFeedMeta,
  uploadMediaMeta,
  blobMeta,
  platformImageMeta,
];

/** The procedures' and hand-written routes' meta by operation ("GET /v1/products"). */
function metaByOperation(router: OpenApiRouter): Map<string, ProcedureMeta> {
  const procedures = openApiProcedures(router).map(({ meta }) => meta);
  return new Map(
    [...procedures, ...handWrittenMetas].map((meta) => [`${meta.openapi?.method} ${meta.openapi?.path}`, meta] as const),
  );
}

/** The /v1 document; servers is PUBLIC_API_URL when given, else relative to where the document is served. */
export function buildOpenApiDocument(baseUrl: string | undefined, router: OpenApiRouter = appRouter): OpenAPIObject {
  const document = generateOpenApiDocument(router, {
    title: "Proseo API",
    version: "1.0.0",
    description:
      "Product descriptions optimised for search and generative engines. Every request carries `Authorization: Bearer svck_...`; every response a `Request-Id` header; every error the body `{error: {code, message, status, request_id, details}}`. A path or method not listed here answers 404 `route_not_found`.",
    baseUrl: baseUrl ?? "/",
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "An API key: svck_ followed by 40 characters." },
    },
  });
  const metas = metaByOperation(router);
  // A hand-written method may share its path with procedures (POST beside GET /v1/products/{id}/media).
  const paths = { ...document.paths };
  for (const [path, item] of Object.entries(structuredClone(handWrittenPaths))) paths[path] = { ...paths[path], ...item };
  document.paths = paths;
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const route = `${method.toUpperCase()} ${path}`;
      stateBodyRules(operation, method);
      completeOperation(operation, metas.get(route), route);
    }
  }
  // trpc-to-openapi registers its own error bodies as "error.<CODE>"; none is referenced any more.
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith("error."));
  document.components = {
    ...document.components,
    schemas: {
      // The upload's answer; a router without the media procedures (a test's) still gets the component.
      MediaItem: (z.toJSONSchema(mediaItemSchema, { io: "output" }) as { $defs: Record<string, SchemaObject> }).$defs.MediaItem!,
      ...Object.fromEntries(schemas),
      Error: errorSchema,
      IdempotencyKey: {
        type: "string",
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: "1 to 255 visible ASCII characters, kept at least 24 hours per organization.",
      },
    },
    headers,
  };
  return document;
}
