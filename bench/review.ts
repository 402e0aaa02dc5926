// Bulk review at catalog scale on PostgreSQL: POST /v1/publishing/approve of 500 products a call beside
// the same updates (and publish events) in one direct SQL statement and in one transaction per product
// (the floor of the bulk action), and the review filters of
// GET /v1/products (p50) beside their own SQL.
//   pnpm bench:review                    100,000 products (BENCH_DATABASE_URL, default 127.0.0.1:5432)
//   BENCH_SCALE=1m pnpm bench:review     then 1,000,000 as well
//   BENCH_ROWS=n BENCH_REQUESTS=n        one size of catalog; requests per filter
// Each size gets a fresh database proseo_review_<n>, its catalog written by one INSERT ... SELECT.
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createApiServer, createServices } from "@proseo/api";
import {
  BULK_PRODUCTS_AT_ONCE,
  createApiKey,
  createOrganization,
  LIMITS,
  loadConfig,
  newId,
  type ProductFilter,
  productListQueries,
} from "@proseo/core";
import { Prisma } from "@proseo/db";
import { apiCaller, benchDatabase } from "./scale.js";
import { median } from "./stats.js";

const CHUNK = LIMITS.productsPerBulkAction;
const CALLS = 5;

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * `rows` products with content, version 2: even ones serve it, odd ones are candidates. Quality as
 * generation stores it: lowest score spread over 0..100, every seventh fails enough_data.
 */
const seedSql = (orgId: string, rows: number) => Prisma.sql`
  INSERT INTO "Product" (id, "orgId", sku, name, category, "values", status, version, "publishedVersion", "publishedAt",
    "contentQuality", "qualityMin", "failedChecks", "createdAt", "updatedAt")
  SELECT 'prod_rv' || lpad(i::text, 8, '0'), ${orgId}, 'RV-' || lpad(i::text, 8, '0'), 'Merino sweater ' || i, 'Apparel',
    jsonb_build_object('title', jsonb_build_object('en', 'Merino sweater ' || i)),
    (CASE WHEN i % 2 = 0 THEN 'published' ELSE 'generated' END)::"ProductStatus", 2,
    CASE WHEN i % 2 = 0 THEN 2 END, CASE WHEN i % 2 = 0 THEN now() END,
    jsonb_build_object('en', jsonb_build_object('score', (i * 37) % 101,
      'failed_checks', CASE WHEN i % 7 = 0 THEN '["enough_data"]'::jsonb ELSE '[]'::jsonb END)),
    (i * 37) % 101, CASE WHEN i % 7 = 0 THEN ARRAY['enough_data'] ELSE ARRAY[]::text[] END,
    now() - i * interval '1 second', now()
  FROM generate_series(1, ${rows}) AS i`;

/** The approve of `events`' products and their publish events, in one statement. */
const approveSql = (orgId: string, apiKeyId: string, events: { id: string; productId: string }[]) => Prisma.sql`
  WITH approved AS (
    UPDATE "Product" AS p SET "publishedVersion" = p.version, "publishedAt" = now(), status = 'published', "updatedAt" = now()
    FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS e(id text, "productId" text)
    WHERE p.id = e."productId" AND p."orgId" = ${orgId} AND p."deletedAt" IS NULL
      AND (p."publishedVersion" IS NULL OR p.version > p."publishedVersion")
    RETURNING e.id AS event_id, p.id, p.version)
  INSERT INTO "PublishEvent" (id, "orgId", "productId", action, version, "actorKind", "actorId")
  SELECT event_id, ${orgId}, id, 'approve', version, 'api_key', ${apiKeyId} FROM approved`;

async function benchReview(rows: number, requests: number) {
  const { database, url } = await benchDatabase(`proseo_review_${rows}`, true);
  const services = createServices(loadConfig({ NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "10000000" }), database);
  const org = await createOrganization(services.deps, { name: "Review bench", languages: ["en"] });
  const started = performance.now();
  await database.prisma.$executeRaw(seedSql(org.id, rows));
  await database.prisma.$executeRawUnsafe(`VACUUM ANALYZE "Product"`);
  console.log(`${rows.toLocaleString("en")} products written in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const { key, apiKey } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "content:manage"] });
  const app = await createApiServer(services);
  const base = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const sql = async (query: Prisma.Sql, client: pg.Pool | pg.PoolClient = pool) =>
    (await client.query(query.text, query.values)).rows;
  const call = apiCaller(base, key);

  // Candidates spread over the catalog, a different 500 for each call, direct statement and floor.
  const step = Math.floor(rows / 2 / (CALLS * 3 * CHUNK));
  const candidates = (call: number) =>
    Array.from({ length: CHUNK }, (_, k) => `prod_rv${String(2 * ((call * CHUNK + k) * step) + 1).padStart(8, "0")}`);
  // The floor of one transaction per product: the same update and event for each product in its own
  // transaction (BEGIN, one statement, COMMIT), as many at once as the bulk action runs.
  const approveEach = (productIds: string[]) => {
    const queue = [...productIds];
    return Promise.all(
      Array.from({ length: BULK_PRODUCTS_AT_ONCE }, async () => {
        const client = await pool.connect();
        for (let productId = queue.shift(); productId !== undefined; productId = queue.shift()) {
          await client.query("BEGIN");
          await sql(approveSql(org.id, apiKey.id, [{ id: newId("pev"), productId }]), client);
          await client.query("COMMIT");
        }
        client.release();
      }),
    );
  };
  const bulk: number[] = [];
  const direct: number[] = [];
  const perProduct: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const ids = candidates(3 * i);
    bulk.push(
      await time(async () => {
        const { results } = (await call("POST", "/publishing/approve", { product_ids: ids })) as {
          results: { outcome: string }[];
        };
        if (results.some((result) => result.outcome !== "published")) throw new Error("a candidate was not published");
      }),
    );
    const events = candidates(3 * i + 1).map((productId) => ({ id: newId("pev"), productId }));
    direct.push(await time(() => sql(approveSql(org.id, apiKey.id, events))));
    perProduct.push(await time(() => approveEach(candidates(3 * i + 2))));
  }
  const [b50, d50, p50] = [median(bulk), median(direct), median(perProduct)];
  console.log(`\nPostgreSQL, ${rows.toLocaleString("en")} products, ${CALLS} calls of ${CHUNK} (median, ms)`);
  console.log("| work | time | one SQL statement | ratio |");
  console.log("|---|---|---|---|");
  console.log(`| approve 500 products | ${b50.toFixed(0)} | ${d50.toFixed(1)} | ${(b50 / d50).toFixed(1)}x |`);
  console.log(
    `| floor: 500 transactions, one per product, ${BULK_PRODUCTS_AT_ONCE} at once | ${p50.toFixed(0)} | ${d50.toFixed(1)} | ${(p50 / d50).toFixed(1)}x |`,
  );

  const filters: [string, Record<string, string>, Partial<ProductFilter>][] = [
    ["has_candidate=true", { has_candidate: "true" }, { awaitingReview: true }],
    ["quality_below=40", { quality_below: "40" }, { qualityBelow: 40 }],
    ["quality_below=5", { quality_below: "5" }, { qualityBelow: 5 }],
    ["failed_check=enough_data", { failed_check: "enough_data" }, { failedCheck: "enough_data" }],
    [
      "has_candidate=true&quality_below=40&failed_check=enough_data",
      { has_candidate: "true", quality_below: "40", failed_check: "enough_data" },
      { awaitingReview: true, qualityBelow: 40, failedCheck: "enough_data" },
    ],
  ];
  console.log(`\nGET /v1/products?limit=50 with a filter, ${requests} requests each (ms)`);
  console.log("| filter | /v1 p50 | direct SQL p50 | ratio |");
  console.log("|---|---|---|---|");
  for (const [label, query, filter] of filters) {
    // The page's statement counts every match too, as listProducts runs it.
    const { page } = productListQueries(org.id, { limit: 50, offset: 0, ...filter });
    const api = () => call("GET", `/products?limit=50&${new URLSearchParams(query)}`);
    const floor = () => sql(page);
    for (let i = 0; i < 3; i++) await Promise.all([api(), floor()]);
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      apiTimes.push(await time(api));
      sqlTimes.push(await time(floor));
    }
    const [a, s] = [median(apiTimes), median(sqlTimes)];
    console.log(`| ${label} | ${a.toFixed(1)} | ${s.toFixed(1)} | ${(a / s).toFixed(1)}x |`);
  }
  await pool.end();
  await app.close();
  await services.close();
  await database.close();
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  const requests = Number(process.env.BENCH_REQUESTS ?? 50);
  const sizes = process.env.BENCH_ROWS
    ? [Number(process.env.BENCH_ROWS)]
    : process.env.BENCH_SCALE === "1m"
      ? [100_000, 1_000_000]
      : [100_000];
  for (const rows of sizes) await benchReview(rows, requests);
}
