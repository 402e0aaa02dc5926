#!/usr/bin/env node
// A nightly catalog sync with @proseo/client:
//   PROSEO_URL=https://proseo.example.com PROSEO_API_KEY=svck_... \
//     node examples/nightly-sync.mjs products.csv catalog-de.csv --language de [--approve]
// 1. upserts the CSV's products (columns sku, name, brand, category; any other column goes to source_data),
//    500 per request (an unchanged product is skipped, so a rerun changes nothing);
// 2. describes the products never described before in one cheap batch per 500, and waits for each (a batch's
//    Idempotency-Key is made from its products, so a rerun within 24 hours finds the same batch instead of paying twice);
// 3. with --approve, publishes what the batches wrote that passes the quality checks (the rest waits for review);
// 4. writes the platform's CSV export of the language to the output file, streamed.
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { createProseoClient, paginate, unwrap } from "@proseo/client";
import Papa from "papaparse";

const CHUNK = 500;
const PRODUCT_FIELDS = ["sku", "name", "brand", "category"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: "string", default: "en" }, approve: { type: "boolean", default: false } },
});
const [csvPath, outPath] = positionals;
if (!csvPath || !outPath || !process.env.PROSEO_URL || !process.env.PROSEO_API_KEY) {
  console.error(
    "Usage: PROSEO_URL=... PROSEO_API_KEY=... node nightly-sync.mjs <products.csv> <export.csv> [--language de] [--approve]",
  );
  process.exit(2);
}
const proseo = createProseoClient({ baseUrl: process.env.PROSEO_URL, apiKey: process.env.PROSEO_API_KEY });
// How often a batch is polled; the contract recommends 30 to 60 seconds.
const pollIntervalMs = Number(process.env.PROSEO_POLL_MS ?? 30_000);

const rows = Papa.parse(await readFile(csvPath, "utf8"), { header: true, skipEmptyLines: true }).data;
const products = rows.map((row) => {
  const product = { sku: row.sku, name: row.name, source_data: {} };
  for (const [column, value] of Object.entries(row)) {
    if (column === "sku" || column === "name" || value === "") continue;
    if (PRODUCT_FIELDS.includes(column)) product[column] = value;
    else product.source_data[column] = value;
  }
  return product;
});
for (let start = 0; start < products.length; start += CHUNK) {
  const counts = unwrap(await proseo.POST("/v1/products", { body: { products: products.slice(start, start + CHUNK) } }));
  console.log(
    `upserted ${start + 1}-${start + counts.total}: ${counts.created} new, ${counts.updated} changed, ${counts.skipped} unchanged`,
  );
}

const pending = [];
for await (const product of paginate(
  (cursor) => proseo.GET("/v1/products", { params: { query: { status: "pending", limit: 200, cursor } } }),
  (page) => page.products,
)) {
  pending.push(product.id);
}
console.log(`${pending.length} products to describe`);
for (let start = 0; start < pending.length; start += CHUNK) {
  const ids = pending.slice(start, start + CHUNK);
  const submitted = unwrap(
    await proseo.POST("/v1/batches", {
      body: { product_ids: ids },
      params: { header: { "Idempotency-Key": `nightly-${createHash("sha256").update(ids.join()).digest("hex")}` } },
    }),
  );
  const batch = await proseo.batches.waitUntilEnded(submitted.id, { intervalMs: pollIntervalMs });
  console.log(`batch ${batch.id} ${batch.status}: ${batch.succeeded_count} succeeded, ${batch.failed_count} failed`);
  if (values.approve) {
    const { results } = unwrap(await proseo.POST("/v1/publishing/approve", { body: { product_ids: ids } }));
    // Texts failing the quality gate are skipped, and wait in the console's review queue for a person's decision.
    const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
    console.log(`published ${count("published")}, skipped ${count("skipped_failing")} failing the quality checks`);
  }
}

const csv = await proseo.downloads.exportCatalog({ language: values.language });
await pipeline(Readable.fromWeb(csv), createWriteStream(outPath));
console.log(`wrote ${outPath}`);
