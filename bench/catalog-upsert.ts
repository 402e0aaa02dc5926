// Upserts 500 products with rich source_data through POST /v1/products (first insert,
// unchanged re-send, half changed) and prints the milliseconds per call beside one direct
// multi-row INSERT ... ON CONFLICT of the same rows into the same table.
//   pnpm bench:catalog            PGlite, and PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432)
import pg from "pg";
import { createApiServer, createServices } from "@proseo/api";
import { createApiKey, createOrganization, loadConfig, newId } from "@proseo/core";
import { openTestDatabase } from "@proseo/db/testing";
import { median } from "./stats.js";

const ROWS = 500;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 7);

interface Item {
  sku: string;
  name: string;
  brand: string;
  category: string;
  source_data: Record<string, unknown>;
}

function richProducts(prefix: string, variant = 0): Item[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    sku: `${prefix}-${String(i).padStart(4, "0")}`,
    name: `Merino crew sweater ${i}${variant && i % 2 === 0 ? ` v${variant}` : ""}`,
    brand: ["Acme", "Northwind", "Contoso"][i % 3]!,
    category: "Apparel/Knitwear/Sweaters",
    source_data: {
      color: ["navy", "oat", "forest"][i % 3],
      size: ["S", "M", "L", "XL"][i % 4],
      material: "100% merino wool",
      weight_g: 320 + i,
      gtin: String(4006381333931 + i),
      dimensions: { length_cm: 70, width_cm: 52, sleeve_cm: 63 },
      care: { en: "Hand wash cold, dry flat.", de: "Kalt von Hand waschen, liegend trocknen." },
      features: ["ribbed cuffs", "crew neck", "relaxed fit"],
      origin: "Portugal",
      certifications: ["RWS", "OEKO-TEX Standard 100"],
      price: { amount: 89.9 + (variant && i % 2 === 0 ? variant : 0), currency: "EUR" },
      season: "AW26",
    },
  }));
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function benchmark(label: string, databaseUrl: string | undefined) {
  const database = await openTestDatabase(databaseUrl);
  const services = createServices(loadConfig({ NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "100000" }), database);
  const app = await createApiServer(services);
  const url = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1/products`;
  const direct = database.url ? new pg.Client({ connectionString: database.url }) : undefined;
  await direct?.connect();

  /** One multi-row INSERT ... ON CONFLICT of the same rows: the floor any upsert pays. */
  async function directUpsert(orgId: string, items: Item[]) {
    const params: unknown[] = [];
    const tuples = items.map((item) => {
      const base = params.length;
      params.push(
        newId("prod"),
        orgId,
        item.sku,
        item.name,
        item.brand,
        item.category,
        JSON.stringify(item.source_data),
        new Date(),
      );
      return `(${Array.from({ length: 8 }, (_, k) => `$${base + k + 1}`).join(", ")})`;
    });
    const sql = `INSERT INTO "Product" (id, "orgId", sku, name, brand, category, "sourceData", "updatedAt")
      VALUES ${tuples.join(", ")}
      ON CONFLICT ("orgId", sku) DO UPDATE SET name = EXCLUDED.name, brand = EXCLUDED.brand,
        category = EXCLUDED.category, "sourceData" = EXCLUDED."sourceData", "updatedAt" = EXCLUDED."updatedAt"`;
    if (direct) await direct.query(sql, params);
    else await database.prisma.$executeRawUnsafe(sql, ...params);
  }

  const scenarios = { "first insert": [] as number[], "unchanged re-send": [] as number[], "half changed": [] as number[] };
  const baselines = { "first insert": [] as number[], "unchanged re-send": [] as number[], "half changed": [] as number[] };
  for (let iteration = 0; iteration <= ITERATIONS; iteration++) {
    const org = await createOrganization(services.deps, { name: `Bench ${iteration}`, languages: ["en"] });
    const baselineOrg = await createOrganization(services.deps, { name: `Baseline ${iteration}`, languages: ["en"] });
    const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:write"] });
    const call = async (items: Item[], expected: Record<string, number>) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ products: items }),
      });
      const counts = (await response.json()) as Record<string, number>;
      for (const [name, value] of Object.entries(expected)) {
        if (counts[name] !== value) throw new Error(`${label}: expected ${name}=${value}, got ${JSON.stringify(counts)}`);
      }
    };
    const prefix = `B${iteration}`;
    const runs: [keyof typeof scenarios, Item[], Record<string, number>][] = [
      ["first insert", richProducts(prefix), { created: ROWS }],
      ["unchanged re-send", richProducts(prefix), { skipped: ROWS }],
      ["half changed", richProducts(prefix, iteration + 1), { updated: ROWS / 2, skipped: ROWS / 2 }],
    ];
    for (const [scenario, items, expected] of runs) {
      const apiMs = await time(() => call(items, expected));
      const directMs = await time(() => directUpsert(baselineOrg.id, items));
      // The first iteration warms caches and JIT; it is not counted.
      if (iteration > 0) {
        scenarios[scenario].push(apiMs);
        baselines[scenario].push(directMs);
      }
    }
  }
  await direct?.end();
  await app.close();
  await services.close();
  await database.close();

  console.log(`\n${label}: ${ROWS} products per call, median of ${ITERATIONS} runs`);
  console.log("scenario            API ms/call   direct INSERT ms   ratio");
  for (const scenario of Object.keys(scenarios) as (keyof typeof scenarios)[]) {
    const apiMs = median(scenarios[scenario]);
    const directMs = median(baselines[scenario]);
    console.log(
      `${scenario.padEnd(20)}${apiMs.toFixed(1).padStart(11)}${directMs.toFixed(1).padStart(19)}${(apiMs / directMs).toFixed(2).padStart(8)}x`,
    );
  }
}

await benchmark("PGlite (embedded)", undefined);
await benchmark("PostgreSQL", process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
