// The built server stopped with SIGTERM while requests of every kind are in flight: each gets its
// whole answer, the process exits 0, the embedded database is left shut down cleanly, and the next
// process finds every acknowledged write and finishes every job once.
import diagnostics from "node:diagnostics_channel";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "@proseo/core/testing";
import { openDatabase } from "@proseo/db";
import { expectWholeLedger, fakeOpenAiEnv, type ServerProcess, startServerProcess, solidImage } from "./support.js";

const PER_KIND = 50;

let service: ServerProcess;
// The text engine holds every generation until the test has sent SIGTERM: requests certainly in flight
// then, however fast or loaded the machine.
let holding = true;
let engine: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  engine = await startFakeOpenAi(() => (holding ? "held" : "ok"));
  service = await startServerProcess({
    organization: "Shutdown",
    languages: ["en", "de"],
    credits: 100_000,
    scopes: ["catalog:read", "catalog:write", "generate"],
    env: {
      BATCH_LATENCY_MS: "0",
      RATE_LIMIT_PER_MINUTE: "1000000",
      // Far longer than the test: a job left running (not released) would never be taken over.
      JOB_LEASE_MS: "600000",
      SHUTDOWN_GRACE_MS: "60000",
      TEXT_ENGINE: "openai",
      ...fakeOpenAiEnv(engine),
    },
  });
}, 180_000);

afterAll(async () => {
  await service?.close();
  await engine?.close();
});

/**
 * A request's status and parsed JSON body (a body cut short does not parse). Each request has a connection
 * of its own: a request sent on an idle kept-alive connection just as the server closes it may be lost
 * (HTTP/1.1's own race, which clients answer by retrying), and that is not what this test is about.
 */
const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  service.call(method, url, body, { Connection: "close", ...headers });

/** The embedded database's state in pg_control: 1 once shut down cleanly (6 while in use, or after a crash). */
const pgControlState = () => readFileSync(path.join(service.env.DATA_DIR!, "pglite", "global", "pg_control")).readInt32LE(16);
const DB_SHUTDOWNED = 1;

describe("SIGTERM while requests are in flight", () => {
  it("answers every accepted request in full, exits 0, and leaves nothing half done for the next process", async () => {
    const skus = Array.from({ length: PER_KIND }, (_, n) => `SEED-${n}`);
    // Batches have products of their own: the engine's requests for a SEED product are its synchronous generation's.
    const batchSkus = skus.map((sku) => `BATCH-${sku}`);
    const seeded = [...skus, ...batchSkus].map((sku) => ({ sku, name: `Sweater ${sku}` }));
    expect((await send("POST", "/v1/products", { products: seeded })).status).toBe(200);
    const ids = Object.fromEntries(
      (await send("GET", `/v1/products?limit=${seeded.length}`)).json.products.map((p: { sku: string; id: string }) => [
        p.sku,
        p.id,
      ]),
    );
    const png = await solidImage("png", 8, 8, "#336699");
    const form = () => {
      const upload = new FormData();
      upload.append("file", new Blob([png]), "photo.png");
      return upload;
    };

    const requests = skus.flatMap((sku, n) => {
      const id = ids[sku];
      return [
        { kind: "read", expected: 200, send: () => send("GET", `/v1/products/${id}`) },
        {
          kind: "upsert",
          expected: 200,
          sku: `NEW-${n}`,
          send: () => send("POST", "/v1/products", { products: [{ sku: `NEW-${n}`, name: "New" }] }),
        },
        { kind: "generation", expected: 200, productId: id, send: () => send("POST", "/v1/generations", { product_id: id }) },
        {
          kind: "batch",
          expected: 201,
          send: () => send("POST", "/v1/batches", { product_ids: [ids[batchSkus[n]!]] }, { "Idempotency-Key": `shutdown-${n}` }),
        },
        { kind: "upload", expected: 201, send: () => send("POST", `/v1/products/${id}/media`, form()) },
      ];
    });
    // fetch reports each request it has written in full (body included) on this channel.
    let sent = 0;
    const countSent = () => void (sent += 1);
    diagnostics.subscribe("undici:request:bodySent", countSent);
    const outcomes = requests.map((request) =>
      request.send().then(
        (answer) => ({ ...request, answer }),
        (error: Error) => ({ ...request, answer: { status: `failed: ${error.message} ${String(error.cause)}`, json: null } }),
      ),
    );
    // Sent, all of them, and many synchronous generations in flight: the engine holds each, so the server has
    // read it and not answered it when SIGTERM comes. (Requests still in the accept queue are refused when the
    // listening socket closes, which a client may retry elsewhere.)
    const skuAskedFor = (request: (typeof engine.requests)[number]) =>
      JSON.parse(request.body.messages.find((message) => message.role === "user")!.content).product.name.replace("Sweater ", "");
    const generating = () => new Set(engine.requests.map(skuAskedFor).filter((sku) => skus.includes(sku)));
    await expect.poll(() => sent === requests.length && generating().size >= 25, { timeout: 60_000, interval: 10 }).toBe(true);
    diagnostics.unsubscribe("undici:request:bodySent", countSent);
    const inFlight = new Set([...generating()].map((sku) => ids[sku]));
    const { server } = service;
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    holding = false;
    engine.releaseHeld();
    const results = await Promise.all(outcomes);
    expect(await exited).toBe(0);
    // Every request in flight got its whole answer, as normal; and every answer is the normal one.
    const answers = results.filter((result) => typeof result.answer.status === "number");
    const inFlightAnswers = results.filter((result) => result.kind === "generation" && inFlight.has(result.productId));
    expect(inFlightAnswers.map((result) => result.answer.status)).toEqual([...inFlight].map(() => 200));
    const unexpected = answers.filter((result) => result.answer.status !== result.expected);
    expect(unexpected.map((result) => `${result.kind} ${result.answer.status} ${JSON.stringify(result.answer.json)}`)).toEqual(
      [],
    );
    const of = (kind: string) => answers.filter((result) => result.kind === kind).map((result) => result.answer.json);

    if (service.database.kind === "pglite") {
      // Shut down cleanly: the next start needs no recovery.
      expect(pgControlState()).toBe(DB_SHUTDOWNED);
      await service.database.close();
    }
    await service.start();
    if (service.database.kind === "pglite") service.database = await openDatabase({ dataDir: service.env.DATA_DIR! });

    const batches: string[] = of("batch").map((batch) => batch.id);
    for (const id of batches) {
      await expect.poll(async () => (await send("GET", `/v1/batches/${id}`)).json.status, { timeout: 60_000 }).toBe("ended");
    }
    const { prisma } = service.database;
    const { orgId } = service;
    // An acknowledged upsert is there once; one refused before the server read it left nothing.
    const upserted = new Set(answers.filter((result) => result.kind === "upsert").map((result) => result.sku));
    for (const sku of requests.filter((request) => request.kind === "upsert").map((request) => request.sku)) {
      expect(await prisma.product.count({ where: { orgId, sku } })).toBe(upserted.has(sku) ? 1 : 0);
    }
    for (const { productId, answer } of answers.filter((result) => result.kind === "generation")) {
      const where = { productId, version: answer.json.version, reason: "generation" as const };
      expect(await prisma.revision.count({ where })).toBe(1);
    }
    const uploaded = of("upload").map((item) => item.id);
    expect(await prisma.mediaItem.count({ where: { id: { in: uploaded } } })).toBe(uploaded.length);
    // Every job ran to its end once: none was lost, none ran again after a run that had ended. A job's
    // outcome is recorded after its work commits (a batch ends first), so the last one is waited for.
    const unfinished = () => prisma.job.count({ where: { status: { in: ["queued", "running"] } } });
    await expect.poll(unfinished, { timeout: 60_000 }).toBe(0);
    const jobs = await prisma.job.findMany();
    expect(jobs.length).toBeGreaterThanOrEqual(batches.length);
    expect(jobs.filter((job) => job.status !== "done" || job.attempts !== 1)).toEqual([]);
    await expectWholeLedger(prisma, orgId, batches);
  }, 300_000);
});
