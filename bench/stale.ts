// Regenerating stale content on PostgreSQL: a catalog in three languages whose content exists (10% with a person's
// title, 2% with a locked meta title), 5% of it with a fact changed through POST /v1/products after its content was
// written and 5% with only a bookkeeping column changed. Times GET /v1/products?stale=true (what finds the stale set),
// and the same query in process (listProducts),
// beside a plain SQL count of the same set, then runs POST /v1/batches {"filter": {"stale": true}} through the
// built-in provider and checks that it wrote exactly the stale languages, kept every person's and locked field, left
// the other products alone and charged only what it wrote.
//   pnpm bench:stale                 10,000 products (BENCH_DATABASE_URL, default 127.0.0.1:5432)
//   BENCH_ROWS=n BENCH_REQUESTS=n    another catalog size; requests of the stale list
import pg from "pg";
import { createApiServer, createServices } from "@proseo/api";
import { createApiKey, createOrganization, factPrint, LIMITS, listProducts, loadConfig, VALUE_FIELDS } from "@proseo/core";
import { Prisma } from "@proseo/db";
import { apiCaller, benchDatabase } from "./scale.js";
import { median } from "./stats.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const LANGUAGES = ["en", "de", "fr"];
/** Every tenth product has a person's title, every fortieth a locked meta title in de (half and all of them stale). */
const edited = (i: number) => i % 10 === 0;
const locked = (i: number) => i % 40 === 0;
/** Every twentieth product gets a new weight (stale), every twentieth other one a new internal note (not stale). */
const changed = (i: number) => i % 20 === 0;
const bookkept = (i: number) => i % 20 === 10;

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const sku = (i: number) => `ST-${String(i).padStart(6, "0")}`;
const product = (i: number, weight = 300 + (i % 200), notes = "restock in May") => ({
  sku: sku(i),
  name: `Merino sweater ${i}`,
  brand: "Acme",
  category: "Apparel/Knitwear",
  source_data: { color: "navy", material: "merino wool", weight_g: weight, internal_notes: notes },
});

/** A language's texts as a generation would have stored them (the engine's; a person's title where `edited`). */
function contentOf(i: number) {
  const texts = (language: string) => ({
    title: language === "en" && edited(i) ? `A person's title ${i}` : `Merino sweater ${i} (${language})`,
    meta_title: language === "de" && locked(i) ? `Locked meta title ${i}` : `Merino sweater ${i} | Acme`,
    meta_description: `Merino sweater ${i} by Acme in navy merino wool, ${300 + (i % 200)} g.`,
    short_description: `A navy merino sweater by Acme.`,
    description_html: `<p>A navy merino sweater by Acme.</p>`,
    bullets: ["Merino wool"],
    faq: [],
    keywords: ["merino sweater"],
  });
  const values: Record<string, Record<string, unknown>> = {};
  for (const language of LANGUAGES) {
    const written = texts(language);
    for (const [attribute, field] of Object.entries(VALUE_FIELDS)) (values[attribute] ??= {})[language] = written[field];
  }
  return values;
}

async function benchStale() {
  const { database, url } = await benchDatabase(`proseo_stale_${ROWS}`, true);
  const config = loadConfig({
    NODE_ENV: "production",
    RATE_LIMIT_PER_MINUTE: "10000000",
    LOG_LEVEL: "warn",
    BATCH_LATENCY_MS: "0",
  });
  const services = createServices(config, database);
  services.jobRunner.start();
  const org = await createOrganization(services.deps, { name: "Stale bench", languages: LANGUAGES, credits: 1_000_000 });
  const { key } = await createApiKey(services.deps, { orgId: org.id, scopes: ["catalog:read", "catalog:write", "generate"] });
  const app = await createApiServer(services);
  const base = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1`;
  const call = apiCaller(base, key);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const sql = async <T extends Record<string, unknown>>(query: Prisma.Sql) =>
    (await pool.query<T>(query.text, query.values)).rows;

  // The catalog through /v1, then its content as a generation leaves it: values, a person's marks, locks, and what
  // each language was written from.
  const started = performance.now();
  const indexes = Array.from({ length: ROWS }, (_, i) => i);
  for (let start = 0; start < ROWS; start += LIMITS.productsPerUpsert) {
    await call("POST", "/products", { products: indexes.slice(start, start + LIMITS.productsPerUpsert).map((i) => product(i)) });
  }
  const written = indexes.map((i) => {
    const { name, brand, category, source_data } = product(i);
    const print = factPrint({ name, brand, category, sourceData: source_data });
    return {
      sku: sku(i),
      values: contentOf(i),
      writtenByPerson: edited(i) ? { en: ["title"] } : {},
      lockedFields: locked(i) ? { de: ["meta_title"] } : {},
      writtenFrom: Object.fromEntries(LANGUAGES.map((language) => [language, print])),
    };
  });
  await sql(Prisma.sql`
    UPDATE "Product" AS p SET "values" = w."values", "writtenByPerson" = w."writtenByPerson",
      "lockedFields" = w."lockedFields", "writtenFrom" = w."writtenFrom", status = 'generated', version = 2
    FROM jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
      AS w(sku text, "values" jsonb, "writtenByPerson" jsonb, "lockedFields" jsonb, "writtenFrom" jsonb)
    WHERE p."orgId" = ${org.id} AND p.sku = w.sku`);
  // The facts change through the API, as a PIM's sync would send them.
  const changes = indexes.filter((i) => changed(i) || bookkept(i));
  for (let start = 0; start < changes.length; start += LIMITS.productsPerUpsert) {
    const slice = changes.slice(start, start + LIMITS.productsPerUpsert);
    await call("POST", "/products", {
      products: slice.map((i) => (changed(i) ? product(i, 1000 + i) : product(i, undefined, "restock in June"))),
    });
  }
  await sql(Prisma.sql`VACUUM ANALYZE "Product"`);
  console.log(
    `${ROWS.toLocaleString("en")} products in ${LANGUAGES.length} languages written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // Finding the stale set: the list's stale filter (its page and capped count) beside a plain SQL count.
  const countSql = Prisma.sql`SELECT count(*)::int AS count FROM "Product"
    WHERE "orgId" = ${org.id} AND "deletedAt" IS NULL AND "staleFacts" <> '{}'::jsonb`;
  // A page of one and the count of every match (up to LIMITS.productTotalCap), as a client or the console asks.
  const list = () => call("GET", "/products?stale=true&limit=1");
  // The same query in the service's process, without the request around it (key, HTTP, validation).
  const find = () => listProducts(services.deps, org.id, { stale: true, limit: 1, offset: 0 });
  for (let i = 0; i < 3; i++) await Promise.all([list(), find(), sql(countSql)]);
  const listTimes: number[] = [];
  const findTimes: number[] = [];
  const countTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    listTimes.push(await time(list));
    findTimes.push(await time(find));
    countTimes.push(await time(() => sql(countSql)));
  }
  const [{ count: staleCount }] = (await sql<{ count: number }>(countSql)) as [{ count: number }];
  const expected = indexes.filter(changed).length;
  if (staleCount !== expected) throw new Error(`${staleCount} stale products, ${expected} expected`);
  const staleIds = new Set(
    (
      await sql<{ id: string }>(Prisma.sql`SELECT id FROM "Product" WHERE "orgId" = ${org.id} AND "staleFacts" <> '{}'::jsonb`)
    ).map((row) => row.id),
  );
  const before = new Map(
    (
      await sql<{ id: string; v: string }>(
        Prisma.sql`SELECT id, md5("values"::text) AS v FROM "Product" WHERE "orgId" = ${org.id}`,
      )
    ).map((row) => [row.id, row.v]),
  );

  // Regenerating the stale set: one batch (a stale catalog of up to 500 products), through the built-in provider.
  const batchStarted = performance.now();
  const submitted = await fetch(`${base}/batches`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Idempotency-Key": "stale-bench" },
    body: JSON.stringify({ filter: { stale: true } }),
  });
  const batch = (await submitted.json()) as { id: string; total: number; credits_reserved: number };
  if (submitted.status !== 201) throw new Error(`POST /v1/batches: ${submitted.status} ${JSON.stringify(batch)}`);
  let ended: { status: string; credits_charged: number; credits_refunded: number; progress: { total: number } };
  do {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ended = (await call("GET", `/batches/${batch.id}`)) as typeof ended;
  } while (ended.status !== "ended");
  const batchMs = performance.now() - batchStarted;

  const after = await sql<{ id: string; v: string; title: string; meta: string; stale: unknown; sku: string }>(Prisma.sql`
    SELECT id, sku, md5("values"::text) AS v, "values"->'title'->>'en' AS title, "values"->'meta_title'->>'de' AS meta,
      "staleFacts" AS stale FROM "Product" WHERE "orgId" = ${org.id}`);
  const index = (row: { sku: string }) => Number(row.sku.slice(3));
  const failures = await sql<{ code: string; count: number }>(Prisma.sql`
    SELECT result->'error'->>'code' AS code, count(*)::int AS count FROM "BatchItem"
    WHERE "batchId" = ${batch.id} AND status = 'failed' GROUP BY 1`);
  // A failed description leaves its language stale, uncharged: not a problem of the run, reported beside it.
  const failedIds = new Set(
    (
      await sql<{ id: string }>(
        Prisma.sql`SELECT DISTINCT "productId" AS id FROM "BatchItem" WHERE "batchId" = ${batch.id} AND status = 'failed'`,
      )
    ).map((row) => row.id),
  );
  const problems = [
    ...after.filter((row) => JSON.stringify(row.stale) !== "{}" && !failedIds.has(row.id)).map((row) => `${row.sku} still stale`),
    ...after.filter((row) => !staleIds.has(row.id) && before.get(row.id) !== row.v).map((row) => `${row.sku} not stale, written`),
    ...after
      .filter((row) => staleIds.has(row.id) && !failedIds.has(row.id) && before.get(row.id) === row.v)
      .map((row) => `${row.sku} stale, not written`),
    ...after
      .filter((row) => edited(index(row)) && row.title !== `A person's title ${index(row)}`)
      .map((row) => `${row.sku} lost its title`),
    ...after
      .filter((row) => locked(index(row)) && row.meta !== `Locked meta title ${index(row)}`)
      .map((row) => `${row.sku} lost its lock`),
  ];
  const descriptions = staleIds.size * LANGUAGES.length;
  if (ended.progress.total !== descriptions)
    problems.push(`${ended.progress.total} descriptions, ${descriptions} stale languages`);
  const failed = failures.reduce((sum, failure) => sum + failure.count, 0);
  if (ended.credits_charged !== descriptions - failed)
    problems.push(`charged ${ended.credits_charged} for ${descriptions - failed} written`);
  const keptEdited = after.filter((row) => edited(index(row)) && staleIds.has(row.id)).length;
  const keptLocked = after.filter((row) => locked(index(row)) && staleIds.has(row.id)).length;

  console.log(
    `\nPostgreSQL, ${ROWS.toLocaleString("en")} products x ${LANGUAGES.length} languages, ${staleCount} stale (${REQUESTS} requests, ms)`,
  );
  console.log("| finding the stale set | p50 | plain SQL count p50 | ratio |");
  console.log("|---|---|---|---|");
  const [l50, f50, c50] = [median(listTimes), median(findTimes), median(countTimes)];
  console.log(
    `| GET /v1/products?stale=true&limit=1 (total) | ${l50.toFixed(1)} | ${c50.toFixed(1)} | ${(l50 / c50).toFixed(1)}x |`,
  );
  console.log(
    `| listProducts({ stale: true }) in process | ${f50.toFixed(1)} | ${c50.toFixed(1)} | ${(f50 / c50).toFixed(1)}x |`,
  );
  console.log(
    `\n"regenerate stale" batch: ${batch.total} products, ${ended.progress.total} descriptions written of ${ROWS * LANGUAGES.length}, ` +
      `${ended.credits_charged} credits charged (${batch.credits_reserved} reserved, ${ended.credits_refunded} refunded; failed: ${JSON.stringify(failures)}), ` +
      `${(batchMs / 1000).toFixed(1)} s; among its products ${keptEdited} with a person's title and ${keptLocked} with a locked field: ` +
      `${problems.length ? `PROBLEMS: ${problems.slice(0, 10).join("; ")} (${problems.length})` : "every one kept, no other product written"}`,
  );
  await app.close();
  await services.jobRunner.stop();
  await pool.end();
  await database.close();
  if (problems.length) process.exitCode = 1;
}

await benchStale();
