// Builds a catalog of hostile values through a running Proseo API (products, generated and
// published content in en and de, uploaded images, prices in every form, attribute settings) and
// downloads its WooCommerce files, for WooCommerce's real importer (import.php). Also writes what the
// API holds, for compare.mjs. With `again`, the catalog built before is generated and published anew
// and its files and api.json are written again (for an "Update existing products" re-import).
//
//   API_URL=http://127.0.0.1:4455 KEY=svck_... node scripts/woocommerce/hostile-catalog.mjs OUT_DIR [again]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const { API_URL, KEY } = process.env;
const out = process.argv[2];
if (!API_URL || !KEY || !out) {
  console.error("Usage: API_URL=... KEY=... node hostile-catalog.mjs OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });

async function call(method, route, body) {
  const response = await fetch(API_URL + route, {
    method,
    headers: {
      Authorization: `Bearer ${KEY}`,
      ...(body && !(body instanceof FormData) ? { "Content-Type": "application/json" } : {}),
    },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return route.endsWith(".csv") || route.includes(".csv?") ? text : JSON.parse(text || "null");
}

/** Every header WooCommerce's importer reads as one of its own fields, as source_data keys (docs/channels.md). */
const IMPORTER_NAMES = [
  "ID",
  "Type",
  "SKU",
  "Name",
  "Published",
  "Is featured?",
  "Visibility in catalog",
  "Short description",
  "Description",
  "Date sale price starts",
  "Date sale price ends",
  "Tax status",
  "Tax class",
  "In stock?",
  "Stock",
  "Backorders allowed?",
  "Low stock amount",
  "Sold individually?",
  "Weight (kg)",
  "Length (cm)",
  "Width (cm)",
  "Height (cm)",
  "Allow customer reviews?",
  "Purchase note",
  "Sale price",
  "Regular price",
  "Categories",
  "Tags",
  "Shipping class",
  "Images",
  "Download limit",
  "Download expiry days",
  "Parent",
  "Upsells",
  "Cross-sells",
  "Grouped products",
  "External URL",
  "Button text",
  "Position",
  "Brands",
  "Title",
  "Product Title",
  "Price",
  "Parent SKU",
  "Quantity",
  "Menu order",
  "post_id",
  "post_title",
  "post_content",
  "post_excerpt",
  "post_parent",
  "id",
  "type",
  "sku",
  "global_unique_id",
  "name",
  "published",
  "featured",
  "catalog_visibility",
  "short_description",
  "description",
  "regular_price",
  "sale_price",
  "date_on_sale_from",
  "date_on_sale_to",
  "tax_status",
  "tax_class",
  "stock_status",
  "stock_quantity",
  "backorders",
  "low_stock_amount",
  "sold_individually",
  "weight",
  "length",
  "width",
  "height",
  "category_ids",
  "tag_ids",
  "tag_ids_spaces",
  "shipping_class_id",
  "images",
  "parent_id",
  "upsell_ids",
  "cross_sell_ids",
  "grouped_products",
  "product_url",
  "button_text",
  "download_limit",
  "download_expiry",
  "reviews_allowed",
  "purchase_note",
  "menu_order",
  "brand_ids",
  "Attribute 1 name",
  "Meta: _price",
];

const products = [
  {
    sku: "HOST-1",
    name: 'Wool hat, "Nordic" edition',
    brand: "Smith, Jones & Co",
    category: "Accessories/Hats, Gloves & Scarves",
    source_data: { material: "wool, cashmere", colour: { en: "Navy", de: "Marineblau" }, warranty_years: 2 },
  },
  {
    sku: "HOST-2",
    name: "<script>alert('xss')</script> Mug",
    brand: "Acme",
    category: "Kitchen/Sizes > Large",
    source_data: { capacity_ml: 350, note: "<img src=x onerror=alert(1)>" },
  },
  {
    sku: "HOST-3",
    name: "Чайник «Самовар» 茶壶",
    brand: "Ткань",
    category: "Küche/Teekannen",
    source_data: { material: "Edelstahl", formula: '=HYPERLINK("http://evil.example")', minus: "-5 °C" },
  },
  {
    sku: "HOST-5",
    name: "-50% =SUM(A1) bowl",
    brand: "@Home",
    category: "=Promo/+Deals",
    source_data: { "-note": "+1 spare lid", size: "@large" },
  },
  {
    sku: "HOST-4",
    name: "Desk\nlamp with line breaks",
    brand: "Lumen",
    category: "Home/Lighting",
    source_data: Object.fromEntries(IMPORTER_NAMES.map((name, index) => [name, `value ${index + 1}`])),
  },
  // Shortcodes in the name, a term and the data; WordPress must run none of them.
  {
    sku: "HOST-6",
    name: '[products limit="2"] Gift Box',
    brand: "[brand_shortcode]",
    category: "Gifts/[sale_products]",
    source_data: { note: "[woocommerce_my_account]", contents: ["[products]", "ribbon"] },
  },
  // A SKU a formula guard would change.
  {
    sku: "-M5-NEG",
    name: "Hex bolt M5",
    brand: "Fix",
    category: "Hardware",
    source_data: { thread: "M5", pitch: "0.8 mm | fine" },
  },
  // A variant group: three sizes in two colours of one tee, sharing the material.
  ...[
    ["TEE-S-RED", "S", "Red"],
    ["TEE-M-RED", "M", "Red"],
    ["TEE-L-BLUE", "L", "Blue"],
  ].map(([sku, size, colour]) => ({
    sku,
    name: "Organic tee",
    brand: "Northline",
    category: "Apparel/T-shirts",
    source_data: {
      item_group: "HOST-TEE",
      size,
      colour: { en: colour, de: colour === "Red" ? "Rot" : "Blau" },
      material: "cotton",
    },
  })),
];

/**
 * Prices as shops and PIMs hold them, and what the shop must sell each product at (EUR; '' is no
 * price): written before the import runs, the truth table compare.mjs checks the shop against.
 */
const PRICES = {
  "HOST-1": ["89.90", "89.90"],
  "HOST-2": [79, "79.00"],
  "HOST-3": ["129,00 €", "129.00"],
  "HOST-5": ["€59.90", "59.90"],
  "HOST-4": [{ amount: "1299.5", currency: "EUR" }, "1299.50"],
  "HOST-6": [
    [
      { amount: 30, currency: "USD" },
      { amount: 27.5, currency: "EUR" },
    ],
    "27.50",
  ],
  "-M5-NEG": ["$19.00", ""],
  "TEE-S-RED": ["19.90", "19.90"],
  "TEE-M-RED": ["19.90", "19.90"],
  "TEE-L-BLUE": ["21.50", "21.50"],
};
for (const product of products) product.source_data.price = PRICES[product.sku][0];

/** Two small PNGs, red and green (8 x 6). */
const PNGS = {
  base: "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4Y2yMFTEMpAQA7VY5YSdRICoAAAAASUVORK5CYII=",
  gallery:
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwPmOMFTEMpAQA0KY5YZ+/pc4AAAAASUVORK5CYII=",
};

const again = process.argv[3] === "again";
if (!again) await call("POST", "/v1/products", { products });
const listed = await call("GET", "/v1/products?limit=100");
const ids = Object.fromEntries(listed.products.map((product) => [product.sku, product.id]));

for (const [index, product] of products.entries()) {
  const id = ids[product.sku];
  const generated = await call("POST", "/v1/generations", { product_id: id, languages: index === 2 ? ["en"] : ["en", "de"] });
  await call("POST", `/v1/products/${id}/publish`, { version: generated.version });
  if (again) continue;
  for (const [role, image] of Object.entries(PNGS)) {
    const form = new FormData();
    form.set("file", new Blob([Buffer.from(image, "base64")], { type: "image/png" }), `${role}.png`);
    form.set("role", role);
    await call("POST", `/v1/products/${id}/media`, form);
  }
}
// The price field, and the attribute naming variant groups.
if (!again) {
  await call("PATCH", "/v1/channels/woocommerce", {
    product_fields: { price: { attribute: "price", currency: "EUR" } },
    settings: { item_group_column: "item_group" },
  });
}
// One attribute as a custom field instead of a product attribute, one named for WooCommerce only.
if (!again) {
  await call("PATCH", "/v1/attributes/note", { woocommerce_form: "meta" });
  await call("PATCH", "/v1/attributes/material", { channel_codes: { woocommerce: "Meta: material" } });
}

const held = [];
for (const product of products) {
  const id = ids[product.sku];
  held.push({
    product: await call("GET", `/v1/products/${id}`),
    published: await call("GET", `/v1/products/${id}/published`),
    media: await call("GET", `/v1/products/${id}/media`),
  });
}
writeFileSync(
  path.join(out, "api.json"),
  JSON.stringify(
    {
      attributes: await call("GET", "/v1/attributes"),
      products: held,
      prices: Object.fromEntries(Object.entries(PRICES).map(([sku, [, price]]) => [sku, price])),
      priceAttribute: "price",
      groupAttribute: "item_group",
    },
    null,
    2,
  ),
);
// A new shop gets the full file; after a regeneration, the content update (with the new titles as
// names) goes over the shop, in the shop's language.
for (const language of again ? ["en"] : ["en", "de"]) {
  writeFileSync(
    path.join(out, `woocommerce-${language}.csv`),
    await call(
      "GET",
      `/v1/export/catalog.csv?language=${language}&channel=woocommerce&name=title${again ? "" : "&format=products"}`,
    ),
  );
}
console.log(`Wrote ${out}/woocommerce-en.csv, woocommerce-de.csv and api.json`);
