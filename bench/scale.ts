// A catalog of one organization loaded through the upsert path (core upsertProducts, 500 products
// a call), then p50/p99 of each catalog read through /v1 beside the same SQL run directly (the floor).
//   pnpm bench:scale                  PostgreSQL at 1,000,000 products (BENCH_DATABASE_URL, default
//                                     127.0.0.1:5432), then PGlite at 100,000
//   BENCH_DB=postgres|pglite BENCH_ROWS=n BENCH_REQUESTS=n pnpm bench:scale    one database, n products
// A loaded catalog is kept (PostgreSQL database proseo_scale_<n>, PGlite under the temp directory) and
// topped up by the next run, since loading a million products takes a while.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createApiServer, createServices } from "@proseo/api";
import {
  answerNotRecorded,
  createApiKey,
  createOrganization,
  hashKey,
  LIMITS,
  loadConfig,
  newId,
  type ProductFilter,
  type ProductInput,
  productListQueries,
  readinessStatesQuery,
  refreshReadiness,
  upsertProducts,
} from "@proseo/core";
import { type Database, openDatabase, Prisma } from "@proseo/db";

const ORG_NAME = "Scale bench";
const CHUNK = LIMITS.productsPerUpsert;

const WORDS = ["Classic", "Urban", "Coastal", "Nordic", "Summit", "Heritage", "Everyday", "Trail", "Studio"];
const MATERIALS = ["merino", "cotton", "linen", "denim", "fleece", "leather", "canvas"];
const NOUNS = ["sweater", "jacket", "shirt", "trousers", "boots", "backpack", "scarf", "cap", "gloves", "vest", "socks"];
const BRANDS = ["Acme", "Northwind", "Contoso", "Fabrikam", "Tailspin", "Wingtip", "Litware", "Proseware", "Adatum", "Lucerne"];
const DEPARTMENTS = ["Apparel", "Footwear", "Outdoor", "Accessories", "Home", "Sport"];
const SECTIONS = ["Knitwear", "Outerwear", "Basics", "Travel", "Kids", "Premium", "Sale", "New"];

export const skuOf = (i: number) => `SC-${String(i).padStart(7, "0")}`;

/** Product i of the catalog: "Alpine" in every fifth name (the common term), "Edelweiss" in one of 10,000 (the rare one). */
function productOf(i: number): ProductInput {
  return {
    sku: skuOf(i),
    name: `${i % 5 === 0 ? "Alpine" : WORDS[i % WORDS.length]} ${MATERIALS[(i >> 3) % MATERIALS.length]} ${NOUNS[(i >> 5) % NOUNS.length]}${i % 10_000 === 7 ? " Edelweiss" : ""} ${i}`,
    brand: `${BRANDS[i % BRANDS.length]}${i % 4 === 0 ? " Outdoor" : ""}`,
    category: `${DEPARTMENTS[i % DEPARTMENTS.length]}/${SECTIONS[(i >> 2) % SECTIONS.length]}`,
    sourceData: {
      color: ["navy", "oat", "forest", "black"][i % 4],
      size: ["S", "M", "L", "XL"][(i >> 1) % 4],
      gtin: String(4006381333931 + i),
    },
  };
}

interface Figure {
  name: string;
  api: number[];
  sql: number[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * What autovacuum does after a bulk load on a production server (the bench's PostgreSQL runs without
 * it, and PGlite has none): fresh statistics, the GIN indexes' pending entries merged, dead rows gone.
 */
const vacuum = (database: Database) => database.prisma.$executeRawUnsafe(`VACUUM ANALYZE "Product", "ProductReadiness"`);

/** The organization of the bench, with `rows` products: created or topped up through the upsert path, then ANALYZE. */
async function loadCatalog(
  database: Database,
  services: ReturnType<typeof createServices>,
  rows: number,
  log: (line: string) => void,
) {
  const existing = await database.prisma.organization.findFirst({ where: { name: ORG_NAME } });
  const org = existing ?? (await createOrganization(services.deps, { name: ORG_NAME, languages: ["en"] }));
  const stored = await database.prisma.product.count({ where: { orgId: org.id, sku: { startsWith: "SC-" } } });
  const from = Math.floor(stored / CHUNK) * CHUNK;
  if (from < rows) {
    log(`loading products ${from} to ${rows} through upsertProducts, ${CHUNK} a call`);
    const started = performance.now();
    let next = from;
    // Two calls in flight: one builds its rows while the other holds the catalog lock.
    const worker = async () => {
      while (next < rows) {
        const start = next;
        next += CHUNK;
        const items = Array.from({ length: Math.min(CHUNK, rows - start) }, (_, k) => productOf(start + k));
        await upsertProducts(services.deps, org.id, items, answerNotRecorded);
        if ((start / CHUNK) % 100 === 0) {
          log(`  ${start + items.length} products, ${((performance.now() - started) / 1000).toFixed(0)} s`);
          // Autovacuum's analyze, which the bench's server runs without: on statistics of an empty
          // catalog the readiness refresh of each call scans the whole catalog (3 s a call at 150,000).
          await database.prisma.$executeRawUnsafe("ANALYZE");
        }
      }
    };
    await Promise.all([worker(), worker()]);
    log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await vacuum(database);
  return org;
}

export interface ScaleRun {
  database: Database;
  rows: number;
  requests: number;
  /** A direct connection for the floor (PostgreSQL); PGlite runs the floor's SQL on the same instance. */
  directUrl?: string;
  log?: (line: string) => void;
}

/** Calls /v1 at `base` with the key: the JSON answer, or an error naming the request and its answer. */
export const apiCaller = (base: string, key: string) =>
  async function call(method: string, pathAndQuery: string, body?: unknown) {
    const response = await fetch(`${base}${pathAndQuery}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${pathAndQuery}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

/** Loads the catalog and measures every read; answers each figure's timings (ms). */
export async function runScale({ database, rows, requests, directUrl, log = console.log }: ScaleRun): Promise<Figure[]> {
  // Warnings and errors only: a line per request would be thousands of lines in the test run's output.
  const services = createServices(
    loadConfig({ NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "10000000", LOG_LEVEL: "warn" }),
    database,
  );
  const org = await loadCatalog(database, services, rows, log);
  const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "catalog:write", "export"] });
  const app = await createApiServer(services);
  const base = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1`;
  const pool = directUrl ? new pg.Pool({ connectionString: directUrl, max: 4 }) : undefined;
  const sql = async (query: Prisma.Sql) =>
    pool
      ? (await pool.query(query.text, query.values)).rows
      : database.prisma.$queryRawUnsafe<unknown[]>(query.text, ...query.values);

  const call = apiCaller(base, key);
  const list = (query: Record<string, string | number>) =>
    call("GET", `/products?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
  /** The list's own query as listProducts runs it: the page, with the count of every match in the same statement. */
  const listSql = (filter: Partial<ProductFilter>) => sql(productListQueries(org.id, { limit: 50, offset: 0, ...filter }).page);

  const deep = Math.floor(rows * 0.9);
  const deepPage = await list({ limit: 50, offset: deep - 50 });
  const deepCursor = deepPage.next_cursor as string;
  const target = skuOf(Math.floor(rows / 2) + 1);
  const [product] = (await list({ sku: target })).products as { id: string }[];
  // A history of a few versions to page through.
  for (let v = 0; v < 5; v++) await call("PATCH", `/products/${product!.id}`, { name: `Renamed ${v}` });
  let batch = 0;

  const reads: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    // What every request pays before its own work: the key's lookup with its organization, and the edge.
    [
      "GET /v1/me (any request's fixed cost)",
      () => call("GET", "/me"),
      () => sql(Prisma.sql`SELECT * FROM "ApiKey" k JOIN "Organization" o ON o.id = k."orgId" WHERE k.hash = ${hashKey(key)}`),
    ],
    ["first page", () => list({ limit: 50 }), () => listSql({})],
    ["deep page, cursor (90%)", () => list({ limit: 50, cursor: deepCursor }), () => listSql({ cursor: deepCursor })],
    ["deep page, offset (90%)", () => list({ limit: 50, offset: deep }), () => listSql({ offset: deep })],
    ["search, common term (20%)", () => list({ q: "alpine" }), () => listSql({ q: "alpine" })],
    ["search, rare term", () => list({ q: "edelweiss" }), () => listSql({ q: "edelweiss" })],
    ["search, no match", () => list({ q: "zzzz" }), () => listSql({ q: "zzzz" })],
    ["search, a SKU as q", () => list({ q: target }), () => listSql({ q: target })],
    ["exact SKU (sku=)", () => list({ sku: target }), () => listSql({ sku: target })],
    [
      "filter: status + category",
      () => list({ status: "pending", category: "Footwear" }),
      () => listSql({ status: "pending", category: "Footwear" }),
    ],
    [
      "filter: brand, by -updated_at",
      () => list({ brand: "wingtip", sort: "-updated_at" }),
      () => listSql({ brand: "wingtip", sort: "-updated_at" }),
    ],
    [
      "product detail",
      () => call("GET", `/products/${product!.id}`),
      () =>
        sql(
          Prisma.sql`SELECT * FROM "Product" WHERE id = ${product!.id} AND "orgId" = ${org.id} AND "deletedAt" IS NULL LIMIT 1`,
        ),
    ],
    [
      "revisions",
      () => call("GET", `/products/${product!.id}/revisions`),
      () =>
        Promise.all([
          sql(Prisma.sql`SELECT * FROM "Revision" WHERE "productId" = ${product!.id} ORDER BY version DESC LIMIT 21`),
          sql(Prisma.sql`SELECT count(*) FROM "Revision" WHERE "productId" = ${product!.id}`),
        ]),
    ],
    [
      "channel readiness counts",
      () => call("GET", "/channels/shopify/readiness?language=en"),
      () => sql(readinessStatesQuery(org.id, "shopify", "en")),
    ],
    [
      "attributes",
      () => call("GET", "/attributes"),
      () => sql(Prisma.sql`SELECT * FROM "Attribute" WHERE "orgId" = ${org.id} ORDER BY "createdAt", id`),
    ],
    [
      "upsert, 500 new products",
      () => {
        batch += 1;
        return call("POST", "/products", {
          products: Array.from({ length: CHUNK }, (_, k) => {
            const { sourceData, ...item } = productOf(rows + batch * CHUNK + k);
            return { ...item, sku: `UP-${batch}-${k}`, source_data: sourceData };
          }),
        });
      },
      () => {
        batch += 1;
        const items = Array.from({ length: CHUNK }, (_, k) => ({ ...productOf(k), sku: `UD-${batch}-${k}` }));
        return sql(Prisma.sql`INSERT INTO "Product" (id, "orgId", sku, name, brand, category, "sourceData", "updatedAt")
          SELECT i->>'id', ${org.id}, i->>'sku', i->>'name', i->>'brand', i->>'category', i->'sourceData', now()
          FROM jsonb_array_elements(${JSON.stringify(items.map((item) => ({ ...item, id: newId("prod") })))}::jsonb) AS i
          ON CONFLICT ("orgId", sku) DO UPDATE SET name = EXCLUDED.name RETURNING id`);
      },
    ],
  ];

  const figures: Figure[] = [];
  for (const [name, api, direct] of reads) {
    const figure: Figure = { name, api: [], sql: [] };
    for (let i = 0; i < 3; i++) {
      await api();
      await direct();
    }
    for (let i = 0; i < requests; i++) {
      figure.api.push(await time(api));
      figure.sql.push(await time(direct));
    }
    figures.push(figure);
  }
  // Leave the catalog as loaded for the next run, its readiness counts with it.
  await database.prisma.$transaction(
    async (tx) => {
      const added = { orgId: org.id, OR: [{ sku: { startsWith: "UP-" } }, { sku: { startsWith: "UD-" } }] };
      const ids = (await tx.product.findMany({ where: added, select: { id: true } })).map(({ id }) => id);
      await tx.product.updateMany({ where: added, data: { deletedAt: new Date() } });
      await tx.product.update({ where: { id: product!.id }, data: { name: productOf(Math.floor(rows / 2) + 1).name } });
      await refreshReadiness(tx, org.id, [...ids, product!.id]);
      await tx.product.deleteMany({ where: added });
    },
    { timeout: 600_000 },
  );
  await vacuum(database);
  await pool?.end();
  await app.close();
  await services.close();
  return figures;
}

export function printFigures(label: string, rows: number, requests: number, figures: Figure[], log = console.log) {
  log(`\n${label}, ${rows.toLocaleString("en")} products in one organization, ${requests} requests each (ms)`);
  log("| request | /v1 p50 | /v1 p99 | direct SQL p50 | direct SQL p99 | ratio p50 |");
  log("|---|---|---|---|---|---|");
  for (const { name, api, sql } of figures) {
    const [a50, a99, s50, s99] = [percentile(api, 50), percentile(api, 99), percentile(sql, 50), percentile(sql, 99)];
    log(
      `| ${name} | ${a50.toFixed(1)} | ${a99.toFixed(1)} | ${s50.toFixed(1)} | ${s99.toFixed(1)} | ${(a50 / s50).toFixed(1)}x |`,
    );
  }
}

/**
 * The bench's PostgreSQL database `name` on BENCH_DATABASE_URL's server (default 127.0.0.1:5432),
 * migrated: kept as it is, or made empty first with `fresh`.
 */
export async function benchDatabase(name: string, fresh = false) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  if (!(await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount)
    await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  await database.migrate();
  return { database, url };
}

async function benchPostgres(rows: number, requests: number) {
  const { database, url } = await benchDatabase(`proseo_scale_${rows}`);
  const figures = await runScale({ database, rows, requests, directUrl: url.toString() });
  await database.close();
  printFigures("PostgreSQL", rows, requests, figures);
}

async function benchPglite(rows: number, requests: number) {
  const database = await openDatabase({ dataDir: path.join(os.tmpdir(), `proseo-scale-pglite-${rows}`) });
  await database.migrate();
  const figures = await runScale({ database, rows, requests });
  await database.close();
  printFigures("PGlite (embedded)", rows, requests, figures);
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  const only = process.env.BENCH_DB;
  const requests = Number(process.env.BENCH_REQUESTS ?? 50);
  const rowsOr = (fallback: number) => Number(process.env.BENCH_ROWS ?? fallback);
  if (only !== "pglite") await benchPostgres(rowsOr(1_000_000), requests);
  if (only !== "postgres") await benchPglite(rowsOr(100_000), requests);
}
