// Measures batches through the text engine (BATCH_PROVIDER=engine): products per minute from the submission to the
// last description written, against a fake OpenAI-compatible server that answers every request after a fixed latency,
// at ENGINE_CONCURRENCY 1, 4 and 16, beside the ideal (requests x latency / concurrency), on PGlite.
//   pnpm bench:batch        (after the ingestion figures of batch-ingest.ts)
import { createApiServer, createServices } from "@proseo/api";
import { createApiKey, createOrganization, loadConfig } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import { openTestDatabase } from "@proseo/db/testing";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 48);
// About what a small model on one GPU takes for a description; the service's own work per answer (its checks on the
// text-work threads, its claims and writes) is what the ratio shows.
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 1_000);
const CONCURRENCIES = [1, 4, 16];

async function measure(concurrency: number) {
  const fake = await startFakeOpenAi(() => "ok", { latencyMs: LATENCY_MS });
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000",
    TEXT_ENGINE: "openai",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "bench",
    OPENAI_MODEL: "bench-model",
    ENGINE_CONCURRENCY: String(concurrency),
  });
  const services = createServices(config, database);
  services.jobRunner.start();
  services.deps.batchProvider.start?.();
  const app = await createApiServer(services);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const { db } = services.deps;

  const writtenMs: number[] = [];
  // The first run, of a few products, warms up the server, the engine's capability check and the JIT.
  for (let run = 0; run <= 1; run++) {
    const count = run === 0 ? concurrency : PRODUCTS;
    const org = await createOrganization(services.deps, { name: `Bench ${run}`, languages: ["en"], credits: 1_000_000 });
    const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "catalog:write", "generate"] });
    const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await fetch(base + path, {
        method,
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<any>;
    };
    const products = Array.from({ length: count }, (_, i) => ({ sku: `E${run}-${i}`, name: `Linen towel ${i}` }));
    await call("POST", "/v1/products", { products });
    const ids = (await db.product.findMany({ where: { orgId: org.id }, select: { id: true } })).map((p) => p.id);
    const submittedAt = Date.now();
    const batch = await call("POST", "/v1/batches", { product_ids: ids }, { "Idempotency-Key": `bench-${run}` });
    const runId = `engine_${batch.id}`;
    // The end is when the service recorded the last description (its doneAt, on the same clock), so that the bench
    // polls seldom: its queries run on the service's thread (PGlite's one connection), and at one every 20 ms they
    // took about a quarter of the process's CPU during a run at 16, which the ratio then counted as the service's.
    for (;;) {
      const [tasks] = await db.$queryRaw<{ total: number; open: number; last: Date | null }[]>`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE "doneAt" IS NULL)::int AS open, max("doneAt") AS last
        FROM "EngineBatchTask" WHERE "runId" = ${runId}`;
      if (tasks?.total === count && tasks.open === 0) {
        if (run > 0) writtenMs.push(tasks.last!.getTime() - submittedAt);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [counted] = await db.$queryRaw<{ failed: number }[]>`
      SELECT count(*)::int AS failed FROM "EngineBatchTask" WHERE "runId" = ${runId} AND outcome ? 'error'`;
    if (counted?.failed) throw new Error(`${counted.failed} descriptions failed`);
  }
  await Promise.all([services.jobRunner.stop(), services.deps.batchProvider.stop?.()]);
  await app.close();
  await services.close();
  await database.close();
  await fake.close();

  const measured = writtenMs[0]!;
  const ideal = (PRODUCTS * LATENCY_MS) / concurrency;
  const perMinute = (ms: number) => Math.round(PRODUCTS / (ms / 60_000));
  console.log(
    `${String(concurrency).padStart(11)}${measured.toFixed(0).padStart(12)}${String(perMinute(measured)).padStart(14)}${ideal.toFixed(0).padStart(10)}${String(perMinute(ideal)).padStart(14)}${(measured / ideal).toFixed(2).padStart(9)}x  (max ${fake.inFlight.max} at once)`,
  );
}

console.log(
  `Writing a batch of ${PRODUCTS} products x 1 language through the engine, each answer after ${LATENCY_MS} ms (PGlite)`,
);
console.log("concurrency  written ms  products/min  ideal ms  products/min    ratio");
for (const concurrency of CONCURRENCIES) await measure(concurrency);
