import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@proseo/db/testing";
import { expectError, startApi, waitFor, type Api } from "./support.js";

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiving endpoint: answers each request with the next status of `answers` (the last one repeats)
 * and keeps every request it got.
 */
async function receiver(answers: number[] = [204]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const receivers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
const listen = async (answers?: number[]) => {
  const made = await receiver(answers);
  receivers.push(made);
  return made;
};

async function register(tenant: Tenant, url: string) {
  const response = await tenant.call("POST", "/v1/webhooks", { url, events: ["media.updated"] });
  expect(response.status, response.text).toBe(201);
  return response.json as { id: string; secret: string };
}

async function newProduct(tenant: Tenant, sku: string) {
  await tenant.call("POST", "/v1/products", { products: [{ sku, name: `Product ${sku}` }] });
  return (await tenant.call("GET", `/v1/products?q=${sku}`)).json.products[0] as { id: string };
}

const deliveryOf = async (api: Api, webhookId: string) =>
  (await api.deps.db.webhookDelivery.findMany({ where: { webhookId } }))[0];

describe("webhook registration", () => {
  let api: Api;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it("refuses loopback, private, link-local and metadata addresses (also as IPv4-compatible IPv6), http, credentials and unknown events", async () => {
    const tenant = await api.createTenant();
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://localhost/hooks",
      "https://10.1.2.3/hooks",
      "https://192.168.0.10/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hooks",
      // IPv6 forms that carry an IPv4 address: compatible (::/96), mapped, NAT64.
      "https://[::7f00:1]/hooks",
      "https://[::a00:1]/hooks",
      "https://[::ffff:127.0.0.1]/hooks",
      "https://[64:ff9b::7f00:1]/hooks",
      "https://[fd00:ec2::254]/hooks",
      "https://100.100.100.200/hooks",
      "http://93.184.216.34/hooks",
      "https://user:pass@93.184.216.34/hooks",
      // Another port of a public host is another service (an admin panel, a database).
      "https://93.184.216.34:8443/hooks",
      "https://93.184.216.34:22/hooks",
      "not a url",
    ]) {
      expectError(await tenant.call("POST", "/v1/webhooks", { url, events: ["media.updated"] }), 422, "validation_failed");
    }
    expectError(
      await tenant.call("POST", "/v1/webhooks", { url: "https://93.184.216.34/hooks", events: ["order.created"] }),
      422,
      "validation_failed",
    );
    expectError(
      await tenant.call("POST", "/v1/webhooks", { url: "https://93.184.216.34/hooks", events: [] }),
      422,
      "validation_failed",
    );
    const port = await tenant.call("POST", "/v1/webhooks", {
      url: "https://93.184.216.34:8080/hooks",
      events: ["media.updated"],
    });
    expect(expectError(port, 422, "validation_failed").details).toEqual([
      { path: "url", message: "The URL must use https's port 443, not 8080." },
    ]);
    // A public address is accepted (no request is made at registration), on port 443 written or not.
    for (const url of ["https://93.184.216.34/hooks", "https://93.184.216.34:443/hooks"]) {
      expect((await tenant.call("POST", "/v1/webhooks", { url, events: ["media.updated"] })).status).toBe(201);
    }
    expect(await api.deps.db.webhook.count({ where: { orgId: tenant.org.id } })).toBe(2);
  });

  it("shows the secret once, lists without it, and deletes", async () => {
    const tenant = await api.createTenant();
    const created = await tenant.call("POST", "/v1/webhooks", {
      url: "https://93.184.216.34/a",
      events: ["media.updated", "media.updated"],
    });
    expect(created.json).toMatchObject({
      url: "https://93.184.216.34/a",
      events: ["media.updated"],
      status: "enabled",
      disabled_reason: null,
    });
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await tenant.call("GET", "/v1/webhooks");
    expect(listed.json.webhooks).toHaveLength(1);
    expect(listed.text).not.toContain(created.json.secret);
    const one = await tenant.call("GET", `/v1/webhooks/${created.json.id}`);
    expect(one.json.recent_deliveries).toEqual([]);
    expect(one.text).not.toContain(created.json.secret);
    expect((await tenant.call("DELETE", `/v1/webhooks/${created.json.id}`)).status).toBe(204);
    expectError(await tenant.call("DELETE", `/v1/webhooks/${created.json.id}`), 404, "not_found");
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("GET", "/v1/webhooks"), 403, "missing_scope");
  });
});

describe("webhook deliveries", () => {
  let api: Api;
  beforeAll(async () => (api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" })));
  afterAll(() => api.close());

  it("sends media.updated for a gallery change and a product deletion, signed by the Standard Webhooks scheme", async () => {
    const tenant = await api.createTenant();
    const endpoint = await listen();
    const { id, secret } = await register(tenant, endpoint.url);
    const product = await newProduct(tenant, "HOOK-1");
    const form = new FormData();
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    form.append("file", new Blob([png]), "dot.png");
    expect((await tenant.call("POST", `/v1/products/${product.id}/media`, form)).status).toBe(201);
    expect((await tenant.call("DELETE", `/v1/products/${product.id}`)).status).toBe(204);
    await waitFor("two deliveries", async () => endpoint.received.length === 2);
    const verifier = new Webhook(secret);
    const deliveries = endpoint.received.map((delivery) => ({
      delivery,
      event: verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { data: { deleted: boolean } },
    }));
    // Deliveries promise no order between events: each arrives once, whichever first.
    deliveries.sort((a, b) => Number(a.event.data.deleted) - Number(b.event.data.deleted));
    expect(deliveries.map(({ event }) => event)).toEqual([
      { type: "media.updated", created_at: expect.any(String), data: { product_id: product.id, sku: "HOOK-1", deleted: false } },
      { type: "media.updated", created_at: expect.any(String), data: { product_id: product.id, sku: "HOOK-1", deleted: true } },
    ]);
    // A forged body fails verification.
    const { delivery: kept } = deliveries[0]!;
    expect(() => verifier.verify(kept.body.replace("false", "true"), kept.headers as Record<string, string>)).toThrow();
    await waitFor("recorded", async () =>
      (await tenant.call("GET", `/v1/webhooks/${id}`)).json.recent_deliveries.every(
        (d: { status: string }) => d.status === "delivered",
      ),
    );
    const { json } = await tenant.call("GET", `/v1/webhooks/${id}`);
    expect(
      json.recent_deliveries.map((d: { response_status: number; attempts: number }) => [d.response_status, d.attempts]),
    ).toEqual([
      [204, 1],
      [204, 1],
    ]);
  });

  it("retries a failing receiver with backoff and delivers the event once it answers 2xx", async () => {
    const tenant = await api.createTenant();
    const endpoint = await listen([500, 503, 200]);
    const { id } = await register(tenant, endpoint.url);
    expect((await tenant.call("POST", `/v1/webhooks/${id}/test`)).status).toBe(202);
    await waitFor("first attempt", async () => (await deliveryOf(api, id))?.attempts === 1);
    expect(await deliveryOf(api, id)).toMatchObject({ status: "pending", responseStatus: 500 });
    // Not before its delay.
    api.advance(4_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(endpoint.received).toHaveLength(1);
    api.advance(1_000);
    await waitFor("second attempt", async () => (await deliveryOf(api, id))?.attempts === 2);
    api.advance(5 * 60_000);
    await waitFor("delivered", async () => (await deliveryOf(api, id))?.status === "delivered");
    expect(endpoint.received).toHaveLength(3);
    // The same webhook-id on every attempt: the receiver can tell it is one event.
    expect(new Set(endpoint.received.map(({ headers }) => headers["webhook-id"])).size).toBe(1);
    const webhook = (await tenant.call("GET", `/v1/webhooks/${id}`)).json;
    expect(webhook).toMatchObject({ status: "enabled", failing_since: null });
    expect(webhook.recent_deliveries[0]).toMatchObject({
      status: "delivered",
      attempts: 3,
      response_status: 200,
      next_attempt_at: null,
    });
  });

  it("does not follow a redirect, and gives up an attempt after 10 seconds without an answer", async () => {
    const tenant = await api.createTenant();
    const target = await listen([200]);
    const redirecting = http.createServer((_request, response) => response.writeHead(307, { Location: target.url }).end());
    const hanging = http.createServer(() => undefined);
    for (const server of [redirecting, hanging]) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      receivers.push({
        close: () => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        },
      });
    }
    const address = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const redirected = await register(tenant, address(redirecting));
    await tenant.call("POST", `/v1/webhooks/${redirected.id}/test`);
    await waitFor("redirect attempted", async () => (await deliveryOf(api, redirected.id))?.attempts === 1);
    expect(await deliveryOf(api, redirected.id)).toMatchObject({ status: "pending", responseStatus: 307 });
    expect(target.received).toHaveLength(0);

    const slow = await register(tenant, address(hanging));
    const started = Date.now();
    await tenant.call("POST", `/v1/webhooks/${slow.id}/test`);
    for (let i = 0; i < 30 && (await deliveryOf(api, slow.id))?.attempts !== 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveryOf(api, slow.id)).toMatchObject({ status: "pending", attempts: 1, responseStatus: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  }, 30_000);

  it("disables an endpoint that answers 410, and then sends it nothing more", async () => {
    const tenant = await api.createTenant();
    const endpoint = await listen([410]);
    const { id } = await register(tenant, endpoint.url);
    await tenant.call("POST", `/v1/webhooks/${id}/test`);
    await waitFor("disabled", async () => (await tenant.call("GET", `/v1/webhooks/${id}`)).json.status === "disabled");
    expect((await tenant.call("GET", `/v1/webhooks/${id}`)).json).toMatchObject({ disabled_reason: "gone" });
    expect(await deliveryOf(api, id)).toMatchObject({ status: "failed", attempts: 1 });
    await newProduct(tenant, "GONE-1");
    await tenant.call("DELETE", `/v1/products/${(await newProduct(tenant, "GONE-1")).id}`);
    expect(await api.deps.db.webhookDelivery.count({ where: { webhookId: id } })).toBe(1);
  });

  it("disables an endpoint that has failed for three days, and gives a delivery up after its last retry", async () => {
    const tenant = await api.createTenant();
    const endpoint = await listen([500]);
    const { id } = await register(tenant, endpoint.url);
    await tenant.call("POST", `/v1/webhooks/${id}/test`);
    const delays = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
    for (const [index, delay] of delays.entries()) {
      await waitFor(`attempt ${index + 1}`, async () => (await deliveryOf(api, id))?.attempts === index + 1);
      api.advance(delay);
    }
    await waitFor("given up", async () => (await deliveryOf(api, id))?.status === "failed");
    expect(endpoint.received).toHaveLength(7);
    // Under a day of failures: still enabled. A test event 3 days after the first failure disables it.
    expect((await tenant.call("GET", `/v1/webhooks/${id}`)).json).toMatchObject({
      status: "enabled",
      failing_since: expect.any(String),
    });
    api.advance(3 * 24 * 3_600_000);
    await tenant.call("POST", `/v1/webhooks/${id}/test`);
    await waitFor("disabled", async () => (await tenant.call("GET", `/v1/webhooks/${id}`)).json.status === "disabled");
    expect((await tenant.call("GET", `/v1/webhooks/${id}`)).json.disabled_reason).toBe("failing");
  });
});

describe("webhook deliveries across a restart and a change of address", () => {
  it("loses no delivery when the server stops between retries", async () => {
    const database = await openTestDatabase();
    try {
      const endpoint = await listen([503, 200]);
      const first = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }, {}, database);
      const tenant = await first.createTenant();
      const { id } = await register(tenant, endpoint.url);
      await tenant.call("POST", `/v1/webhooks/${id}/test`);
      await waitFor("first attempt", async () => (await deliveryOf(first, id))?.attempts === 1);
      await first.close();

      const second = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }, {}, database);
      try {
        second.advance(10_000);
        await waitFor("delivered after the restart", async () => (await deliveryOf(second, id))?.status === "delivered");
        expect(endpoint.received).toHaveLength(2);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });

  it("checks the address again when it delivers: a host that is now private is refused", async () => {
    const database = await openTestDatabase();
    try {
      const endpoint = await listen([200]);
      // Registered where private addresses were allowed (as if the name pointed elsewhere then)...
      const lax = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }, { pollIntervalMs: 60_000 }, database);
      const tenant = await lax.createTenant();
      const { id } = await register(tenant, endpoint.url.replace("127.0.0.1", "localhost"));
      await lax.services.jobRunner.stop();
      await tenant.call("POST", `/v1/webhooks/${id}/test`);
      await lax.close();
      // ...and delivered by a server that does not allow them.
      const strict = await startApi({}, {}, database);
      try {
        await waitFor("attempted", async () => (await deliveryOf(strict, id))?.attempts === 1);
        expect(await deliveryOf(strict, id)).toMatchObject({
          responseStatus: null,
          lastError: expect.stringContaining("non-public address"),
        });
        expect(endpoint.received).toHaveLength(0);
      } finally {
        await strict.close();
      }
    } finally {
      await database.close();
    }
  });
});
