// @proseo/client and the examples built on it, against the real server (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createProseoClient, paginate, ProseoError, unwrap, webhooks } from "@proseo/client";
import { generateClientSources } from "@proseo/client/codegen";
import { updateOrganizationSettings } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import { freePort } from "@proseo/core/testing/ports";
import Papa from "papaparse";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.js";
import {
  builtinBatchWritten,
  fakeOpenAiEnv,
  ledgerOf,
  PUBLISHABLE_SWEATER,
  startApi,
  startPublishingApi,
  waitFor,
  type Api,
  type Tenant,
} from "./support.js";

const REPO = path.resolve(import.meta.dirname, "../../..");
const BATCH_LATENCY_MS = 10_000;
/** Fast retries: the tests wait for the server, not for the default backoff. */
const QUICK = { retries: 40, minDelayMs: 10, maxDelayMs: 100 };

let api: Api;
beforeAll(async () => (api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", BATCH_LATENCY_MS: String(BATCH_LATENCY_MS) })));
afterAll(() => api?.close());

/** A client of the tenant's key that records the status of every attempt it sends. */
function clientOf(tenant: Tenant, baseUrl = api.baseUrl) {
  const attempts: { method: string; path: string; status: number; key: string | null; at: number; retryAfter: string | null }[] =
    [];
  const proseo = createProseoClient({
    baseUrl,
    apiKey: tenant.key,
    retry: QUICK,
    fetch: async (request) => {
      const at = performance.now();
      const response = await fetch(request);
      const { pathname } = new URL(request.url);
      const [key, retryAfter] = [request.headers.get("idempotency-key"), response.headers.get("retry-after")];
      attempts.push({ method: request.method, path: pathname, status: response.status, key, at, retryAfter });
      return response;
    },
  });
  return { proseo, attempts };
}

const product = (sku: string) => ({
  sku,
  name: `Merino sweater ${sku}`,
  brand: "Acme",
  category: "Apparel/Knitwear",
  source_data: { material: "Merino wool", color: "Navy", weight: { amount: 420, unit: "GRAM" } },
});

it("the committed client is generated from the API's OpenAPI document as it is now", async () => {
  const generated = await generateClientSources(buildOpenApiDocument(undefined));
  for (const [name, text] of Object.entries(generated)) {
    const committed = readFileSync(path.join(REPO, "packages/client/src/generated", name), "utf8");
    expect(committed, `packages/client/src/generated/${name} is stale: run the client's generate script`).toBe(text);
  }
});

describe("typed calls", () => {
  it("answers data, and every error answer as one ProseoError with the API's status, code, request id and details", async () => {
    const tenant = await api.createTenant();
    const { proseo } = clientOf(tenant);
    const counts = unwrap(await proseo.POST("/v1/products", { body: { products: [product("TC-1")] } }));
    expect(counts).toEqual({ total: 1, created: 1, updated: 0, skipped: 0 });
    const { products } = unwrap(await proseo.GET("/v1/products", { params: { query: { sku: "TC-1" } } }));
    expect(products.map((p) => p.name)).toEqual(["Merino sweater TC-1"]);

    const missing = await proseo.GET("/v1/products/{id}", { params: { path: { id: "prod_missing" } } });
    expect(thrownBy(() => unwrap(missing))).toMatchObject({
      status: 404,
      code: "not_found",
      request_id: missing.response.headers.get("request-id"),
    });
    const invalid = await proseo.GET("/v1/products", { params: { query: { limit: 0 } } });
    expect(thrownBy(() => unwrap(invalid))).toMatchObject({
      status: 422,
      code: "validation_failed",
      details: [{ path: "limit" }],
    });
  });

  it("pages through a cursor-paged list to its end", async () => {
    const tenant = await api.createTenant();
    const { proseo, attempts } = clientOf(tenant);
    const skus = Array.from({ length: 7 }, (_, i) => `PG-${i}`);
    unwrap(await proseo.POST("/v1/products", { body: { products: skus.map(product) } }));
    const seen: string[] = [];
    for await (const item of paginate(
      (cursor) => proseo.GET("/v1/products", { params: { query: { limit: 3, sort: "sku", cursor } } }),
      (page) => page.products,
    )) {
      seen.push(item.sku);
    }
    expect(seen).toEqual(skus);
    expect(attempts.filter((a) => a.path === "/v1/products" && a.method === "GET")).toHaveLength(3);
  });
});

/** The error a call throws, checked to be a ProseoError. */
function thrownBy(run: () => unknown): ProseoError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProseoError);
    return error as ProseoError;
  }
  throw new Error("expected a ProseoError");
}

describe("retries", () => {
  it("a connection lost after the server ran the call is retried under the same Idempotency-Key, and charged once", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["en"], credits: 100 });
    const ids = await api.importProducts(tenant, [product("NET-1")]);
    // A real proxy in front of the API that cuts the connection once, after the API has answered.
    let cut = false;
    const keys: (string | undefined)[] = [];
    const proxy = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      keys.push(request.headers["idempotency-key"] as string | undefined);
      const upstream = await fetch(api.baseUrl + request.url, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!cut) {
        cut = true;
        request.socket.destroy();
        return;
      }
      response.writeHead(upstream.status, Object.fromEntries(upstream.headers)).end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const { proseo } = clientOf(tenant, `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
      const answer = await proseo.POST("/v1/generations", { body: { product_id: ids["NET-1"]! } });
      const generation = unwrap(answer);
      expect(generation.total_credits_charged).toBe(2);
      expect(answer.response.headers.get("idempotent-replayed")).toBe("true");
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect((await ledgerOf(api, tenant)).balance).toBe(98);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("waits out a 429 for the time its Retry-After says; the daily AI cap's 429, which says none, is final", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["en"] });
    const { proseo, attempts } = clientOf(tenant);
    await updateOrganizationSettings(api.deps, tenant.org.id, { rateLimitPerMinute: 1 });
    // rate-limiter-flexible's windows follow the system clock: the second call comes a second before the window ends.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start, shouldAdvanceTime: true });
    try {
      unwrap(await proseo.GET("/v1/me"));
      vi.setSystemTime(start + 59_000);
      unwrap(await proseo.GET("/v1/me"));
      // Refused until the window ends (once, or again when the server rounded its wait down), then served.
      const statuses = attempts.map((a) => a.status);
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.slice(1, -1)).toEqual(expect.arrayContaining([429]));
      expect(new Set(statuses.slice(1, -1))).toEqual(new Set([429]));
      for (const [i, refused] of attempts.entries()) {
        if (refused.status !== 429) continue;
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        // Each retry waited at least the seconds its 429 asked for (the timers' granularity aside).
        expect(attempts[i + 1]!.at - refused.at).toBeGreaterThanOrEqual(Number(refused.retryAfter) * 1000 - 20);
      }
    } finally {
      vi.useRealTimers();
    }

    await updateOrganizationSettings(api.deps, tenant.org.id, { rateLimitPerMinute: 600, dailyAiSpendCap: 2 });
    const ids = await api.importProducts(tenant, [product("RL-1")]);
    unwrap(await proseo.POST("/v1/generations", { body: { product_id: ids["RL-1"]! } }));
    const capped = await proseo.POST("/v1/generations", { body: { product_id: ids["RL-1"]! } });
    expect(thrownBy(() => unwrap(capped))).toMatchObject({ status: 429, code: "daily_spend_cap", retry_after: undefined });
    expect(attempts.filter((a) => a.path === "/v1/generations").map((a) => a.status)).toEqual([200, 429]);
  });

  it("a call whose Idempotency-Key is still running elsewhere is retried until its answer can be replayed", async () => {
    const fake = await startFakeOpenAi(() => "held");
    const slow = await startApi({
      TEXT_ENGINE: "openai",
      ...fakeOpenAiEnv(fake),
    });
    try {
      const tenant = await slow.createTenant(undefined, { languages: ["en"], credits: 100 });
      const ids = await slow.importProducts(tenant, [product("IF-1")]);
      const key = { "Idempotency-Key": "nightly-IF-1" };
      const first = clientOf(tenant, slow.baseUrl);
      const second = clientOf(tenant, slow.baseUrl);
      const call = (client: typeof first) =>
        client.proseo.POST("/v1/generations", { body: { product_id: ids["IF-1"]! }, params: { header: key } }).then(unwrap);
      const running = call(first);
      await waitFor("the engine's request", async () => fake.requests.length === 1);
      const retried = call(second);
      await waitFor("a 409 in flight", async () => second.attempts.some((a) => a.status === 409));
      fake.releaseHeld();
      const [original, replay] = await Promise.all([running, retried]);
      expect(replay).toEqual(original);
      expect(second.attempts.at(-1)?.status).toBe(200);
      expect(fake.requests).toHaveLength(1);
      expect((await ledgerOf(slow, tenant)).balance).toBe(98);
    } finally {
      await slow.close();
      await fake.close();
    }
  });
});

describe("batches and downloads", () => {
  it("waits until a batch has ended, stops when its signal aborts, and streams the export and a feed", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["en"] });
    const ids = await api.importProducts(tenant, [product("BW-1"), product("BW-2")]);
    const { proseo } = clientOf(tenant);
    const batch = unwrap(await proseo.POST("/v1/batches", { body: { product_ids: Object.values(ids) } }));

    const aborted = proseo.batches.waitUntilEnded(batch.id, { intervalMs: 20, signal: AbortSignal.timeout(200) });
    await expect(aborted).rejects.toMatchObject({ name: "TimeoutError" });

    const waiting = proseo.batches.waitUntilEnded(batch.id, { intervalMs: 20 });
    await builtinBatchWritten(api, batch.id);
    api.advance(BATCH_LATENCY_MS);
    expect(await waiting).toMatchObject({ id: batch.id, status: "ended", succeeded_count: 2, failed_count: 0 });

    const csv = await new Response(
      await proseo.downloads.exportCatalog({ language: "en", channel: "shopify", format: "products" }),
    ).text();
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((row) => row["URL handle"]).sort()).toEqual(["bw-1", "bw-2"]);
    const feed = await new Response(await proseo.downloads.channelFeed("woocommerce", { language: "en" })).text();
    expect(feed.split("\n")[0]).toMatch(/SKU/);
    await expect(proseo.downloads.exportCatalog({ language: "xx" })).rejects.toMatchObject({
      status: 422,
      code: "validation_failed",
    });
  });
});

describe("webhooks.verify", () => {
  it("answers a signed event, and refuses a forged, altered or stale one", () => {
    const secret = `whsec_${Buffer.from("a secret of twenty-four!").toString("base64")}`;
    const payload = JSON.stringify({
      type: "media.updated",
      created_at: "2026-03-01T09:00:00.000Z",
      data: { product_id: "prod_1" },
    });
    const now = new Date();
    const headers = (signer: string, body: string, at = now) => ({
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(signer).sign("msg_1", at, body),
    });
    expect(webhooks.verify(payload, new Headers(headers(secret, payload)), secret)).toMatchObject({ type: "media.updated" });
    const forged = `whsec_${Buffer.from("another secret of 24 by!").toString("base64")}`;
    expect(() => webhooks.verify(payload, headers(forged, payload), secret)).toThrow();
    expect(() => webhooks.verify(payload.replace("prod_1", "prod_2"), headers(secret, payload), secret)).toThrow();
    expect(() => webhooks.verify(payload, headers(secret, payload, new Date(now.getTime() - 3_600_000)), secret)).toThrow();
  });
});

describe("the examples", () => {
  /** Runs an example as its own process; resolves with its output once it exits 0. */
  function runExample(file: string, args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(REPO, "examples", file), ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const exited = new Promise<string>((resolve, reject) =>
      child.once("exit", (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`${file} exited ${code}:\n${stdout}\n${stderr}`)),
      ),
    );
    return { child, exited, output: () => stdout, errors: () => stderr };
  }

  it("the nightly sync upserts a CSV, describes the new products in a batch, publishes them and exports the file", async () => {
    // An engine whose texts pass the quality gate, so that approving publishes them (bulk approve skips the others).
    const api = await startPublishingApi();
    onTestFinished(() => api.close());
    const tenant = await api.createTenant(undefined, { languages: ["en"], credits: 100 });
    await api.importProducts(tenant, [{ ...PUBLISHABLE_SWEATER, sku: "NS-OLD" }]);
    const dir = mkdtempSync(path.join(os.tmpdir(), "proseo-nightly-"));
    const input = path.join(dir, "products.csv");
    const output = path.join(dir, "export.csv");
    const { name, brand, category, source_data } = PUBLISHABLE_SWEATER;
    const row = { name, brand, category, ...source_data, certifications: source_data.certifications.join(", ") };
    writeFileSync(
      input,
      Papa.unparse([
        { sku: "NS-1", ...row },
        { sku: "NS-2", ...row },
      ]),
    );
    const log = await runExample("nightly-sync.mjs", [input, output, "--language", "en", "--approve"], {
      PROSEO_URL: api.baseUrl,
      PROSEO_API_KEY: tenant.key,
      PROSEO_POLL_MS: "50",
    }).exited;
    expect(log).toMatch(/2 new/);
    // The product imported before had no description either: it is described too.
    expect(log).toMatch(/3 products to describe/);
    expect(log).toMatch(/published 3, skipped 0/);
    const rows = Papa.parse<Record<string, string>>(readFileSync(output, "utf8"), { header: true, skipEmptyLines: true }).data;
    const described = rows.filter((row) => row.SKU === "NS-1" || row.SKU === "NS-2");
    expect(described).toHaveLength(2);
    for (const row of described) expect(row.Description).toMatch(/merino/i);
    const batches = await api.deps.db.batch.findMany({ where: { orgId: tenant.org.id } });
    expect(batches).toHaveLength(1);
    // Run again: every product is unchanged and described, so nothing is sent to describe and nothing is charged.
    const balance = (await ledgerOf(api, tenant)).balance;
    const again = await runExample("nightly-sync.mjs", [input, output], { PROSEO_URL: api.baseUrl, PROSEO_API_KEY: tenant.key })
      .exited;
    expect(again).toMatch(/0 products to describe/);
    expect((await ledgerOf(api, tenant)).balance).toBe(balance);
  });

  it("the webhook receiver prints a delivery the service signed, and refuses a forged one", async () => {
    const tenant = await api.createTenant();
    const port = await freePort();
    const { proseo } = clientOf(tenant);
    const endpoint = unwrap(
      await proseo.POST("/v1/webhooks", { body: { url: `http://127.0.0.1:${port}/hooks`, events: ["media.updated"] } }),
    );
    const receiver = runExample("webhook-receiver.mjs", [], { PROSEO_WEBHOOK_SECRET: endpoint.secret, PORT: String(port) });
    try {
      await waitFor("the receiver", async () => receiver.errors().includes("listening"));
      const forgedBody = JSON.stringify({ type: "media.updated", created_at: new Date().toISOString(), data: {} });
      const forger = new Webhook(`whsec_${Buffer.from("not the endpoint's secret").toString("base64")}`);
      const forged = await fetch(`http://127.0.0.1:${port}/hooks`, {
        method: "POST",
        body: forgedBody,
        headers: {
          "webhook-id": "msg_forged",
          "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
          "webhook-signature": forger.sign("msg_forged", new Date(), forgedBody),
        },
      });
      expect(forged.status).toBe(400);

      unwrap(await proseo.POST("/v1/webhooks/{id}/test", { params: { path: { id: endpoint.id } } }));
      const line = await waitFor("the verified event", async () => receiver.output().split("\n").find(Boolean));
      expect(JSON.parse(line)).toMatchObject({ type: "webhook.test", data: { webhook_id: endpoint.id } });
      expect(receiver.output()).not.toMatch(/msg_forged/);
    } finally {
      receiver.child.kill();
      await receiver.exited.catch(() => undefined);
    }
  });
});
