import SwaggerParser from "@apidevtools/swagger-parser";
import { initTRPC } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiProcedures } from "../src/http/routes.js";
import { buildOpenApiDocument, handWrittenMetas } from "../src/openapi.js";
import { appRouter } from "../src/router.js";
import type { ProcedureMeta } from "../src/trpc.js";
import { openApiContract, type ReceivedResponse } from "./openapi-validator.js";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
let tenant: Awaited<ReturnType<Api["createTenant"]>>;
beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant();
});
afterAll(() => api.close());

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { $ref?: string };
}
interface MediaType {
  example?: unknown;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { headers?: Record<string, { $ref: string }>; content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { pattern?: string }>; headers: Record<string, { required?: boolean }> };
}

const fetchDocument = async () => (await (await fetch(`${api.baseUrl}/v1/openapi.json`)).json()) as Document;
const fetchContract = async () => openApiContract(await SwaggerParser.dereference((await fetchDocument()) as never));

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

// The procedures' meta, and the hand-written routes' (the CSV export).
const procedureMeta = [...openApiProcedures(appRouter).map(({ meta }) => meta), ...handWrittenMetas];

describe("GET /v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it("lists every procedure published under /v1", async () => {
    const document = await fetchDocument();
    expect(procedureMeta.length).toBeGreaterThan(0);
    for (const meta of procedureMeta) {
      const { method, path } = meta!.openapi!;
      expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });

  it("lists only routes the server answers, with the contract's error body", async () => {
    const document = await fetchDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const concrete = path.replace(/\{\w+\}/g, "unknown");
        const response = await tenant.call(
          method.toUpperCase(),
          concrete,
          method === "get" || method === "delete" ? undefined : {},
        );
        expect(response.json?.error?.code, `${method} ${path}`).not.toBe("route_not_found");
        for (const [status, documented] of Object.entries(operation.responses)) {
          if (Number(status) >= 400) {
            expect(JSON.stringify(documented), `${method} ${path} ${status}`).toContain("#/components/schemas/Error");
          }
        }
      }
    }
  });

  it("answers 404 route_not_found, as its description says, to a method it does not list", async () => {
    const document = await fetchDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      const concrete = path.replace(/\{\w+\}/g, "unknown");
      const unlisted = ["put", "patch", "delete", "post"].find((method) => !(method in operations))!;
      expectError(await tenant.call(unlisted.toUpperCase(), concrete, {}), 404, "route_not_found");
    }
  });

  it("documents what the edge answers wherever it can answer it", async () => {
    const document = await fetchDocument();
    for (const { route, operation } of operationsOf(document)) {
      const statuses = Object.keys(operation.responses).map(Number);
      const has = (status: number) => expect(statuses.includes(status), `${route} ${status}`);
      // Every POST, PUT and PATCH reads a body, even one without fields of its own.
      const body = operation.requestBody !== undefined || /^(POST|PUT|PATCH) /.test(route);
      const key = operation.parameters?.find((parameter) => parameter.name === "Idempotency-Key");
      const meta = procedureMeta.find((candidate) => `${candidate!.openapi!.method} ${candidate!.openapi!.path}` === route);
      const isProtected = Boolean(operation.security?.length);
      has(413).toBe(body);
      has(415).toBe(body);
      // Only a JSON body can fail to parse as JSON (a multipart upload's refusals are 413, 415 and 422).
      if (body) has(400).toBe(operation.requestBody?.content["multipart/form-data"] === undefined);
      has(428).toBe(Boolean(key?.required));
      has(401).toBe(isProtected);
      // 403: a missing scope, or a route's own cause (a media URL's bad signature).
      has(403).toBe(Boolean(meta?.scope) || 403 in (meta?.openapi?.errorResponses ?? {}));
      // 429 and 503 without a key: a feed URL's own limit and the pause of its token's organization.
      const declared = meta?.openapi?.errorResponses ?? {};
      has(429).toBe(isProtected || 429 in declared);
      has(503).toBe(isProtected || 503 in declared);
      has(500).toBe(true);
      // Every string of a request obeys one rule, whatever the route (input-guard.ts).
      if (isProtected) has(422).toBe(true);
      if (meta?.scope) expect(operation.security).toEqual([{ bearerAuth: [meta.scope] }]);

      for (const [status, response] of Object.entries(operation.responses)) {
        const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, header]) => [name, header.$ref]));
        expect(headers["Request-Id"], `${route} ${status}`).toBe("#/components/headers/Request-Id");
        expect(headers["WWW-Authenticate"] !== undefined, `${route} ${status}`).toBe(status === "401");
        expect(headers["Retry-After"] !== undefined, `${route} ${status}`).toBe(status === "429");
        expect(headers["Idempotent-Replayed"] !== undefined, `${route} ${status}`).toBe(Boolean(key) && Number(status) < 300);
      }
      if (key) expect(key.schema).toEqual({ $ref: "#/components/schemas/IdempotencyKey" });
    }
    expect(document.components.headers["Request-Id"]?.required).toBe(true);
    expect(document.components.headers["WWW-Authenticate"]?.required).toBe(true);
  });

  it("states that bodies take no unknown field and that a PATCH must change something, as the server does", async () => {
    const document = buildOpenApiDocument(undefined) as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const schema = operation.requestBody?.content["application/json"]?.schema;
        if (!schema) continue;
        expect(schema.additionalProperties, `${method} ${path}`).toBe(false);
        expect(schema.minProperties, `${method} ${path}`).toBe(method === "patch" ? 1 : undefined);
      }
    }
    const product = (await tenant.call("POST", "/v1/products", { products: [{ sku: "RULES-1", name: "Rules" }] })).json;
    const { id } = (await tenant.call("GET", "/v1/products?q=RULES-1")).json.products[0];
    expect(product.created).toBe(1);
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, {}), 422, "validation_failed");
    expectError(await tenant.call("PATCH", `/v1/products/${id}`, { colour: "red" }), 422, "validation_failed");
    expectError(await tenant.call("PATCH", "/v1/attributes/title", {}), 422, "validation_failed");
  });

  it("answers 415 to a body sent as another media type, as documented", async () => {
    const body = JSON.stringify({ products: [{ sku: "MT-1", name: "Media type" }] });
    const response = await tenant.call("POST", "/v1/products", body, { "Content-Type": "text/plain" });
    expectError(response, 415, "unsupported_media_type");
  });

  it("states the Idempotency-Key rule the server applies", async () => {
    const { pattern } = (await fetchDocument()).components.schemas.IdempotencyKey!;
    const documented = new RegExp(pattern!);
    const keys = ["a".repeat(255), "!~", "a".repeat(256), "", "with space", "naïve"];
    for (const [index, key] of keys.entries()) {
      const products = [{ sku: `IK-${index}`, name: "Key probe" }];
      const response = await tenant.call("POST", "/v1/products", { products }, { "Idempotency-Key": key });
      expect(response.status, JSON.stringify(key)).toBe(documented.test(key) ? 200 : 422);
    }
    expect(keys.filter((key) => documented.test(key))).toHaveLength(2);
  });

  it("shows the procedures' examples, each valid against its own schema", async () => {
    const document = await fetchDocument();
    const examples = operationsOf(document).flatMap(({ operation }) => [
      operation.requestBody?.content["application/json"]?.example,
      ...Object.values(operation.responses).map((response) => response.content?.["application/json"]?.example),
    ]);
    const withExample = procedureMeta.filter((meta) => meta?.examples);
    expect(withExample.length).toBeGreaterThan(0);
    for (const meta of withExample) {
      for (const example of [meta!.examples!.request, meta!.examples!.response].filter((shown) => shown !== undefined)) {
        expect(examples, meta!.openapi!.path).toContainEqual(example);
      }
    }
    const contract = openApiContract(await SwaggerParser.dereference(structuredClone(document) as never));
    expect(contract.exampleViolations()).toEqual([]);

    const wrong = structuredClone(document);
    const batch = wrong.paths["/v1/batches"]!.post!;
    Object.assign(batch.requestBody!.content["application/json"]!, { example: { product_ids: [] } });
    Object.assign(batch.responses["201"]!.content!["application/json"]!, { example: { id: "batch_1" } });
    expect(openApiContract(await SwaggerParser.dereference(wrong as never)).exampleViolations()).toEqual([
      "POST /v1/batches request: example/product_ids must NOT have fewer than 1 items",
      expect.stringMatching(/^POST \/v1\/batches 201: example must have required property 'status'/),
    ]);
  });

  it("names the server in servers from PUBLIC_API_URL, or relatively", () => {
    expect(buildOpenApiDocument(undefined).servers).toEqual([{ url: "/" }]);
    expect(buildOpenApiDocument("https://api.example.com").servers).toEqual([{ url: "https://api.example.com" }]);
  });

  it("makes a schema named with .meta({ id }) a component that responses reference", async () => {
    const t = initTRPC.meta<ProcedureMeta>().create();
    const widget = z.object({ id: z.string(), size: z.number().int() }).meta({ id: "Widget", description: "A widget." });
    const router = t.router({
      get: t.procedure
        .meta({ openapi: { method: "GET", path: "/v1/widgets/{id}", protect: false } })
        .input(z.object({ id: z.string() }))
        .output(widget)
        .query(({ input }) => ({ id: input.id, size: 1 })),
      list: t.procedure
        .meta({ openapi: { method: "GET", path: "/v1/widgets", protect: false } })
        .input(z.void())
        .output(z.object({ widgets: z.array(widget) }))
        .query(() => ({ widgets: [] })),
    });
    const document = buildOpenApiDocument(undefined, router) as unknown as Document;
    expect(document.components.schemas.Widget).toMatchObject({ type: "object", description: "A widget." });
    expect(JSON.stringify(document.paths["/v1/widgets/{id}"]?.get?.responses["200"])).toContain('"#/components/schemas/Widget"');
    expect(JSON.stringify(document.paths["/v1/widgets"]?.get?.responses["200"])).toContain('"#/components/schemas/Widget"');

    const contract = openApiContract(await SwaggerParser.dereference(document as never));
    const answer = (body: unknown): ReceivedResponse => ({
      method: "GET",
      url: "/v1/widgets/w_1",
      status: 200,
      headers: new Headers({ "Request-Id": "req_1", "Content-Type": "application/json" }),
      text: JSON.stringify(body),
    });
    contract.check(answer({ id: "w_1", size: 1 }));
    expect(() => contract.check(answer({ id: "w_1", size: "big" }))).toThrow("body/size must be integer");
  });
});

describe("the OpenAPI check of every answer the tests receive", () => {
  const jsonHeaders = (extra: Record<string, string> = {}) =>
    new Headers({ "Request-Id": "req_abc", "Content-Type": "application/json; charset=utf-8", ...extra });
  const errorBody = (status: number, code: string) =>
    JSON.stringify({ error: { code, message: "m", status, request_id: "req_abc", details: [] } });

  it("accepts a real answer, and refuses it with a required field missing or of the wrong type", async () => {
    const contract = await fetchContract();
    await tenant.call("POST", "/v1/products", { products: [{ sku: "V-1", name: "Valid" }] });
    const [product] = (await tenant.call("GET", "/v1/products")).json.products;
    const real = await fetch(`${api.baseUrl}/v1/products/${product.id}`, { headers: { Authorization: `Bearer ${tenant.key}` } });
    const answer = {
      method: "GET",
      url: `/v1/products/${product.id}`,
      status: 200,
      headers: real.headers,
      text: await real.text(),
    };

    contract.check(answer);
    const { sku: _sku, ...withoutSku } = JSON.parse(answer.text);
    expect(() => contract.check({ ...answer, text: JSON.stringify(withoutSku) })).toThrow(
      /^GET \/v1\/products\/\{id\} answered 200 against its OpenAPI operation: body must have required property 'sku'/,
    );
    expect(() => contract.check({ ...answer, text: JSON.stringify({ ...withoutSku, sku: 7 }) })).toThrow(
      "body/sku must be string",
    );
  });

  it("refuses a status its operation does not list", async () => {
    const contract = await fetchContract();
    const answer = { method: "GET", url: "/v1/me", status: 404, headers: jsonHeaders(), text: errorBody(404, "not_found") };
    expect(() => contract.check(answer)).toThrow(/^GET \/v1\/me answered 404, which its OpenAPI operation does not list/);
  });

  it("refuses an error code of another status, an undocumented content type and a missing required header", async () => {
    const contract = await fetchContract();
    const notFound = { method: "GET", url: "/v1/products/prod_x?a=1", status: 404, headers: jsonHeaders(), text: "" };
    contract.check({ ...notFound, text: errorBody(404, "not_found") });
    expect(() => contract.check({ ...notFound, text: errorBody(404, "missing_scope") })).toThrow(
      "body/error/code must be equal to one of the allowed values",
    );
    expect(() => contract.check({ ...notFound, headers: new Headers({ "Request-Id": "req_abc" }), text: "Not found" })).toThrow(
      'content type "" is not one of application/json',
    );
    const unauthorized = {
      method: "GET",
      url: "/v1/me",
      status: 401,
      headers: jsonHeaders(),
      text: errorBody(401, "invalid_api_key"),
    };
    expect(() => contract.check(unauthorized)).toThrow("header WWW-Authenticate is missing");
    expect(() => contract.check({ ...unauthorized, headers: jsonHeaders({ "WWW-Authenticate": "Basic" }) })).toThrow(
      "header WWW-Authenticate must be equal to constant",
    );
  });

  it("checks a CSV answer: a header row, every row as wide as it, CRLF line breaks", async () => {
    const contract = await fetchContract();
    const csv = (text: string) => ({
      method: "GET",
      url: "/v1/export/catalog.csv?language=en",
      status: 200,
      headers: new Headers({
        "Request-Id": "req_abc",
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="acme-shopify-en.csv"',
      }),
      text,
    });
    contract.check(csv('Title,SKU\r\n"A, b\nc",SW-1\r\n'));
    expect(() => contract.check(csv("Title,SKU\r\nA\r\n"))).toThrow("CSV row 1 has 1 fields, the header 2");
    expect(() => contract.check(csv('Title,SKU\r\n"A,SW-1\r\n'))).toThrow("CSV row");
    expect(() => contract.check(csv("Title,SKU\r\nA,SW-1"))).toThrow("the CSV does not end with a line break");
    expect(() => contract.check(csv(""))).toThrow("the CSV has no header row");
    const unnamed = csv("Title\r\n");
    unnamed.headers.delete("Content-Disposition");
    expect(() => contract.check(unnamed)).toThrow("header Content-Disposition is missing");
  });

  it("refuses a body on an answer documented without one", async () => {
    const contract = await fetchContract();
    const deleted = {
      method: "DELETE",
      url: "/v1/products/prod_x",
      status: 204,
      headers: new Headers({ "Request-Id": "req_abc" }),
    };
    contract.check({ ...deleted, text: "" });
    expect(() => contract.check({ ...deleted, text: "{}" })).toThrow("a body where the document lists none");
  });

  it("leaves paths and methods outside the document alone", async () => {
    const contract = await fetchContract();
    for (const [method, url] of [
      ["GET", "/healthz"],
      ["POST", "/trpc/console.overview"],
      ["PUT", "/v1/products"],
    ] as const) {
      contract.check({ method, url, status: 418, headers: new Headers(), text: "anything" });
    }
  });
});

describe("GET /v1/docs", () => {
  it("renders the reference from assets the server ships itself", async () => {
    const page = await fetch(`${api.baseUrl}/v1/docs`);
    expect(page.status).toBe(200);
    const assets = [...(await page.text()).matchAll(/(?:src|href)="(\/v1\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(3);
    const bodies = await Promise.all(
      assets.map(async (asset) => {
        const response = await fetch(`${api.baseUrl}${asset}`);
        expect(response.status, asset).toBe(200);
        return response.text();
      }),
    );
    expect(bodies.join("")).toContain('url: "/v1/openapi.json"');
    expect(bodies.find((body) => body.includes("SwaggerUIBundle"))?.length).toBeGreaterThan(100_000);
  });
});
