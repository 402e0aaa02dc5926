// Measures batch ingestion: the GET /v1/batches/{id} that finds a finished 500-product batch in
// 3 languages and records it (a version per product, a generation row and a charge per
// description, the refund, the end), beside a direct bulk write of the same rows in one
// transaction (products' values, revisions, generation rows), which records nothing else.
//   pnpm bench:batch        PGlite, and PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432)
import { createApiServer, createServices } from "@proseo/api";
import { createApiKey, createOrganization, loadConfig, newId, type BatchOutcome } from "@proseo/core";
import { openTestDatabase } from "@proseo/db/testing";
import { median } from "./stats.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRODUCTS = 500;
const LANGUAGES = ["en", "de", "fr"];
const DESCRIPTIONS = PRODUCTS * LANGUAGES.length;

const catalog = (run: number) =>
  Array.from({ length: PRODUCTS }, (_, i) => ({
    sku: `B${run}-${i}`,
    name: `Merino crew sweater ${i}`,
    brand: "Acme",
    category: "Apparel/Knitwear/Sweaters",
    source_data: { color: "navy", size: "M", material: "100% merino wool", weight_g: 320 },
  }));

async function measure(label: string, databaseUrl: string | undefined) {
  const database = await openTestDatabase(databaseUrl);
  const config = loadConfig({ NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000", BATCH_LATENCY_MS: "0" });
  const services = createServices(config, database);
  services.jobRunner.start();
  const app = await createApiServer(services);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const { db } = services.deps;

  const ingestMs: number[] = [];
  const bulkMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const org = await createOrganization(services.deps, { name: `Bench ${run}`, languages: LANGUAGES, credits: 1_000_000 });
    const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "catalog:write", "generate"] });
    const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
    const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const response = await fetch(base + path, {
        method,
        headers: { ...headers, ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<any>;
    };
    await call("POST", "/v1/products", { products: catalog(run) });
    const products = await db.product.findMany({ where: { orgId: org.id } });
    const batch = await call(
      "POST",
      "/v1/batches",
      { product_ids: products.map((p) => p.id) },
      { "Idempotency-Key": `bench-${run}` },
    );
    let outcomes: BatchOutcome[] | undefined;
    while (!outcomes) {
      const written = await db.builtinBatchRun.findUnique({ where: { id: `builtin_${batch.id}` } });
      if (written?.writtenAt) outcomes = written.outcomes as unknown as BatchOutcome[];
      if (!outcomes) await new Promise((resolve) => setTimeout(resolve, 20));
    }

    let start = performance.now();
    const ended = await call("GET", `/v1/batches/${batch.id}`);
    const ingest = performance.now() - start;
    if (ended.status !== "ended" || ended.succeeded_count !== PRODUCTS)
      throw new Error(`batch not ingested: ${JSON.stringify(ended).slice(0, 300)}`);

    // The same rows, written directly: a second copy of the catalog gets the same content.
    const twin = await createOrganization(services.deps, { name: `Twin ${run}`, languages: LANGUAGES, credits: 0 });
    const twinOf = new Map<string, string>();
    for (const product of products) twinOf.set(product.id, newId("prod"));
    await db.product.createMany({
      data: products.map((p) => ({
        ...p,
        id: twinOf.get(p.id)!,
        orgId: twin.id,
        contentQuality: p.contentQuality as object,
        sourceData: p.sourceData as object,
        values: {},
        writtenByPerson: {},
        lockedFields: {},
        writtenFrom: {},
        staleFacts: {},
      })),
    });
    const items = await db.batchItem.findMany({
      where: { batchId: batch.id },
      select: { id: true, productId: true, language: true },
    });
    const contentOf = new Map(outcomes.map((outcome) => [outcome.customId, "content" in outcome ? outcome.content : null]));
    const values = new Map<string, Record<string, Record<string, unknown>>>();
    const generations = items.map((item) => {
      const content = contentOf.get(item.id)!;
      const productValues = values.get(item.productId) ?? values.set(item.productId, {}).get(item.productId)!;
      for (const [field, value] of Object.entries(content)) (productValues[field] ??= {})[item.language] = value;
      return { id: newId("gen"), productId: twinOf.get(item.productId)!, language: item.language, result: content };
    });
    const updates = [...values].map(([productId, productValues]) => ({ id: twinOf.get(productId)!, values: productValues }));
    const revisions = updates.map((update) => ({
      id: newId("rev"),
      productId: update.id,
      changes: { values: update.values },
      snapshot: update,
    }));
    const now = new Date();
    start = performance.now();
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`
        UPDATE "Product" p SET values = r.values, version = 2, status = 'generated'
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS r(id text, values jsonb) WHERE p.id = r.id`;
      await tx.$executeRaw`
        INSERT INTO "Revision" (id, "productId", version, reason, changes, snapshot, "createdAt")
        SELECT r.id, r."productId", 2, 'generation', r.changes, r.snapshot, ${now}
        FROM jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb) AS r(id text, "productId" text, changes jsonb, snapshot jsonb)`;
      await tx.$executeRaw`
        INSERT INTO "Generation" (id, "orgId", "productId", language, status, engine, result, "creditsCharged", "createdAt")
        SELECT r.id, ${twin.id}, r."productId", r.language, 'succeeded', 'bench', r.result, 1, ${now}
        FROM jsonb_to_recordset(${JSON.stringify(generations)}::jsonb) AS r(id text, "productId" text, language text, result jsonb)`;
    });
    const bulk = performance.now() - start;
    // The first run warms up the server, the database and the JIT.
    if (run > 0) {
      ingestMs.push(ingest);
      bulkMs.push(bulk);
    }
  }
  await services.jobRunner.stop();
  await app.close();
  await services.close();
  await database.close();

  const ingest = median(ingestMs);
  const bulk = median(bulkMs);
  const perSecond = (ms: number) => Math.round(DESCRIPTIONS / (ms / 1000));
  console.log(
    `${label.padEnd(12)}${ingest.toFixed(0).padStart(10)}${String(perSecond(ingest)).padStart(12)}${bulk.toFixed(0).padStart(10)}${String(perSecond(bulk)).padStart(12)}${(ingest / bulk).toFixed(1).padStart(9)}x`,
  );
}

const postgres = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
console.log(
  `Ingesting a finished batch of ${PRODUCTS} products x ${LANGUAGES.length} languages (${DESCRIPTIONS} descriptions), median of ${RUNS} runs`,
);
console.log("database     ingest ms   rows/s      bulk ms   rows/s      ratio");
await measure("PGlite", undefined);
await measure("PostgreSQL", postgres);
