// Measures the service's own overhead per synchronous generation: the time of
// POST /v1/generations beside the time the same engine takes alone for the same product
// and languages. Engines: the built-in writer, and the OpenAI-compatible adapter against
// a local fake that answers at once.
//   pnpm bench:generation        PGlite, and PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432)
import { createApiServer, createServices } from "@proseo/api";
import { createApiKey, createOrganization, createTextEngine, loadConfig, type ProductFacts } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import { openTestDatabase } from "@proseo/db/testing";
import { median } from "./stats.js";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const LANGUAGES = ["en", "de", "fr"];
const product: ProductFacts = {
  sku: "SW-1",
  name: "Merino crew sweater",
  brand: "Acme",
  category: "Apparel/Knitwear/Sweaters",
  sourceData: { color: "navy", size: "M", material: "100% merino wool", weight_g: 320, care: { en: "Hand wash cold" } },
};

async function measure(database: string, engineLabel: string, env: Record<string, string>, databaseUrl: string | undefined) {
  const db = await openTestDatabase(databaseUrl);
  const config = loadConfig({ NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000", ...env });
  const services = createServices(config, db);
  const app = await createApiServer(services);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const org = await createOrganization(services.deps, { name: "Bench", languages: LANGUAGES, credits: 1_000_000 });
  const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "catalog:write", "generate"] });
  const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  await fetch(`${base}/v1/products`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      products: [
        {
          sku: product.sku,
          name: product.name,
          brand: product.brand,
          category: product.category,
          source_data: product.sourceData,
        },
      ],
    }),
  });
  const productId = ((await (await fetch(`${base}/v1/products`, { headers })).json()) as { products: { id: string }[] })
    .products[0]!.id;

  const engine = createTextEngine(config);
  const apiMs: number[] = [];
  const engineMs: number[] = [];
  for (let i = 0; i <= ITERATIONS; i++) {
    let start = performance.now();
    await Promise.all(LANGUAGES.map((language) => engine.generate(product, language)));
    const engineTime = performance.now() - start;
    start = performance.now();
    const response = await fetch(`${base}/v1/generations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ product_id: productId }),
    });
    if (response.status !== 200) throw new Error(`generation answered ${response.status}: ${await response.text()}`);
    await response.json();
    const apiTime = performance.now() - start;
    if (i > 0) {
      apiMs.push(apiTime);
      engineMs.push(engineTime);
    }
  }
  await app.close();
  await services.close();
  await db.close();
  const api = median(apiMs);
  const alone = median(engineMs);
  console.log(
    `${database.padEnd(12)}${engineLabel.padEnd(22)}${api.toFixed(2).padStart(10)}${alone.toFixed(2).padStart(12)}${(api - alone).toFixed(2).padStart(12)}${(api / alone).toFixed(1).padStart(9)}x`,
  );
}

const fake = await startFakeOpenAi();
const openAi = { TEXT_ENGINE: "openai", OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "sk-bench", OPENAI_MODEL: "bench" };
const postgres = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
console.log(`One generation of ${LANGUAGES.length} languages, median of ${ITERATIONS} runs (ms)`);
console.log("database    engine                  via /v1  engine alone  overhead    ratio");
for (const [database, url] of [
  ["PGlite", undefined],
  ["PostgreSQL", postgres],
] as const) {
  await measure(database, "built-in writer", {}, url);
  await measure(database, "OpenAI adapter (fake)", openAi, url);
}
await fake.close();
