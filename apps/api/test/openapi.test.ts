import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/router.js";
import { startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const fetchDocument = async () => (await (await fetch(`${api.baseUrl}/v1/openapi.json`)).json()) as Document;

describe("GET /v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it("lists every procedure published under /v1", async () => {
    const document = await fetchDocument();
    const published = Object.values(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: any } }>)
      .map((procedure) => procedure._def.meta?.openapi)
      .filter(Boolean);
    expect(published.length).toBeGreaterThan(0);
    for (const { method, path } of published) {
      expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });

  it("lists only routes the server answers, with the contract's error body", async () => {
    const document = await fetchDocument();
    const tenant = await api.createTenant();
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
