import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { updateOrganizationSettings } from "@proseo/core";
import { expectError, ledgerOf, startApi, type Api, type Tenant } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

const clients: Client[] = [];
afterAll(() => Promise.all(clients.map((client) => client.close())));

/** The SDK's client, connected to /mcp over Streamable HTTP with the key as /v1 takes it. */
async function connect(key: string | null) {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${api.baseUrl}/mcp`), {
    requestInit: { headers: key ? { Authorization: `Bearer ${key}` } : {} },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function tenantWithProduct() {
  const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
  const product = { sku: "SW-1", name: "Merino sweater", brand: "Acme", category: "Apparel/Knitwear" };
  const ids = await api.importProducts(tenant, [product]);
  return { tenant, productId: ids["SW-1"]! };
}

/** The error a tool answered with, checked to be the /v1 error object (plus retry_after when it says when). */
function toolError(result: Awaited<ReturnType<Client["callTool"]>>) {
  expect(result.isError).toBe(true);
  const { error } = result.structuredContent as { error: Record<string, any> };
  expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual({ error });
  expect(error.request_id).toMatch(/^req_/);
  return error;
}

const data = (result: Awaited<ReturnType<Client["callTool"]>>) => {
  expect(result.isError).toBe(false);
  expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(result.structuredContent);
  return result.structuredContent as Record<string, any>;
};

describe("/mcp", () => {
  it("lists the procedures as tools, with their input schemas, descriptions and annotations", async () => {
    const { tenant } = await tenantWithProduct();
    const { tools } = await (await connect(tenant.key)).listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual(
      [
        "approve_content",
        "channel_readiness",
        "create_batch",
        "generate_descriptions",
        "get_batch",
        "get_content_rules",
        "get_product",
        "list_revisions",
        "publish_version",
        "search_products",
        "upsert_products",
      ].sort(),
    );

    const search = byName.get("search_products")!;
    expect(search.description).toContain("GET /v1/products");
    expect(search.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(search.inputSchema).toMatchObject({
      type: "object",
      additionalProperties: false,
      properties: { q: { type: "string" }, limit: { maximum: 200 }, cursor: { type: "string" } },
    });
    expect(search.inputSchema.properties).not.toHaveProperty("idempotency_key");

    const generate = byName.get("generate_descriptions")!;
    expect(generate.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(generate.inputSchema).toMatchObject({
      required: ["product_id"],
      properties: { product_id: { type: "string" }, languages: { type: "array" }, idempotency_key: { type: "string" } },
    });
    // A POST that overwrites what is served or stored says so.
    for (const name of ["upsert_products", "approve_content", "publish_version"]) {
      expect(byName.get(name)!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    }
    // A GET whose poll ingests, charges and may publish is neither read-only nor idempotent.
    expect(byName.get("get_batch")!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
    });
    // As the header is: mandatory for a batch, recommended for a generation (a batch names product_ids, a filter, or both).
    expect(byName.get("create_batch")!.inputSchema.required).toEqual(["idempotency_key"]);
    // The routes a description mentions are named by their tools.
    expect(byName.get("create_batch")!.description).toContain("poll get_batch (GET /v1/batches/{id})");
    expect(byName.get("get_content_rules")!.inputSchema).toMatchObject({ type: "object", properties: {} });
  });

  it("answers search_products as GET /v1/products does", async () => {
    const { tenant } = await tenantWithProduct();
    const client = await connect(tenant.key);
    const found = data(await client.callTool({ name: "search_products", arguments: { q: "merino", limit: 10 } }));
    expect(found.products.map((product: { sku: string }) => product.sku)).toEqual(["SW-1"]);
    expect(found).toEqual((await tenant.call("GET", "/v1/products?q=merino&limit=10")).json);
    expect(data(await client.callTool({ name: "search_products", arguments: { q: "nothing" } })).total).toBe(0);

    const invalid = toolError(await client.callTool({ name: "search_products", arguments: { limit: 500 } }));
    expect(invalid).toMatchObject({ code: "validation_failed", status: 422, details: [{ path: "limit" }] });
    // The rule every request's strings obey (input-guard.ts) holds for arguments too.
    expect(toolError(await client.callTool({ name: "search_products", arguments: { q: "a\u0000b" } }))).toMatchObject({
      code: "validation_failed",
      details: [{ path: "q", message: "must not contain the NUL character" }],
    });
  });

  it("generates once per idempotency_key, as the Idempotency-Key header does", async () => {
    const { tenant, productId } = await tenantWithProduct();
    const client = await connect(tenant.key);
    const args = { product_id: productId, languages: ["en"], idempotency_key: "mcp-gen-1" };
    const first = data(await client.callTool({ name: "generate_descriptions", arguments: args }));
    expect(first).toMatchObject({ total_credits_charged: 2, balance: 98, version: 2 });
    expect(data(await client.callTool({ name: "generate_descriptions", arguments: args }))).toEqual(first);
    // The same key over /v1 replays the same answer: one operation, whichever way it came.
    const { product_id, languages } = args;
    const rest = await tenant.call("POST", "/v1/generations", { product_id, languages }, { "Idempotency-Key": "mcp-gen-1" });
    expect(rest.headers.get("idempotent-replayed")).toBe("true");
    expect(rest.json).toEqual(first);
    expect((await ledgerOf(api, tenant)).balance).toBe(98);

    // Without a key each call generates (and charges) again; a key reused with other arguments is refused.
    data(await client.callTool({ name: "generate_descriptions", arguments: { product_id, languages } }));
    expect((await ledgerOf(api, tenant)).balance).toBe(96);
    const reused = toolError(await client.callTool({ name: "generate_descriptions", arguments: { ...args, languages: ["de"] } }));
    expect(reused).toMatchObject({ code: "idempotency_key_reused", status: 422 });
    expect(toolError(await client.callTool({ name: "create_batch", arguments: { product_ids: [productId] } }))).toMatchObject({
      code: "idempotency_key_required",
      status: 428,
    });
    // The key is checked as the header is: a number or an object is not turned into a string.
    for (const idempotency_key of [123, { a: 1 }, ""]) {
      const refused = toolError(
        await client.callTool({ name: "create_batch", arguments: { product_ids: [productId], idempotency_key } }),
      );
      expect(refused).toMatchObject({ code: "validation_failed", status: 422, details: [{ path: "idempotency_key" }] });
    }
    expect((await ledgerOf(api, tenant)).balance).toBe(96);
  });

  it("answers the /v1 errors as tool results: missing scope, another organization's product, no credits", async () => {
    const { tenant, productId } = await tenantWithProduct();
    const reader = await api.createTenant(["catalog:read"]);
    const readerClient = await connect(reader.key);
    const refused = toolError(
      await readerClient.callTool({ name: "generate_descriptions", arguments: { product_id: productId } }),
    );
    expect(refused).toMatchObject({ code: "missing_scope", status: 403 });
    expect(refused.message).toContain("generate");

    // The reader's organization does not see the tenant's product.
    const unseen = toolError(await readerClient.callTool({ name: "get_product", arguments: { id: productId } }));
    expect(unseen).toMatchObject({ code: "not_found", status: 404 });
    expect(data(await (await connect(tenant.key)).callTool({ name: "get_product", arguments: { id: productId } }))).toMatchObject(
      {
        id: productId,
        sku: "SW-1",
      },
    );

    const broke = await api.createTenant(undefined, { credits: 0 });
    const [brokeProduct] = Object.values(await api.importProducts(broke, [{ sku: "B-1", name: "Boot" }]));
    const unpaid = toolError(
      await (await connect(broke.key)).callTool({ name: "generate_descriptions", arguments: { product_id: brokeProduct } }),
    );
    expect(unpaid).toMatchObject({ code: "insufficient_credits", status: 402 });
    expect((await ledgerOf(api, broke)).balance).toBe(0);
  });

  it("answers a tool call past the key's request limit 429 with retry_after, counted with /v1's requests", async () => {
    const tenant = await api.createTenant();
    await updateOrganizationSettings(api.deps, tenant.org.id, { rateLimitPerMinute: 6 });
    // rate-limiter-flexible's windows follow the system clock.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T09:00:00Z") });
    try {
      const client = await connect(tenant.key);
      const search = () => client.callTool({ name: "search_products", arguments: {} });
      let answer = await search();
      for (let calls = 1; !answer.isError && calls < 10; calls++) answer = await search();
      expect(toolError(answer)).toMatchObject({ code: "rate_limited", status: 429, retry_after: 60 });
      expectError(await tenant.call("GET", "/v1/products"), 429, "rate_limited");
      // The session goes on: the next minute's calls are answered.
      vi.setSystemTime(Date.parse("2026-03-01T09:01:00Z"));
      data(await search());
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a connection without a valid key with 401, and serves only POST", async () => {
    for (const key of [null, "svck_not_a_key"]) {
      await expect(connect(key)).rejects.toMatchObject({ code: 401 });
    }
    const tenant: Tenant = await api.createTenant();
    // A tool that does not exist is the protocol's error, not a tool's.
    const client = await connect(tenant.key);
    await expect(client.callTool({ name: "delete_everything", arguments: {} })).rejects.toMatchObject({ code: -32602 });
    expect(data(await client.callTool({ name: "get_content_rules" }))).toHaveProperty("rules");
    const get = await fetch(`${api.baseUrl}/mcp`, { headers: { Authorization: `Bearer ${tenant.key}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await fetch(`${api.baseUrl}/mcp`)).status).toBe(401);
  });

  it("refuses a request from a page of another site (its Origin) with 403, as the transport's specification asks", async () => {
    const tenant: Tenant = await api.createTenant();
    const initialize = (origin: string) =>
      fetch(`${api.baseUrl}/mcp`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${tenant.key}`,
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          Origin: origin,
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "page", version: "1" } },
        }),
      });
    // A site rebinding its name to this server's address keeps its own origin; a sandboxed page sends "null".
    for (const origin of ["http://evil.example:4000", "null"]) {
      const refused = await initialize(origin);
      expectError({ status: refused.status, headers: refused.headers, json: await refused.json() }, 403, "cross_site_request");
    }
    // The API's own address (PUBLIC_API_URL, here localhost:PORT); clients that send no Origin pass as above.
    expect((await initialize("http://localhost:4000")).status).toBe(200);
  });

  it("refuses a JSON-RPC batch, whose tool calls would share one request's rate-limit count", async () => {
    const { tenant, productId } = await tenantWithProduct();
    const generate = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "generate_descriptions", arguments: { product_id: productId, languages: ["en"] } },
    });
    const response = await fetch(`${api.baseUrl}/mcp`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${tenant.key}`,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify([generate(1), generate(2)]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Send one JSON-RPC message per request; batches are not accepted." },
    });
    expect((await ledgerOf(api, tenant)).balance).toBe(100);
  });
});
