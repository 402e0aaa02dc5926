// The export and the channel feed stream page by page, compressed or not; a failure must never leave a file that looks complete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBase62 } from "@proseo/core";
import { writeContentForTest } from "@proseo/core/testing/content";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
let tenant: Awaited<ReturnType<Api["createTenant"]>>;
const PRODUCTS = 16;
// Large rows, one product per page, of text gzip cannot shrink much: the server cannot run ahead of a client that stops reading.
const DESCRIPTION = `<p>${randomBase62(1_500_000)}</p>`;

beforeAll(async () => {
  api = await startApi({ EXPORT_PAGE_SIZE: "1" });
  tenant = await api.createTenant(["catalog:write", "content:manage", "export"], { languages: ["en"] });
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({ sku: `BIG-${i}`, name: `Big ${i}` }));
  await tenant.call("POST", "/v1/products", { products });
  for (const product of await api.deps.db.product.findMany({ where: { orgId: tenant.org.id } })) {
    const version = await writeContentForTest(api.deps, tenant.org.id, product.id, { description: { en: DESCRIPTION } });
    await tenant.call("POST", `/v1/products/${product.id}/publish`, { version });
  }
});
afterAll(() => api.close());

/** Makes every later query of the export fail, for the time of `run`. */
async function withRevisionsGone<T>(run: () => Promise<T>): Promise<T> {
  await api.deps.db.$executeRawUnsafe(`ALTER TABLE "Revision" RENAME TO "RevisionGone"`);
  try {
    return await run();
  } finally {
    await api.deps.db.$executeRawUnsafe(`ALTER TABLE "RevisionGone" RENAME TO "Revision"`);
  }
}

const routes = [
  { name: "the export", path: "/v1/export/catalog.csv?language=en", encoding: "identity", compressed: false },
  { name: "the channel feed", path: "/v1/channels/shopify/feed?language=en", encoding: "identity", compressed: false },
  { name: "the channel feed with gzip", path: "/v1/channels/shopify/feed?language=en", encoding: "gzip", compressed: true },
];

describe.each(routes)("a failure while streaming $name", ({ path, encoding, compressed }) => {
  const url = () => api.baseUrl + path;
  const headers = () => ({ Authorization: `Bearer ${tenant.key}`, "Accept-Encoding": encoding });

  it("streams the whole file page by page when nothing fails", async () => {
    const response = await fetch(url(), { headers: headers() });
    expect(response.headers.get("content-encoding")).toBe(compressed ? "gzip" : null);
    const text = await response.text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(PRODUCTS + 1);
    expect(text.length).toBeGreaterThan(PRODUCTS * DESCRIPTION.length);
  });

  it("before the first byte is an ordinary error answer", async () => {
    const response = await withRevisionsGone(() => tenant.call("GET", path, undefined, { "Accept-Encoding": encoding }));
    expectError(response, 500, "internal_error");
  });

  it("after the first bytes breaks the connection: the body never ends as a complete file would", async () => {
    const response = await fetch(url(), { headers: headers() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(compressed ? "gzip" : null);
    const reader = response.body!.getReader();
    const first = await reader.read();
    let received = first.value?.length ?? 0;
    const failure = await withRevisionsGone(async () => {
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) received += next.value.length;
        return null;
      } catch (error) {
        return error as Error;
      }
    });
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure?.message).toBe("terminated");
    expect(received).toBeLessThan(PRODUCTS * DESCRIPTION.length);
    // The server goes on answering.
    expect((await fetch(url(), { headers: headers() })).status).toBe(200);
  });
});
