import http from "node:http";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_WEBHOOK_JOB, enqueueJobs, type ObservedEvent, PRICES, SUBMIT_BATCH_JOB } from "@proseo/core";
import { openTestDatabase } from "@proseo/db/testing";
import { freePort } from "@proseo/core/testing/ports";
import { createInngestJobs } from "../src/inngest.js";
import { consoleSession, startApi, startBuiltServer, stopBuiltServer, waitFor, type Api, type Tenant } from "./support.js";

const NEXTAUTH_SECRET = "observability-test-secret-0123456789";
const METRICS_TOKEN = "metrics-token-0123456789abcdef";

/** The log lines the server wrote, parsed; `raw` is the text exactly as written. */
function logCapture() {
  let raw = "";
  return {
    stream: { write: (line: string) => void (raw += line) },
    get raw() {
      return raw;
    },
    lines: () =>
      raw
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, any>),
  };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, one sample per line that is not a comment. */
function parseMetrics(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labelText = "", value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]));
      return { name: name!, labels, value: Number(value) };
    });
}

/** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
function sampleOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

/** An endpoint that answers every webhook delivery with `status`. */
async function receiver(status: number) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("logs and metrics of a running server", () => {
  const log = logCapture();
  let api: Api;
  let tenant: Tenant;
  let productId: string;
  const scrape = async (token: string | null = METRICS_TOKEN) => {
    const response = await fetch(`${api.baseUrl}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    api = await startApi({ NEXTAUTH_SECRET, METRICS_TOKEN, WEBHOOK_ALLOW_PRIVATE_URLS: "1" }, {}, undefined, log.stream);
    tenant = await api.createTenant();
    productId = Object.values(await api.importProducts(tenant, [{ sku: "OBS-1", name: "Merino sweater", brand: "Acme" }]))[0]!;
  });
  afterAll(() => api.close());

  const linesOf = (requestId: string) => log.lines().filter((line) => line.request_id === requestId);

  it("writes one JSON line per request with its id, route pattern, status and duration, and never the key, cookie or body", async () => {
    const refused = await fetch(`${api.baseUrl}/v1/products?limit=5`, {
      headers: { Authorization: "Bearer svck_not-a-real-key-4711", Cookie: "next-auth.session-token=cookie-secret-0815" },
    });
    const requestId = refused.headers.get("request-id")!;
    expect(refused.status).toBe(401);
    await waitFor("the line of the refused request", async () => linesOf(requestId).length > 0);
    const [line, ...more] = linesOf(requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/v1/products", status: 401 });
    expect(Date.parse(line!.time)).not.toBeNaN();
    expect(line!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(line).not.toHaveProperty("org_id");

    const body = { name: "Body text that must stay out of the log" };
    const patched = await tenant.call("PATCH", `/v1/products/${productId}`, body);
    expect(patched.status).toBe(200);
    const patchId = patched.headers.get("request-id")!;
    await waitFor("the line of the PATCH", async () => linesOf(patchId).length > 0);
    expect(linesOf(patchId)).toEqual([
      expect.objectContaining({
        method: "PATCH",
        route: "/v1/products/{id}",
        status: 200,
        org_id: tenant.org.id,
        key_id: tenant.keyId,
      }),
    ]);

    for (const secret of [tenant.key, "svck_not-a-real-key-4711", "cookie-secret-0815", body.name, productId]) {
      expect(log.raw).not.toContain(secret);
    }
  });

  it("names the organization and the member of a console request, and never its session cookie", async () => {
    const member = await consoleSession(api, tenant, NEXTAUTH_SECRET);
    const response = await fetch(`${api.baseUrl}/trpc/console.members.list`, { headers: { cookie: member.cookie } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("request-id")!;
    await waitFor("the console request's line", async () => linesOf(requestId).length > 0);
    expect(linesOf(requestId)).toEqual([
      expect.objectContaining({ route: "/trpc/:path", status: 200, org_id: tenant.org.id, user_id: member.user.id }),
    ]);
    expect(log.raw).not.toContain(member.cookie.split("=")[1]);
  });

  const deliveryLines = (deliveryId: string) =>
    waitFor(`the line of ${deliveryId}`, async () => {
      const lines = log.lines().filter((line) => line.msg === "webhook delivery" && line.delivery_id === deliveryId);
      return lines.length ? lines : undefined;
    });

  it("writes one line per job run and per webhook delivery attempt", async () => {
    const endpoint = await receiver(204);
    try {
      const created = await tenant.call("POST", "/v1/webhooks", { url: endpoint.url, events: ["media.updated"] });
      expect(created.status).toBe(201);
      expect((await tenant.call("POST", `/v1/webhooks/${created.json.id}/test`)).status).toBe(202);
      const delivery = await waitFor("the delivery", async () => {
        const found = await api.deps.db.webhookDelivery.findFirst({ where: { webhookId: created.json.id } });
        return found?.status === "delivered" ? found : undefined;
      });
      const job = await waitFor("the job's end", () =>
        api.deps.db.job.findFirst({
          where: { name: DELIVER_WEBHOOK_JOB, status: "done", payload: { path: ["deliveryId"], equals: delivery.id } },
        }),
      );
      expect(await deliveryLines(delivery.id)).toEqual([
        expect.objectContaining({
          level: "info",
          webhook_id: created.json.id,
          event_type: "webhook.test",
          attempt: 1,
          outcome: "delivered",
          status: 204,
        }),
      ]);
      const runs = await waitFor("the job's line", async () => {
        const lines = log.lines().filter((line) => line.msg === "job run" && line.job_id === job.id);
        return lines.length ? lines : undefined;
      });
      expect(runs).toEqual([expect.objectContaining({ job: DELIVER_WEBHOOK_JOB, attempt: 1, outcome: "done" })]);
      expect(runs[0]!.duration_ms).toBeGreaterThanOrEqual(0);
    } finally {
      await endpoint.close();
    }
  });

  it("writes a failed delivery attempt as a warning with the receiver's status, its retry still to come", async () => {
    const endpoint = await receiver(500);
    try {
      const created = await tenant.call("POST", "/v1/webhooks", { url: endpoint.url, events: ["media.updated"] });
      expect((await tenant.call("POST", `/v1/webhooks/${created.json.id}/test`)).status).toBe(202);
      const delivery = await waitFor("the failed attempt", async () => {
        const found = await api.deps.db.webhookDelivery.findFirst({ where: { webhookId: created.json.id } });
        return found?.attempts === 1 ? found : undefined;
      });
      expect(await deliveryLines(delivery.id)).toEqual([
        expect.objectContaining({ level: "warn", attempt: 1, outcome: "retrying", status: 500, error: "HTTP 500" }),
      ]);
    } finally {
      await endpoint.close();
    }
  });

  it("serves /metrics on the public port only to the bearer of METRICS_TOKEN, with 404 to anyone else", async () => {
    for (const token of [null, "wrong-token-0123456789abcdef", `${METRICS_TOKEN}x`]) {
      const refused = await scrape(token);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.text).error.code).toBe("route_not_found");
    }
    const served = await scrape();
    expect(served.status).toBe(200);
    expect(served.text).toContain("# TYPE proseo_http_request_duration_seconds histogram");
    expect(served.text).toContain("process_cpu_seconds_total");
    const openapi = (await (await fetch(`${api.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((route) => route.includes("metrics"))).toEqual([]);
  });

  it("counts requests by route pattern, credits charged, job outcomes, the queue and batch states as they happened", async () => {
    const before = parseMetrics((await scrape()).text);
    const durationCount = (samples: Sample[], status: string) =>
      sampleOf(samples, "proseo_http_request_duration_seconds_count", { route: "/v1/products/{id}", method: "GET", status });
    for (let i = 0; i < 3; i++) expect((await tenant.call("GET", `/v1/products/${productId}`)).status).toBe(200);
    expect((await tenant.call("GET", "/v1/products/prd_missing")).status).toBe(404);
    const generated = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(generated.status).toBe(200);
    expect(generated.json.total_credits_charged).toBe(2 * PRICES.syncDescriptionPerLanguage);
    const batch = await tenant.call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "obs-batch" });
    expect(batch.status).toBe(201);
    const cancelled = await tenant.call("POST", `/v1/batches/${batch.json.id}/cancel`);
    expect(cancelled.json).toMatchObject({ status: "cancelled" });

    // A job no runner of this process takes waits in the queue: its depth and age are read at scrape time.
    const runAt = new Date(api.deps.now().getTime() - 90_000);
    await enqueueJobs(api.deps.db, api.deps.now(), [{ id: "job_obs_waiting", name: "obs.waiting", payload: {}, runAt }]);
    const after = parseMetrics((await scrape()).text);

    expect(durationCount(after, "200") - durationCount(before, "200")).toBe(3);
    expect(durationCount(after, "404") - durationCount(before, "404")).toBe(1);
    const charged = (samples: Sample[]) => sampleOf(samples, "proseo_credits_charged_total", { purpose: "sync" });
    expect(charged(after) - charged(before)).toBe(generated.json.total_credits_charged);
    const ledgerCharges = await api.deps.db.creditEntry.aggregate({ where: { kind: "charge" }, _sum: { amount: true } });
    expect(charged(after)).toBe(-ledgerCharges._sum.amount!);

    const doneJobs = await api.deps.db.job.count({ where: { name: DELIVER_WEBHOOK_JOB, status: "done" } });
    expect(doneJobs).toBeGreaterThan(0);
    expect(sampleOf(after, "proseo_job_runs_total", { job: DELIVER_WEBHOOK_JOB, outcome: "done" })).toBe(doneJobs);
    const delivered = await api.deps.db.webhookDelivery.count({ where: { status: "delivered" } });
    expect(sampleOf(after, "proseo_webhook_deliveries_total", { outcome: "delivered" })).toBe(delivered);
    const retrying = await api.deps.db.webhookDelivery.count({ where: { status: "pending", attempts: 1 } });
    expect(sampleOf(after, "proseo_webhook_deliveries_total", { outcome: "retrying" })).toBe(retrying);
    expect(sampleOf(after, "proseo_jobs_queued", { job: "obs.waiting" })).toBe(1);
    expect(sampleOf(after, "proseo_jobs_oldest_queued_seconds", { job: "obs.waiting" })).toBe(90);
    // Kinds with nothing waiting read 0, not nothing.
    expect(after.some((sample) => sample.name === "proseo_jobs_queued" && sample.labels.job === SUBMIT_BATCH_JOB)).toBe(true);
    expect(sampleOf(after, "proseo_jobs_oldest_queued_seconds", { job: DELIVER_WEBHOOK_JOB })).toBe(0);
    const refunded = (samples: Sample[]) => sampleOf(samples, "proseo_credits_refunded_total", { purpose: "batch" });
    expect(refunded(after) - refunded(before)).toBe(cancelled.json.credits_refunded);
    expect(cancelled.json.credits_refunded).toBeGreaterThan(0);
    expect(sampleOf(after, "proseo_batches", { state: "cancelled" })).toBe(1);
    expect(sampleOf(after, "proseo_batches", { state: "submitted" })).toBe(0);
    expect(sampleOf(after, "proseo_http_requests_in_flight")).toBe(1);
    // The connection pools exist on PostgreSQL only: the database's (Prisma's) and the shared rate limits'.
    const pool = (name: string, state: string) => sampleOf(after, "proseo_db_pool_connections", { pool: name, state });
    if (process.env.TEST_DATABASE_URL) {
      expect(pool("prisma", "total")).toBeGreaterThan(0);
      expect(pool("prisma", "idle")).toBeLessThanOrEqual(pool("prisma", "total"));
      expect(pool("rate_limits", "total")).toBeGreaterThan(0);
    } else {
      expect(after.filter((sample) => sample.name === "proseo_db_pool_connections")).toEqual([]);
    }
  });
});

describe("/metrics with METRICS_PORT set, as the built server runs", () => {
  it("is served on CONSOLE_HOST:METRICS_PORT without a token, and not at all on the public port", async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const postgres = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    const server = await startBuiltServer({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      METRICS_PORT: String(metricsPort),
      CONSOLE_HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "proseo-metrics-")),
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(internal.status).toBe(200);
      expect(await internal.text()).toContain("proseo_http_requests_in_flight");
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      const tokenless = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: "Bearer anything" } });
      expect(tokenless.status).toBe(404);
      // The internal listener serves nothing else.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/v1/me`)).status).toBe(404);
    } finally {
      await stopBuiltServer(server);
      await postgres?.close();
    }
  });
});

describe("job runs under Inngest", () => {
  it("are reported once per run, however many times Inngest calls the function for its steps", async () => {
    const seen: ObservedEvent[] = [];
    let calls = 0;
    const { functions } = createInngestJobs(
      {
        "obs.steps": {
          async run(_payload: unknown, step) {
            calls += 1;
            const first = await step("first", async () => 1);
            const second = await step("second", async () => 2);
            return { sum: first + second };
          },
        },
      },
      (event) => seen.push(event),
    );
    const engine = new InngestTestEngine({
      function: functions[0]!,
      events: [{ id: "job_obs_steps", name: "proseo/obs.steps", data: {} }],
    });
    const { result } = await engine.execute();
    expect(result).toEqual({ sum: 3 });
    expect(calls).toBeGreaterThan(1);
    expect(seen).toEqual([
      expect.objectContaining({ event: "job_run", job: "obs.steps", job_id: "job_obs_steps", attempt: 1, outcome: "done" }),
    ]);
  });
});
