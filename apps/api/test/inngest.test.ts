// JOB_RUNNER=inngest: jobs leave the Job table as Inngest events, and Inngest functions run the
// same handlers. A fake Inngest server receives the events; @inngest/test runs the functions.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_MEDIA_JOB, aiMediaJobId, BUILTIN_BATCH_JOB, SUBMIT_BATCH_JOB } from "@proseo/core";
import { INNGEST_RETRIES } from "../src/inngest.js";
import { startApi, waitFor, type Api, solidImage } from "./support.js";

interface SentEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

let api: Api;
let inngestServer: http.Server;
const events: SentEvent[] = [];

beforeAll(async () => {
  inngestServer = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "POST" && req.url?.startsWith("/e/")) {
      const sent = JSON.parse(Buffer.concat(chunks).toString("utf8")) as SentEvent[];
      events.push(...sent);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ids: sent.map((e) => e.id), status: 200 }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => inngestServer.listen(0, "127.0.0.1", resolve));
  // The Inngest SDK reads its server from the environment (dev mode: no signing or event key).
  process.env.INNGEST_DEV = `http://127.0.0.1:${(inngestServer.address() as AddressInfo).port}`;
  api = await startApi({ JOB_RUNNER: "inngest", BATCH_LATENCY_MS: "0" });
});
afterAll(async () => {
  await api.close();
  inngestServer.closeAllConnections();
  await new Promise((resolve) => inngestServer.close(resolve));
  delete process.env.INNGEST_DEV;
});

const functionFor = (jobName: string) => {
  const fn = api.services.inngest!.functions.find((candidate) => candidate.id() === jobName.replaceAll(".", "-"));
  if (!fn) throw new Error(`no Inngest function for ${jobName}`);
  return fn;
};

const eventFor = (jobId: string) => waitFor(`the event of ${jobId}`, async () => events.find((event) => event.id === jobId));

describe("Inngest as the job runner", () => {
  it("hands each job to Inngest once, as an event whose id is the job id, and its function runs the job's code", async () => {
    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
    await tenant.call("POST", "/v1/products", { products: [{ sku: "IN-1", name: "Wool scarf", brand: "Acme" }] });
    const productId = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
    const batch = (await tenant.call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "inngest-1" }))
      .json;

    const submitEvent = await eventFor(`job_submit_${batch.id}`);
    expect(submitEvent).toMatchObject({ name: `proseo/${SUBMIT_BATCH_JOB}`, data: { batchId: batch.id } });
    const dispatched = await waitFor("the job to be marked dispatched", async () => {
      const job = await api.deps.db.job.findUniqueOrThrow({ where: { id: submitEvent.id } });
      return job.status !== "running" && job;
    });
    expect(dispatched).toMatchObject({ status: "done", result: { dispatched: true } });
    // Dispatching is not running: nothing is submitted until Inngest calls the function.
    expect((await api.deps.db.batch.findUniqueOrThrow({ where: { id: batch.id } })).providerBatchId).toBeNull();

    const submitted = await new InngestTestEngine({ function: functionFor(SUBMIT_BATCH_JOB), events: [submitEvent] }).execute();
    expect(submitted.error).toBeUndefined();
    expect((await api.deps.db.batch.findUniqueOrThrow({ where: { id: batch.id } })).providerBatchId).toBe(`builtin_${batch.id}`);

    // The built-in provider's own job goes the same way.
    const writeEvent = await eventFor(`job_builtin_${batch.id}`);
    expect(writeEvent.name).toBe(`proseo/${BUILTIN_BATCH_JOB}`);
    const written = await new InngestTestEngine({ function: functionFor(BUILTIN_BATCH_JOB), events: [writeEvent] }).execute();
    expect(written.result).toEqual({ written: 2 });
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({
      status: "ended",
      succeeded_count: 1,
      credits_charged: 2,
    });
    expect(events.filter((event) => event.id === submitEvent.id)).toHaveLength(1);
  });

  it("declares Inngest retries, and hands the final failure to the job's failure handler", async () => {
    const fn = functionFor(SUBMIT_BATCH_JOB);
    expect((fn as unknown as { opts: { retries: number } }).opts.retries).toBe(INNGEST_RETRIES);

    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en"] });
    await tenant.call("POST", "/v1/products", { products: [{ sku: "IN-2", name: "Wool hat" }] });
    const productId = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
    const batch = (await tenant.call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "inngest-2" }))
      .json;
    const submitEvent = await eventFor(`job_submit_${batch.id}`);

    const onFailure = (fn as unknown as { onFailureFn: (ctx: unknown) => Promise<void> }).onFailureFn;
    await onFailure({
      event: { name: "inngest/function.failed", data: { event: submitEvent, error: { message: "provider down" } } },
      error: new Error("provider down"),
    });
    expect((await api.deps.db.batch.findUniqueOrThrow({ where: { id: batch.id } })).submissionError).toBe("provider down");
    expect((await tenant.call("GET", `/v1/batches/${batch.id}`)).json).toMatchObject({
      status: "ended",
      failed_count: 1,
      credits_refunded: 1,
    });
  });

  it("runs an AI photo job as a function of steps, render then finish, charging once however often it runs", async () => {
    const tenant = await api.createTenant(undefined, { credits: 100 });
    await tenant.call("POST", "/v1/products", { products: [{ sku: "IN-AI", name: "Wool coat" }] });
    const productId = (await tenant.call("GET", "/v1/products?q=IN-AI")).json.products[0].id as string;
    const form = new FormData();
    form.append("file", new Blob([await solidImage("png", 40, 40, "#345")]), "coat.png");
    await tenant.call("POST", `/v1/products/${productId}/media`, form);
    const job = (await tenant.call("POST", `/v1/products/${productId}/ai-media`, {})).json;
    const event = await eventFor(aiMediaJobId(job.id));
    expect(event.name).toBe(`proseo/${AI_MEDIA_JOB}`);

    const engine = new InngestTestEngine({ function: functionFor(AI_MEDIA_JOB), events: [event] });
    const run = await engine.execute();
    expect(run.result).toEqual({ status: "succeeded" });
    const steps = (run.ctx.step.run as unknown as { mock: { calls: [string][] } }).mock.calls.map(([name]) => name);
    expect(steps).toEqual(["render", "finish"]);
    // Inngest runs a function again after a failure: the finished job is neither stored nor charged twice.
    const again = new InngestTestEngine({ function: functionFor(AI_MEDIA_JOB), events: [event] });
    expect((await again.execute()).result).toEqual({ status: "ended" });
    const answer = (await tenant.call("GET", `/v1/ai-media/jobs/${job.id}`)).json;
    expect(answer).toMatchObject({ status: "succeeded", credits_charged: 10 });
    const charges = await api.deps.db.creditEntry.count({ where: { orgId: tenant.org.id, kind: "charge" } });
    expect(charges).toBe(1);
  });

  it("serves the functions at /api/inngest", async () => {
    const response = await fetch(`${api.baseUrl}/api/inngest`);
    expect(response.status).toBe(200);
    // Each function's failure handler is registered as a function of its own.
    expect(await response.json()).toMatchObject({ mode: "dev", function_count: 2 * api.services.inngest!.functions.length });
  });
});
