// The shop's own export round trip (issue 42): WooCommerce's sample products in a shop, exported by
// WooCommerce's own exporter, imported into a running Proseo API as a merchandiser would (one
// product per row, every column kept as source data), described in en and de by the built-in writer
// and published, and the content update imported back over the shop. run.sh runs the steps:
//
//   node round-trip.mjs sample OUT_DIR             writes OUT_DIR/sample.csv from the corpus
//   API_URL=... KEY=... node round-trip.mjs catalog OUT_DIR
//                                                  reads OUT_DIR/shop-export.csv, writes
//                                                  OUT_DIR/update-en.csv and OUT_DIR/api.json
//   node round-trip.mjs compare OUT_DIR            compares OUT_DIR/before.json and after.json
//                                                  (import.php dumps) with api.json; exits 1 on a difference
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The workspace's CSV parser, the one the service's packages use (the repository root has no dependencies).
const Papa = createRequire(new URL("../../packages/core/package.json", import.meta.url))("papaparse");

const [step, out] = process.argv.slice(2);
if (!step || !out) {
  console.error("Usage: node round-trip.mjs sample|catalog|compare OUT_DIR");
  process.exit(2);
}

/**
 * WooCommerce's own sample_products.csv, rebuilt from the corpus (bench/quality/corpus/woocommerce,
 * each row's values as the file has them). Images point to a host this machine cannot reach, and
 * WooCommerce fails a whole row whose image it cannot download, so the Images column is left out.
 */
function sample() {
  const corpus = JSON.parse(readFileSync("bench/quality/corpus/woocommerce/products.json", "utf8"));
  const rows = corpus.filter(({ id }) => id.startsWith("woocommerce/sample-")).map(({ product }) => product.sourceData);
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((name) => name !== "Images");
  writeFileSync(
    path.join(out, "sample.csv"),
    Papa.unparse({ fields: header, data: rows.map((row) => header.map((name) => row[name] ?? "")) }),
  );
  console.log(`Wrote ${out}/sample.csv: ${rows.length} products`);
}

async function call(method, route, body, expected = 200) {
  const response = await fetch(process.env.API_URL + route, {
    method,
    headers: { Authorization: `Bearer ${process.env.KEY}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return route.includes(".csv") && response.ok ? text : JSON.parse(text || "null");
}

/** The shop's export into the service, texts generated in en and de for the products shoppers see, the content update downloaded. */
async function catalog() {
  const { data } = Papa.parse(readFileSync(path.join(out, "shop-export.csv"), "utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  const products = data.map((row) => ({
    sku: row.SKU,
    name: row.Name,
    category: row.Categories?.split(",")[0]?.replace(/\s*>\s*/g, "/") || undefined,
    source_data: Object.fromEntries(Object.entries(row).filter(([, value]) => value !== "")),
  }));
  await call("POST", "/v1/products", { products });
  // A variation is described by its product's texts (the shop shows no short description of its own).
  const variations = new Set(data.filter((row) => row.Type === "variation").map((row) => row.SKU));
  const listed = (await call("GET", "/v1/products?limit=100")).products;
  const described = [];
  for (const product of listed) {
    if (variations.has(product.sku)) continue;
    const generated = await call("POST", "/v1/generations", { product_id: product.id, languages: ["en", "de"] });
    await call("POST", `/v1/products/${product.id}/publish`, { version: generated.version });
    described.push({ sku: product.sku, published: await call("GET", `/v1/products/${product.id}/published`) });
  }
  writeFileSync(path.join(out, "update-en.csv"), await call("GET", "/v1/export/catalog.csv?language=en&channel=woocommerce"));
  // Without a multilingual plugin the German update would overwrite the English texts: refused.
  const german = await call("GET", "/v1/export/catalog.csv?language=de&channel=woocommerce", undefined, 422);
  writeFileSync(path.join(out, "api.json"), JSON.stringify({ described, german }, null, 2));
  console.log(
    `Wrote ${out}/update-en.csv (${described.length} products described); the German update: 422 ${german.error.details[0].message}`,
  );
}

/** The fields the content update writes; every other field must be as before. */
const TEXTS = ["description", "short_description"];
const TEXT_META = ["_yoast_wpseo_title", "_yoast_wpseo_metadesc"];

function compare() {
  const read = (name) => JSON.parse(readFileSync(path.join(out, name), "utf8"));
  const [before, after, api] = [read("before.json"), read("after.json"), read("api.json")];
  const bySku = (dump) => new Map(dump.products.map((product) => [product.sku, product]));
  const [old, now] = [bySku(before), bySku(after)];
  const published = new Map(api.described.map(({ sku, published }) => [sku, published]));
  let checked = 0;
  const differences = [];
  const differ = (sku, field, expected, actual) => {
    checked++;
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      differences.push(`${sku} ${field}: ${JSON.stringify(expected)} / ${JSON.stringify(actual)}`);
  };
  differ("", "products", [...old.keys()].sort(), [...now.keys()].sort());
  differ("", "attachments", before.attachments, after.attachments);
  for (const [sku, shop] of old) {
    const updated = now.get(sku) ?? {};
    for (const field of Object.keys(shop)) {
      if (TEXTS.includes(field) || field === "meta_data") continue;
      differ(sku, field, shop[field], updated[field]);
    }
    const meta = (product) => (product.meta_data ?? []).filter(({ key }) => !TEXT_META.includes(key));
    differ(sku, "meta_data (other than the SEO texts)", meta(shop), meta(updated));
    const record = published.get(sku);
    if (!record) {
      for (const field of TEXTS) differ(sku, `${field} (not described: unchanged)`, shop[field], updated[field]);
      continue;
    }
    const values = record.record?.values ?? record.values ?? {};
    const text = (code) => String(values[code]?.en ?? "");
    const shown = (html) =>
      String(html ?? "")
        .replace(/<[^>]*>/g, " ")
        .replace(/&#91;/g, "[")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/\s+/g, " ")
        .trim();
    differ(sku, "description (the published one)", shown(text("description")), shown(updated.description));
    differ(sku, "short_description (the published one)", shown(text("short_description")), shown(updated.short_description));
    const metaValue = (key) => (updated.meta_data ?? []).find((entry) => entry.key === key)?.value ?? "";
    differ(sku, "_yoast_wpseo_title", text("meta_title"), metaValue("_yoast_wpseo_title"));
    differ(sku, "_yoast_wpseo_metadesc", text("meta_description"), metaValue("_yoast_wpseo_metadesc"));
  }
  console.log(
    `round trip: ${old.size} products in the shop, ${published.size} described; ${checked - differences.length}/${checked} checks equal`,
  );
  for (const line of differences) console.log(`DIFFERS ${line}`);
  if (differences.length) process.exit(1);
}

await { sample, catalog, compare }[step]();
