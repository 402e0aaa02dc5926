// Compares what WooCommerce's importer made of a file (import.php's JSON) with what the API holds
// (hostile-catalog.mjs's api.json), field by field, as the shop shows them (entities decoded, tags of
// HTML fields read as the text they show). Exits 1 on any difference.
//
//   node scripts/woocommerce/compare.mjs OUT_DIR/api.json OUT_DIR/import-en.json en
import { readFileSync } from "node:fs";
// The names the file gives attributes (the built package: run `pnpm build` first).
import { attributeName } from "../../packages/writer/dist/index.js";

const [apiFile, importFile, language] = process.argv.slice(2);
if (!apiFile || !importFile || !language) {
  console.error("Usage: node compare.mjs api.json import.json LANGUAGE");
  process.exit(2);
}
const api = JSON.parse(readFileSync(apiFile, "utf8"));
const shop = JSON.parse(readFileSync(importFile, "utf8"));

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"' };
const decode = (text) =>
  String(text ?? "").replace(/&(amp|lt|gt|quot|#\d+);/g, (_, name) =>
    name.startsWith("#") ? String.fromCharCode(Number(name.slice(1))) : ENTITIES[name],
  );
/** What an HTML field shows: its text, blanks collapsed. */
const shown = (html) =>
  decode(String(html ?? "").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
const plain = (text) =>
  String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();

const attributes = api.attributes.attributes;
/** An attribute's name as the file writes it in the language (shoppers never see a raw code). */
const nameOf = (attribute) => attributeName(attribute.code, language, attribute.label);
/** A value as the shop shows it: the file writes a `|` as the look-alike `∣`, which WooCommerce does not split at. */
const shownValue = (text) => decode(text).replaceAll("\u2223", "|");
/**
 * The columns of WooCommerce's own product export (WC_Product_CSV_Exporter::get_default_column_names,
 * in English, and its numbered and unit families): a catalog imported from that export holds them, and
 * the shop must not get them back as attributes.
 */
const EXPORT_COLUMNS = new Set(
  "ID|Type|SKU|GTIN, UPC, EAN, or ISBN|Name|Published|Is featured?|Visibility in catalog|Short description|Description|Date sale price starts|Date sale price ends|Tax status|Tax class|In stock?|Stock|Low stock amount|Backorders allowed?|Sold individually?|Allow customer reviews?|Purchase note|Sale price|Regular price|Categories|Tags|Shipping class|Images|Download limit|Download expiry days|Parent|Grouped products|Upsells|Cross-sells|External URL|Button text|Position|Brands|Cost of goods".split(
    "|",
  ),
);
const exportColumn = (code) =>
  EXPORT_COLUMNS.has(code) ||
  /^(Weight|Length|Width|Height) \(.+\)$|^Attribute \d+ (name|value\(s\)|visible|global|default)$|^Download \d+ (ID|name|URL)$|^Meta: /.test(
    code,
  );
let differences = 0;
const rows = [];
const checker = (sku) => (field, expected, actual) => {
  const same = JSON.stringify(expected) === JSON.stringify(actual);
  if (!same) differences++;
  rows.push({ sku, field, result: same ? "equal" : `DIFFERS: API ${JSON.stringify(expected)} / shop ${JSON.stringify(actual)}` });
};
/** A localizable value in the file's language. */
const local = (stored) => (stored && typeof stored === "object" && !Array.isArray(stored) ? stored[language] : stored);

// Variant groups: products sharing a value of the group attribute, told apart by the attributes whose
// one value differs between them; in the shop one variable product (SKU: the group) with a variation each.
const groups = new Map();
for (const entry of api.products) {
  const group = entry.product.source_data[api.groupAttribute];
  if (group) groups.set(group, [...(groups.get(group) ?? []), entry]);
}
const optionsOf = (members) =>
  Object.keys(members[0].product.source_data).filter(
    (code) =>
      code !== api.groupAttribute &&
      code !== api.priceAttribute &&
      new Set(members.map(({ product }) => JSON.stringify(local(product.source_data[code])))).size > 1,
  );
const shopById = new Map(shop.products.map((candidate) => [candidate.id, candidate]));
for (const [group, members] of groups) {
  const check = checker(group);
  const parent = shop.products.find((candidate) => candidate.sku === group);
  if (!parent) {
    check("variable product imported", true, false);
    continue;
  }
  check("type", "variable", parent.type);
  const first = [...members].sort((a, b) => (a.product.id < b.product.id ? -1 : 1))[0];
  check("name", first.published.values?.title?.[language] ?? first.published.name, parent.name);
  for (const code of optionsOf(members)) {
    const label = nameOf(attributes.find((attribute) => attribute.code === code));
    const values = [...new Set(members.map(({ product }) => local(product.source_data[code])))].sort();
    const found = parent.attributes.find((attribute) => attribute.name === label);
    check(
      `option ${label}`,
      { values, variation: true },
      found && { values: [...found.options].sort(), variation: found.variation },
    );
  }
}

for (const { product, published, media } of api.products) {
  const imported = shop.products.find((candidate) => candidate.sku === product.sku);
  const check = checker(product.sku);
  if (!imported) {
    check("imported", true, false);
    continue;
  }
  check("sku", product.sku, imported.sku);
  check("regular price", api.prices[product.sku], imported.regular_price);
  check("no shortcode runs", [], imported.shortcodes_run);
  const group = groups.get(product.source_data[api.groupAttribute]);
  if (group && group.length > 1) {
    // A variation: its parent, its own option values, its one image.
    check("type", "variation", imported.type);
    check("parent", product.source_data[api.groupAttribute], shopById.get(imported.parent_id)?.sku);
    const byName = (pairs) => Object.fromEntries(pairs.sort(([a], [b]) => (a < b ? -1 : 1)));
    // A variation keys its options by the attribute name's slug (sanitize_title; WordPress writes ß as s).
    const slug = (name) =>
      name
        .toLowerCase()
        .replaceAll("ß", "s")
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9_]+/g, "-")
        .replace(/^-+|-+$/g, "");
    const options = optionsOf(group).map((code) => [
      slug(nameOf(attributes.find((attribute) => attribute.code === code))),
      local(product.source_data[code]),
    ]);
    check("option values", byName(options), byName(imported.attributes.map(({ name, value }) => [name, value])));
    check("image", 1, (imported.image ? 1 : 0) + imported.gallery.length);
    continue;
  }
  const value = (code) => published.values?.[code]?.[language];
  const shownHere = Boolean(value("description") || value("short_description"));
  check("status", shownHere ? "publish" : "draft", imported.status);
  check("name", plain(value("title") || published.name), plain(decode(imported.name)));
  // The short description is text: the shop must show it as written.
  check("short description", plain(value("short_description") ?? ""), shown(imported.short_description));
  check("description", shown(value("description") ?? ""), shown(imported.description));
  check("no live tag with a script", false, /<script|<[^>]*\son\w+=/i.test(JSON.stringify(imported)));
  const levels = (published.category ?? "")
    .split("/")
    .map((level) => level.trim())
    .filter(Boolean);
  check("categories", levels.length ? [levels.join(" > ")] : [], imported.categories.map(decode));
  check("tags", [...(value("keywords") ?? [])].map(plain).sort(), imported.tags.map((tag) => plain(decode(tag))).sort());
  check("brand", published.brand ? [published.brand.replaceAll(",", " ").replace(/\s+/g, " ")] : [], imported.brands.map(decode));
  const meta = Object.fromEntries(imported.meta_data.map(({ key, value: stored }) => [key, decode(stored)]));
  check("SEO title", value("meta_title") ?? "", meta._yoast_wpseo_title ?? "");
  check("SEO description", value("meta_description") ?? "", meta._yoast_wpseo_metadesc ?? "");
  for (const attribute of attributes.filter(
    (candidate) => candidate.kind === "imported" || product.source_data[candidate.code] !== undefined,
  )) {
    const stored = product.source_data[attribute.code];
    // The price attribute is the price field, the group attribute the grouping, and a column of the
    // platform's own export its own field: never also attributes.
    if (attribute.code === api.priceAttribute || attribute.code === api.groupAttribute || exportColumn(attribute.code)) {
      if (stored === undefined) continue;
      // Its value is nowhere among the shop's attributes (its name may be another attribute's).
      const text = typeof stored === "object" ? null : String(stored);
      check(
        `${attribute.label} not an attribute`,
        false,
        imported.attributes.some((candidate) =>
          text === null ? decode(candidate.name) === attribute.label : candidate.options.map(shownValue).includes(text),
        ),
      );
      continue;
    }
    if (stored === undefined || attribute.kind === "content") continue;
    const own = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored[language] : stored;
    const values = (Array.isArray(own) ? own : [own]).map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
    const column = attribute.channel_codes.woocommerce ?? attribute.external_code;
    if (column?.startsWith("Meta: ") || (!column && attribute.woocommerce_form === "meta")) {
      const key = column ? column.slice(6) : attribute.code.replace(/^_+/, "");
      check(`custom field ${key}`, values.join(", "), meta[key]);
    } else {
      // One attribute per name: columns of one concept are one attribute with the values of all of them.
      const found = imported.attributes.find((candidate) => decode(candidate.name) === nameOf(attribute));
      check(
        `attribute ${nameOf(attribute)} has ${attribute.code}`,
        true,
        values.every((item) => found?.options.map(shownValue).includes(item)),
      );
    }
  }
  const images = media.media.filter((item) => item.type === "image" && ["base", "gallery"].includes(item.role)).length;
  check("images", images, (imported.image ? 1 : 0) + imported.gallery.length);
}
console.log(`WooCommerce ${shop.woocommerce_version} on WordPress ${shop.wordpress_version}: ${JSON.stringify(shop.counts)}`);
for (const row of rows) console.log(`${row.sku.padEnd(8)} ${row.field.padEnd(34)} ${row.result}`);
console.log(`${rows.length - differences} equal, ${differences} different`);
process.exit(differences ? 1 : 0);
