import { describe, expect, it } from "vitest";
import { readFacts, readProduct } from "../read.js";
import { shopifyReader } from "./shopify.js";

// Rows of bench/quality/corpus/shopify: Velofant's product export (Body (HTML) cut short) and the Python API's fixture.
const wheelset = {
  Handle: "velofant-wheelset-1",
  Title: "VELOFANT - Wheelset",
  "Body (HTML)":
    '<p data-end="274" data-start="0"><strong>Where Design Meets Performance<br></strong></p>\n<p data-end="274" data-start="0">In collaboration with Shining and Tange, we’ve developed our own wheelset with a Flip-flop hub that combines design, performance, and durability.</p>',
  Vendor: "Velofant",
  "Product Category": "Sporting Goods > Outdoor Recreation > Cycling > Bicycle Parts > Bicycle Wheels > Bicycle Wheel Sets",
  Type: "TILL",
  Published: "true",
  "Option1 Name": "Title",
  "Option1 Value": "Default Title",
  "Variant SKU": "WH-FS-700C-BK-V1",
  "Variant Grams": "2000.0",
  "Variant Inventory Tracker": "shopify",
  "Variant Inventory Policy": "deny",
  "Variant Fulfillment Service": "manual",
  "Variant Price": "2999.00",
  "Variant Compare At Price": "3499.00",
  "Variant Requires Shipping": "true",
  "Variant Taxable": "true",
  "Variant Barcode": "'7350177880121",
  "Image Src": "https://cdn.shopify.com/s/files/1/0837/7581/6028/files/wheelset.png?v=1748123733",
  "Image Position": "1",
  "Gift Card": "false",
  "Google Shopping / Google Product Category": "3216",
  "Färg (product.metafields.shopify.color-pattern)": "black",
  "Kompatibel cykeltyp (product.metafields.shopify.compatible-bike-type)": "vag",
  "Variant Weight Unit": "kg",
  "Cost per item": "2000.00",
  Status: "active",
};

const handlebar = {
  Handle: "ken-mid-rise-bar-styre-72cm",
  Title: "KEN - Mid Rise Bar - 72cm",
  Vendor: "Velofant",
  "Product Category": "Sporting Goods > Outdoor Recreation > Cycling > Bicycle Parts > Bicycle Handlebars",
  Type: "TILL",
  Published: "true",
  "Option1 Name": "Färg",
  "Option1 Value": "black, silver",
  "Option1 Linked To": "product.metafields.shopify.color-pattern",
  "Variant SKU": "HB-MID-BLK-72-X",
  "Variant Grams": "400.0",
  "Variant Price": "599.00",
  "Variant Barcode": "'7350177880084",
  "Färg (product.metafields.shopify.color-pattern)": "black; silver",
  "Variant Weight Unit": "g",
};

const veteranBike = {
  Handle: "crescent-city-veteran-28",
  Title: 'Crescent City veteran, 28"',
  "Body (HTML)": '<p>En blå 28" Crescent med 3 vxl och handbroms/fotbroms.</p>',
  Vendor: "Velofant",
  Type: "Cykel",
  Tags: '28"',
  Published: "true",
  "Option1 Name": "Title",
  "Option1 Value": "Default Title",
  "Variant Grams": "0.0",
  "Variant Price": "1800.00",
  "Växeltyp (product.metafields.shopify.gearing-type)": "kedja",
  "Variant Weight Unit": "kg",
};

const ipod = {
  product_type: "Cult Products",
  handle: "ipod-nano",
  created_at: "2011-10-20T14:05:13-04:00",
  body_html: "<p>It's the small iPod with one very big idea: Video.</p>",
  title: "IPod Nano - 8GB",
  template_suffix: null,
  id: 632910392,
  tags: "Emotive, Flash Memory, MP3, Music",
  images: [{ position: 1, product_id: 632910392, src: "http://static.shopify.com/s/files/1/6909/3384/products/ipod-nano.png?0" }],
  variants: ["Pink", "Red", "Green", "Black"].map((colour, index) => ({
    position: index + 1,
    price: "199.00",
    product_id: 632910392,
    requires_shipping: true,
    title: colour,
    inventory_quantity: 10 * (index + 1),
    compare_at_price: null,
    inventory_policy: "continue",
    inventory_management: "shopify",
    taxable: true,
    grams: 200,
    sku: `IPOD2008${colour.toUpperCase()}`,
    option1: colour,
    fulfillment_service: "manual",
    option2: null,
    option3: null,
  })),
  vendor: "Apple",
  published_at: "2007-12-31T19:00:00-05:00",
  options: [{ name: "Title" }],
};

/** What the reader reads, whether or not a page states it (facts/read.ts). */
const byKey = (data: Record<string, unknown>) => {
  const { facts, unstated } = readProduct(data, "en");
  return new Map([...facts, ...unstated].map((fact) => [fact.key, fact]));
};

describe("shopifyReader", () => {
  it("recognizes the product CSV and the Admin API product, in its envelope or not, and nothing else", () => {
    expect(shopifyReader.recognizes(wheelset)).toBe(true);
    expect(shopifyReader.recognizes(ipod)).toBe(true);
    expect(shopifyReader.recognizes({ product: ipod })).toBe(true);
    // WooCommerce's CSV has no Handle; a generic row with a handle has none of Shopify's own columns.
    expect(shopifyReader.recognizes({ ID: "1", Type: "simple", SKU: "woo-album", Name: "Album", "Regular price": "15" })).toBe(
      false,
    );
    expect(shopifyReader.recognizes({ handle: "album", title: "Album", price: 15 })).toBe(false);
  });

  it("reads the price, the compare-at price apart from it, the barcode without its apostrophe and the grams", () => {
    const facts = byKey(wheelset);
    expect(facts.get("Variant Price")).toMatchObject({ concept: "price", value: { type: "money", amount: 2999 } });
    expect(facts.get("Variant Compare At Price")).toMatchObject({
      concept: "compare_at_price",
      kind: "price",
      value: { type: "money", amount: 3499 },
    });
    expect(facts.get("Variant Barcode")).toMatchObject({ kind: "gtin", value: { text: "7350177880121", code: true } });
    // The weight Shopify rates shipping by (the admin's Shipping card): the parcel's, which no text states.
    expect(facts.get("Variant Grams")).toMatchObject({ kind: "weight", value: { amount: 2000, unit: "g" }, shipping: true });
    expect(readFacts(wheelset, "en").map((fact) => fact.key)).not.toContain("Variant Grams");
  });

  it("reads metafield columns under their whole header, with the concept of their key", () => {
    const facts = byKey(wheelset);
    expect(facts.get("Färg (product.metafields.shopify.color-pattern)")).toMatchObject({
      concept: "color",
      kind: "colour",
      value: { type: "text", text: "black" },
    });
    // A taxonomy value in the admin's language (Swedish, told by "Färg") stands on a Swedish page, not an English one.
    const bikeType = "Kompatibel cykeltyp (product.metafields.shopify.compatible-bike-type)";
    expect(readFacts(wheelset, "en").some((fact) => fact.key === bikeType)).toBe(false);
    expect(shopifyReader.read(wheelset, "en").columns.find((column) => column.key === bikeType)).toMatchObject({
      value: "vag",
      language: "sv",
    });
    // A list metafield's values are exported separated by semicolons.
    expect(byKey(handlebar).get("Färg (product.metafields.shopify.color-pattern)")?.value).toEqual({
      type: "list",
      items: ["black", "silver"],
    });
  });

  it("leaves out the shop's bookkeeping, the name, brand and category, and keeps Body (HTML) as the supplier's text", () => {
    const reading = shopifyReader.read(wheelset, "en");
    expect(reading.columns.map((column) => column.key)).toEqual([
      "Variant Grams",
      "Variant Price",
      "Variant Compare At Price",
      "Variant Barcode",
      "Färg (product.metafields.shopify.color-pattern)",
      "Kompatibel cykeltyp (product.metafields.shopify.compatible-bike-type)",
    ]);
    expect(reading.ignored).toContainEqual({ key: "Variant SKU", reason: "identifier" });
    expect(reading.ignored).toContainEqual({ key: "Image Src", reason: "media" });
    expect(reading.ignored).toContainEqual({ key: "Google Shopping / Google Product Category", reason: "bookkeeping" });
    expect(reading.ignored).toContainEqual({ key: "Option1 Value", reason: "bookkeeping" });
    expect(reading.supplierText).toEqual([
      {
        key: "Body (HTML)",
        text: "Where Design Meets Performance\nIn collaboration with Shining and Tange, we’ve developed our own wheelset with a Flip-flop hub that combines design, performance, and durability.",
      },
    ]);
  });

  it("reads an option as its name and all its values, with the concept of the metafield it is linked to", () => {
    expect(byKey(handlebar).get("Färg")).toMatchObject({
      concept: "color",
      kind: "variant",
      value: { type: "list", items: ["black", "silver"] },
    });
    expect(byKey(handlebar).has("Option1 Linked To")).toBe(false);
  });

  it("keeps a tag as written and reads no weight from grams of 0", () => {
    const facts = byKey(veteranBike);
    expect(facts.get("Tags")).toMatchObject({ kind: "tag", value: { type: "text", text: '28"' } });
    expect(facts.has("Variant Grams")).toBe(false);
    expect(shopifyReader.read(veteranBike, "en").ignored).toContainEqual({ key: "Variant Grams", reason: "empty" });
  });

  it("reads the 2024 export's headers as the older ones", () => {
    const renamed = {
      "URL handle": wheelset.Handle,
      Title: wheelset.Title,
      Description: wheelset["Body (HTML)"],
      "Option1 name": "Title",
      "Option1 value": "Default Title",
      SKU: wheelset["Variant SKU"],
      Barcode: wheelset["Variant Barcode"],
      Price: wheelset["Variant Price"],
      "Compare-at price": wheelset["Variant Compare At Price"],
      "Weight value (grams)": wheelset["Variant Grams"],
      "Weight unit for display": wheelset["Variant Weight Unit"],
      "Product image URL": wheelset["Image Src"],
      "Continue selling when out of stock": "deny",
      "Price / International": "3100.00",
    };
    expect(shopifyReader.recognizes(renamed)).toBe(true);
    expect([...byKey(renamed).values()].map((fact) => [fact.key, fact.concept])).toEqual([
      ["Barcode", "gtin"],
      ["Price", "price"],
      ["Compare-at price", "compare_at_price"],
      ["Weight value (grams)", "weight"],
    ]);
    expect(shopifyReader.read(renamed, "en").supplierText.map((prose) => prose.key)).toEqual(["Description"]);
  });

  it("reads the API's variants: their options, named by the product's options, and the first variant's offer", () => {
    const facts = byKey(ipod);
    expect([...facts.keys()]).toEqual(["tags", "variants.option1", "variants.price", "variants.grams"]);
    expect(facts.get("variants.option1")?.value).toEqual({ type: "list", items: ["Pink", "Red", "Green", "Black"] });
    expect(facts.get("variants.price")?.value).toEqual({ type: "money", amount: 199, currency: null });
    expect(facts.get("variants.grams")?.value).toEqual({ type: "quantity", amount: 200, unit: "g" });
    const named = { ...ipod, options: [{ name: "Color", position: 1, values: ["Pink", "Red", "Green", "Black"] }] };
    expect(byKey(named).get("Color")).toMatchObject({ kind: "variant", concept: "color" });
    expect(shopifyReader.read({ product: ipod }, "en").supplierText).toEqual([
      { key: "body_html", text: "It's the small iPod with one very big idea: Video." },
    ]);
  });
});
