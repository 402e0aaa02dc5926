// Rows per second of each channel's GET /v1/channels/{slug}/feed (the export: CSV, TSV or JSON Lines,
// uncompressed) over 100,000 products on PostgreSQL, and the peak resident memory of the API process
// that writes it, beside PostgreSQL's own `COPY (SELECT ...) TO STDOUT WITH CSV` of the same rows and
// columns in the same run.
// The catalog is seeded with a few set-based INSERTs (products, their published revisions, imported
// attributes, an https base image each, the two feeds' settings mapping price, stock, EAN and MPN);
// 9 in 10 products have a published record in en and de. The built API server runs in a
// process of its own as `pnpm start:api` runs it (node --max-old-space-size=1024 apps/api/dist/main.js,
// NODE_ENV=production) and streams the file to this process, which reads it as fast as it comes.
//   pnpm bench:export    PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432); BENCH_PRODUCTS, BENCH_ROUNDS,
//                        BENCH_CHANNELS (comma-separated; every channel by default)
import type { ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { CHANNEL_SLUGS, createApiKey, createOrganization, prepareCatalogExport } from "@proseo/core";
import { parseDatabaseUrl } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { startBuiltServer } from "./built-server.js";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 3;
const TARGET_RSS_MB = 300;
const CHANNELS = process.env.BENCH_CHANNELS?.split(",") ?? [...CHANNEL_SLUGS];

/** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Forgets the process's peak so far (Linux: 5 written to clear_refs resets VmHWM); false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

// ---- The catalog ----

const DESCRIPTION = (language: "en" | "de") =>
  language === "en"
    ? `'<p>A crew-neck sweater knitted from extra-fine merino wool in Portugal. Soft, warm and breathable, it keeps its shape wash after wash.</p>\n<ul>\n<li>100% merino wool, 18.5 micron</li>\n<li>Ribbed cuffs, hem and collar</li>\n<li>Relaxed fit, true to size</li>\n</ul>\n<p>Care: hand wash cold, dry flat. Designed to be worn for years, not seasons.</p>'`
    : `'<p>Ein Pullover mit Rundhalsausschnitt aus extrafeiner Merinowolle, gestrickt in Portugal. Weich, warm und atmungsaktiv, behält er Wäsche für Wäsche seine Form.</p>\n<ul>\n<li>100 % Merinowolle, 18,5 Mikron</li>\n<li>Gerippte Bündchen, Saum und Kragen</li>\n<li>Lockere Passform, fällt normal aus</li>\n</ul>\n<p>Pflege: kalt von Hand waschen, liegend trocknen.</p>'`;

/** The content values of product `g` in both languages, as SQL over generate_series(…) g. */
const VALUES = `jsonb_build_object(
  'title', jsonb_build_object('en', 'Merino crew sweater, navy ' || g, 'de', 'Merino-Pullover mit Rundhals, navy ' || g),
  'meta_title', jsonb_build_object('en', 'Merino crew sweater ' || g || ' | Acme', 'de', 'Merino-Pullover ' || g || ' | Acme'),
  'meta_description', jsonb_build_object('en', 'Extra-fine merino crew sweater from Acme, knitted in Portugal. Warm, soft, made to last.', 'de', 'Pullover aus extrafeiner Merinowolle von Acme, in Portugal gestrickt. Warm, weich, langlebig.'),
  'short_description', jsonb_build_object('en', 'Extra-fine merino, knitted in Portugal.', 'de', 'Extrafeine Merinowolle, in Portugal gestrickt.'),
  'description', jsonb_build_object('en', ${DESCRIPTION("en")}, 'de', ${DESCRIPTION("de")}),
  'keywords', jsonb_build_object('en', jsonb_build_array('merino', 'sweater', 'crew neck', 'wool'), 'de', jsonb_build_array('Merino', 'Pullover', 'Wolle')))`;

async function seed(client: pg.Client, orgId: string): Promise<void> {
  await client.query(
    `INSERT INTO "Product" (id, "orgId", sku, name, brand, category, "sourceData", "values", status, version,
       "publishedVersion", "publishedAt", "updatedAt")
     SELECT 'prod_bench' || lpad(g::text, 10, '0'), $1, 'SW-' || g || '/NAVY', 'Merino crew sweater ' || g, 'Acme',
       'Apparel/Knitwear/Sweaters',
       jsonb_build_object('color', 'navy', 'material', '100% merino wool', 'weight_g', 300 + g % 50,
         'care', jsonb_build_object('en', 'Hand wash cold', 'de', 'Kalt von Hand waschen'),
         'features', jsonb_build_array('crew neck', 'ribbed cuffs'),
         'price', CASE g % 3 WHEN 0 THEN to_jsonb('129,00 €'::text) WHEN 1 THEN to_jsonb('129.00'::text)
           ELSE jsonb_build_object('amount', 129, 'currency', 'EUR') END,
         'stock', g % 7, 'ean', '4006381333931', 'mpn', 'SW-' || g),
       ${VALUES}, CASE WHEN g % 10 = 0 THEN 'generated' ELSE 'published' END::"ProductStatus", 2,
       CASE WHEN g % 10 = 0 THEN NULL ELSE 2 END, CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, now()
     FROM generate_series(1, $2::int) g`,
    [orgId, PRODUCTS],
  );
  await client.query(
    `INSERT INTO "Revision" (id, "productId", version, reason, changes, snapshot)
     SELECT 'rev_' || substr(p.id, 6) || '_' || v, p.id, v, CASE v WHEN 1 THEN 'import' ELSE 'generation' END::"RevisionReason", '{}',
       jsonb_build_object('sku', p.sku, 'name', p.name, 'brand', p.brand, 'category', p.category,
         'values', CASE v WHEN 1 THEN '{}'::jsonb ELSE p."values" END)
     FROM "Product" p, generate_series(1, 2) v WHERE p."orgId" = $1`,
    [orgId],
  );
  await client.query(
    `INSERT INTO "Attribute" (id, "orgId", code, label, kind, localizable, "externalCode")
     SELECT 'attr_bench_' || code, $1, code, code, 'imported', code = 'care', external
     FROM (VALUES ('color', 'Color (product.metafields.custom.color)'), ('material', NULL), ('weight_g', NULL),
       ('care', NULL), ('features', NULL), ('price', NULL), ('stock', NULL), ('ean', NULL), ('mpn', NULL)) AS a(code, external)`,
    [orgId],
  );
  // One base image per product under an https address (a feed's main image: docs/channels.md).
  await client.query(
    `INSERT INTO "MediaItem" (id, "orgId", "productId", role, type, "blobKey", position, origin)
     SELECT 'med_' || substr(p.id, 6), $1, p.id, 'base', 'image', 'https://cdn.example.com/' || p.id || '.jpg', 0, 'upload'
     FROM "Product" p WHERE p."orgId" = $1`,
    [orgId],
  );
  // The feeds' settings, so that their prices, stock and identifiers are read as a configured shop's are.
  const mapped = {
    link_template: "https://shop.example.com/products/{handle}",
    currency: "EUR",
    price_column: "price",
    availability_column: "stock",
    gtin_column: "ean",
    mpn_column: "mpn",
  };
  const seller = {
    seller_name: "Acme Knitwear",
    seller_url: "https://shop.example.com",
    store_country: "DE",
    target_countries: ["DE", "AT"],
  };
  await client.query(
    `INSERT INTO "ChannelSetting" (id, "orgId", slug, settings) VALUES ('chan_bench_google', $1, 'google_merchant', $2),
       ('chan_bench_openai', $1, 'openai_products', $3)`,
    [orgId, mapped, { ...mapped, ...seller }],
  );
  // The server runs without autovacuum here (see TOOLCHAIN): give the planner real statistics.
  await client.query("ANALYZE");
}

// ---- The two ways of writing the file ----

interface Run {
  seconds: number;
  rows: number;
  megabytes: number;
}

/** Lines of a file as it streams by: line breaks, outside quotes in CSV (TSV and JSON Lines escape theirs). */
function rowCounter(csv = true) {
  let quoted = false;
  let rows = 0;
  return {
    feed(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34 && csv) quoted = !quoted;
        else if (c === 10 && !quoted) rows++;
      }
    },
    rows: () => rows,
  };
}

async function viaApi(base: string, key: string, channel: string): Promise<Run> {
  const started = performance.now();
  const response = await fetch(`${base}/v1/channels/${channel}/feed?language=en`, {
    headers: { Authorization: `Bearer ${key}`, "Accept-Encoding": "identity" },
  });
  if (response.status !== 200) throw new Error(`the ${channel} feed answered ${response.status}: ${await response.text()}`);
  const mediaType = response.headers.get("content-type") ?? "";
  const counter = rowCounter(mediaType.startsWith("text/csv"));
  // JSON Lines has no header line.
  const headerLines = mediaType.startsWith("application/jsonl") ? 0 : 1;
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    counter.feed(decoder.decode(chunk, { stream: true }));
  }
  return { seconds: (performance.now() - started) / 1000, rows: counter.rows() - headerLines, megabytes: bytes / 2 ** 20 };
}

async function viaCopy(client: pg.Client, sql: string): Promise<Run> {
  const started = performance.now();
  const stream = client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`));
  const counter = rowCounter();
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).byteLength;
    counter.feed(decoder.decode(chunk as Buffer, { stream: true }));
  }
  return { seconds: (performance.now() - started) / 1000, rows: counter.rows() - 1, megabytes: bytes / 2 ** 20 };
}

/** The export's own query of every row (no pages), its parameters written in as literals for COPY. */
async function exportQueryText(
  deps: Parameters<typeof prepareCatalogExport>[0],
  org: Parameters<typeof prepareCatalogExport>[1],
  client: pg.Client,
  channel: string,
) {
  const prepared = await prepareCatalogExport(deps, org, { language: "en", channel });
  const query = prepared.query();
  const text = query.text.replace(/\$(\d+)/g, (_, index: string) =>
    client.escapeLiteral(String(query.values[Number(index) - 1])),
  );
  const columns = prepared.columns.join(", ");
  return `SELECT ${columns} FROM (${text}) q`;
}

/** One channel's feed through the API beside COPY of its query, ROUNDS times each; prints the medians. */
async function benchChannel(channel: string, copySql: string, on: { client: pg.Client; base: string; key: string; pid: number }) {
  const { client, base, key, pid } = on;
  await viaApi(base, key, channel); // warm-up: JIT, pools, prepared statements
  await viaCopy(client, copySql);
  const settled = memoryOf(pid);
  const reset = resetPeak(pid);
  const api: Run[] = [];
  const copy: Run[] = [];
  let peak = 0;
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await viaApi(base, key, channel));
    peak = Math.max(peak, memoryOf(pid).peak);
    copy.push(await viaCopy(client, copySql));
  }
  const median = (runs: Run[]) => [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)]!;
  const [exported, copied] = [median(api), median(copy)];
  if (exported.rows !== copied.rows) {
    throw new Error(`${channel}: the feed wrote ${exported.rows} rows and COPY ${copied.rows}`);
  }
  const rate = (run: Run) => (run.rows / run.seconds).toFixed(0).padStart(7);
  console.log(
    `${channel}, en, ${PRODUCTS} products, ${exported.rows} rows (${exported.megabytes.toFixed(0)} MB), median of ${ROUNDS} rounds, PostgreSQL`,
  );
  console.log(`  feed (HTTP, pages of 1000)    ${rate(exported)} rows/s   ${exported.seconds.toFixed(2)} s`);
  console.log(`  COPY ... TO STDOUT WITH CSV   ${rate(copied)} rows/s   ${copied.seconds.toFixed(2)} s`);
  const ratio = exported.seconds / copied.seconds;
  console.log(`  feed slower than COPY ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO})`);
  console.log(
    `  API process RSS: ${settled.rss.toFixed(0)} MB after a warm-up, peak ${peak.toFixed(0)} MB while writing${reset ? "" : " (since start)"} (target < ${TARGET_RSS_MB})\n`,
  );
}

async function main() {
  const database = await openTestDatabase(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  const client = new pg.Client({ ...parseDatabaseUrl(database.url!) });
  await client.connect();
  let server: { child: ChildProcess; base: string } | undefined;
  try {
    const deps = { db: database.prisma, read: database.read, now: () => new Date() };
    const org = await createOrganization(deps, { name: "Bench Knitwear", languages: ["en", "de"] });
    const { key } = await createApiKey(deps, { orgId: org.id, scopes: ["export"] });
    const seeding = performance.now();
    await seed(client, org.id);
    console.log(`Seeded ${PRODUCTS} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);
    server = await startBuiltServer(database.url!);
    const pid = server.child.pid!;
    console.log(`API process RSS at start: ${memoryOf(pid).rss.toFixed(0)} MB\n`);
    for (const channel of CHANNELS) {
      await benchChannel(channel, await exportQueryText(deps, org, client, channel), { client, base: server.base, key, pid });
    }
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
    await client.end();
    await database.close();
  }
}

await main();
