import { describe, expect, it } from "vitest";
import { pageText } from "../../testing/page-text.js";
import { BuiltinWriter } from "../../builtin-writer.js";
import { readProduct } from "../read.js";
import { readSource } from "./index.js";
import { woocommerceReader } from "./woocommerce.js";

// Rows of bench/quality/corpus/woocommerce, as WooCommerce's sample CSVs and REST API docs give them.
/** sample_products.csv, ID 44: a variable product. */
const VNECK = {
  ID: "44",
  Type: "variable",
  SKU: "woo-vneck-tee",
  Name: "V-Neck T-Shirt",
  Published: "1",
  "Is featured?": "1",
  "Visibility in catalog": "visible",
  "Short description": "This is a variable product.",
  Description:
    "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante. Donec eu libero sit amet quam egestas semper. Aenean ultricies mi vitae est. Mauris placerat eleifend leo.",
  "Tax status": "taxable",
  "In stock?": "1",
  "Backorders allowed?": "0",
  "Sold individually?": "0",
  "Weight (lbs)": ".5",
  "Length (in)": "24",
  "Width (in)": "1",
  "Height (in)": "2",
  "Allow customer reviews?": "1",
  Categories: "Clothing > Tshirts",
  Images:
    "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/vneck-tee-2.jpg, https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/vnech-tee-green-1.jpg, https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/vnech-tee-blue-1.jpg",
  Position: "0",
  "Attribute 1 name": "Color",
  "Attribute 1 value(s)": "Blue, Green, Red",
  "Attribute 1 visible": "1",
  "Attribute 1 global": "1",
  "Attribute 2 name": "Size",
  "Attribute 2 value(s)": "Large, Medium, Small",
  "Attribute 2 visible": "1",
  "Attribute 2 global": "1",
  "Meta: _wpcom_is_markdown": "1",
};
/** sample_products.csv, ID 60: a simple product on sale. */
const CAP = {
  ID: "60",
  Type: "simple",
  SKU: "woo-cap",
  Name: "Cap",
  Published: "1",
  "Is featured?": "1",
  "Visibility in catalog": "visible",
  "Short description": "This is a simple product.",
  Description:
    "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante. Donec eu libero sit amet quam egestas semper. Aenean ultricies mi vitae est. Mauris placerat eleifend leo.",
  "Tax status": "taxable",
  "In stock?": "1",
  "Backorders allowed?": "0",
  "Sold individually?": "0",
  "Weight (lbs)": "0.6",
  "Length (in)": "8",
  "Width (in)": "6.5",
  "Height (in)": "4",
  "Allow customer reviews?": "1",
  "Sale price": "16",
  "Regular price": "18",
  Categories: "Clothing > Accessories",
  Images: "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/cap-2.jpg",
  Position: "0",
  "Attribute 1 name": "Color",
  "Attribute 1 value(s)": "Yellow",
  "Attribute 1 visible": "1",
  "Attribute 1 global": "1",
  "Meta: _wpcom_is_markdown": "1",
};
/** sample_products.csv, ID 79: a variation of the Hoodie. */
const HOODIE_RED_NO_LOGO = {
  ID: "79",
  Type: "variation",
  SKU: "woo-hoodie-red",
  Name: "Hoodie - Red, No",
  Published: "1",
  "Is featured?": "0",
  "Visibility in catalog": "visible",
  Description:
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vestibulum sagittis orci ac odio dictum tincidunt. Donec ut metus leo. Class aptent taciti sociosqu ad litora torquent per conubia nostra, per inceptos himenaeos. Sed luctus, dui eu sagittis sodales, nulla nibh sagittis augue, vel porttitor diam enim non metus. Vestibulum aliquam augue neque. Phasellus tincidunt odio eget ullamcorper efficitur. Cras placerat ut turpis pellentesque vulputate. Nam sed consequat tortor. Curabitur finibus sapien dolor. Ut eleifend tellus nec erat pulvinar dignissim. Nam non arcu purus. Vivamus et massa massa.",
  "Tax status": "taxable",
  "In stock?": "1",
  "Backorders allowed?": "0",
  "Sold individually?": "0",
  "Allow customer reviews?": "0",
  "Sale price": "42",
  "Regular price": "45",
  Images: "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/hoodie-2.jpg",
  Parent: "woo-hoodie",
  Position: "1",
  "Attribute 1 name": "Color",
  "Attribute 1 value(s)": "Red",
  "Attribute 1 global": "1",
  "Attribute 2 name": "Logo",
  "Attribute 2 value(s)": "No",
  "Attribute 2 global": "0",
};
/** sample_products.csv, ID 87: a grouped product. */
const LOGO_COLLECTION = {
  ID: "87",
  Type: "grouped",
  SKU: "logo-collection",
  Name: "Logo Collection",
  Published: "1",
  "Is featured?": "0",
  "Visibility in catalog": "visible",
  "Short description": "This is a grouped product.",
  Description:
    "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante. Donec eu libero sit amet quam egestas semper. Aenean ultricies mi vitae est. Mauris placerat eleifend leo.",
  "Tax status": "taxable",
  "In stock?": "1",
  "Backorders allowed?": "0",
  "Sold individually?": "0",
  "Allow customer reviews?": "1",
  Categories: "Clothing",
  Images:
    "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/logo-1.jpg, https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/beanie-with-logo-1.jpg, https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/t-shirt-with-logo-1.jpg, https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/hoodie-with-logo-2.jpg",
  "Grouped products": "woo-hoodie-with-logo, woo-tshirt, woo-beanie",
  Position: "0",
  "Meta: _wpcom_is_markdown": "1",
};
/** The Product CSV Import Suite export in the WooCommerce repository, ID 251 (variable) and ID 257 (simple). */
const ELEGANT_SHIRT = {
  post_title: "Elegant Shirt",
  post_name: "elegant-shirt",
  ID: "251",
  post_status: "publish",
  post_parent: "0",
  comment_status: "open",
  downloadable: "no",
  virtual: "no",
  stock_status: "instock",
  backorders: "no",
  manage_stock: "no",
  tax_status: "taxable",
  featured: "no",
  "tax:product_type": "variable",
  "tax:product_cat": "Uncategorized",
  "attribute:pa_color": "Black|Blue|White",
  "attribute_data:pa_color": "0|1|1",
  "attribute:pa_features": "Ironable|Washable",
  "attribute_data:pa_features": "1|1|0",
  "attribute:pa_size": "Large|Medium",
  "attribute_data:pa_size": "2|1|1",
};
const MSX_CAP = {
  post_title: "MSX Cap",
  post_name: "msx-cap",
  ID: "257",
  post_status: "publish",
  post_parent: "0",
  comment_status: "open",
  downloadable: "no",
  virtual: "no",
  stock_status: "instock",
  backorders: "no",
  manage_stock: "no",
  regular_price: "500",
  tax_status: "taxable",
  featured: "no",
  "tax:product_type": "simple",
  "tax:product_cat": "Uncategorized",
  "attribute:pa_color": "Black|Red|White",
  "attribute_data:pa_color": "0|1|0",
  "attribute:pa_features": "Elastic|Ironable",
  "attribute_data:pa_features": "1|1|0",
};
/** sample_products.csv ID 48 written as a REST v3 product (see the corpus's PROVENANCE.md). */
const BELT = {
  id: 48,
  name: "Beanie",
  slug: "beanie",
  type: "simple",
  status: "publish",
  featured: false,
  catalog_visibility: "visible",
  description:
    "<p>Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante. Donec eu libero sit amet quam egestas semper. Aenean ultricies mi vitae est. Mauris placerat eleifend leo.</p>\n",
  short_description: "<p>This is a simple product.</p>\n",
  sku: "woo-beanie",
  price: "18",
  regular_price: "20",
  sale_price: "18",
  virtual: false,
  downloadable: false,
  downloads: [],
  download_limit: -1,
  download_expiry: -1,
  tax_status: "taxable",
  tax_class: "",
  manage_stock: false,
  stock_quantity: null,
  stock_status: "instock",
  backorders: "no",
  sold_individually: false,
  weight: ".2",
  dimensions: { length: "4", width: "5", height: ".5" },
  shipping_class: "",
  reviews_allowed: true,
  upsell_ids: [],
  cross_sell_ids: [],
  parent_id: 0,
  purchase_note: "",
  categories: [
    { id: 9, name: "Clothing", slug: "clothing" },
    { id: 17, name: "Accessories", slug: "accessories" },
  ],
  tags: [],
  images: [
    { id: 480, src: "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/beanie-2.jpg", name: "", alt: "" },
  ],
  attributes: [{ id: 1, name: "Color", position: 0, visible: true, variation: false, options: ["Red"] }],
  default_attributes: [],
  variations: [],
  grouped_products: [],
  menu_order: 0,
  meta_data: [
    { id: 1021, key: "_wpcom_is_markdown", value: "1" },
    { id: 1022, key: "_yoast_wpseo_metadesc", value: "This is a simple product." },
    { id: 1023, key: "_yoast_wpseo_primary_product_cat", value: "17" },
    { id: 1024, key: "_wc_average_rating", value: "0" },
    { id: 1025, key: "_wc_review_count", value: "0" },
  ],
};
/** The REST API docs' "Create a product variation" response. */
const VARIATION = {
  id: 732,
  date_created: "2017-03-23T00:36:38",
  date_created_gmt: "2017-03-23T03:36:38",
  date_modified: "2017-03-23T00:36:38",
  date_modified_gmt: "2017-03-23T03:36:38",
  description: "",
  permalink: "https://example.com/product/ship-your-idea/?attribute_pa_color=black",
  sku: "",
  price: "9.00",
  regular_price: "9.00",
  sale_price: "",
  date_on_sale_from: null,
  date_on_sale_from_gmt: null,
  date_on_sale_to: null,
  date_on_sale_to_gmt: null,
  on_sale: false,
  status: true,
  purchasable: true,
  virtual: false,
  downloadable: false,
  downloads: [],
  download_limit: -1,
  download_expiry: -1,
  tax_status: "taxable",
  tax_class: "",
  manage_stock: false,
  stock_quantity: null,
  stock_status: "instock",
  backorders: "no",
  backorders_allowed: false,
  backordered: false,
  weight: "",
  dimensions: { length: "", width: "", height: "" },
  shipping_class: "",
  shipping_class_id: 0,
  image: {
    id: 423,
    date_created: "2016-10-19T12:21:14",
    date_created_gmt: "2016-10-19T16:21:14",
    date_modified: "2016-10-19T12:21:14",
    date_modified_gmt: "2016-10-19T16:21:14",
    src: "https://example.com/wp-content/uploads/2016/10/T_4_front-12.jpg",
    name: "",
    alt: "",
  },
  attributes: [{ id: 6, name: "Color", option: "Black" }],
  menu_order: 0,
  meta_data: [],
  _links: {
    self: [{ href: "https://example.com/wp-json/wc/v3/products/22/variations/732" }],
    collection: [{ href: "https://example.com/wp-json/wc/v3/products/22/variations" }],
    up: [{ href: "https://example.com/wp-json/wc/v3/products/22" }],
  },
};
/** sample_products.csv ID 73 (downloadable) written as a REST v3 product. */
const SINGLE = {
  id: 73,
  name: "Album",
  slug: "album",
  type: "simple",
  status: "publish",
  featured: false,
  catalog_visibility: "visible",
  description:
    "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vestibulum sagittis orci ac odio dictum tincidunt. Donec ut metus leo. Class aptent taciti sociosqu ad litora torquent per conubia nostra, per inceptos himenaeos. Sed luctus, dui eu sagittis sodales, nulla nibh sagittis augue, vel porttitor diam enim non metus. Vestibulum aliquam augue neque. Phasellus tincidunt odio eget ullamcorper efficitur. Cras placerat ut turpis pellentesque vulputate. Nam sed consequat tortor. Curabitur finibus sapien dolor. Ut eleifend tellus nec erat pulvinar dignissim. Nam non arcu purus. Vivamus et massa massa.</p>\n",
  short_description: "<p>This is a simple, virtual product.</p>\n",
  sku: "woo-album",
  price: "15",
  regular_price: "15",
  sale_price: "",
  virtual: true,
  downloadable: true,
  downloads: [
    {
      id: "73-1",
      name: "Single 1",
      file: "https://demo.woothemes.com/woocommerce/wp-content/uploads/sites/56/2017/08/single.jpg",
    },
    {
      id: "73-2",
      name: "Single 2",
      file: "https://demo.woothemes.com/woocommerce/wp-content/uploads/sites/56/2017/08/album.jpg",
    },
  ],
  download_limit: 1,
  download_expiry: 1,
  tax_status: "taxable",
  tax_class: "",
  manage_stock: false,
  stock_quantity: null,
  stock_status: "instock",
  backorders: "no",
  sold_individually: false,
  weight: "",
  dimensions: { length: "", width: "", height: "" },
  shipping_class: "",
  reviews_allowed: true,
  upsell_ids: [],
  cross_sell_ids: [],
  parent_id: 0,
  purchase_note: "",
  categories: [{ id: 11, name: "Music", slug: "music" }],
  tags: [],
  images: [
    { id: 730, src: "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2022/05/album-1.jpg", name: "", alt: "" },
  ],
  attributes: [],
  default_attributes: [],
  variations: [],
  grouped_products: [],
  menu_order: 0,
  meta_data: [
    { id: 1046, key: "_wpcom_is_markdown", value: "1" },
    { id: 1047, key: "_yoast_wpseo_metadesc", value: "This is a simple, virtual product." },
    { id: 1048, key: "_yoast_wpseo_primary_product_cat", value: "11" },
    { id: 1049, key: "_wc_average_rating", value: "0" },
    { id: 1050, key: "_wc_review_count", value: "0" },
  ],
};

const factsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(
    // What the reader reads, whether or not a page can state it (a REST weight has no unit).
    [...readProduct(data, "en").facts, ...readProduct(data, "en").unstated].map((fact) => [
      fact.key,
      { kind: fact.kind, value: fact.value },
    ]),
  );

describe("woocommerceReader", () => {
  it("recognizes the exporter's CSV, the Import Suite's CSV and REST products and variations, and nothing else", () => {
    for (const data of [VNECK, HOODIE_RED_NO_LOGO, ELEGANT_SHIRT, BELT, VARIATION]) {
      expect(woocommerceReader.recognizes(data)).toBe(true);
    }
    expect(woocommerceReader.recognizes({ Handle: "tee", "Option1 Name": "Size", "Option1 Value": "M" })).toBe(false);
    expect(woocommerceReader.recognizes({ sku: "A1", price: "10", color: "Red" })).toBe(false);
    expect(readSource(VNECK, "en").format).toBe("woocommerce");
  });

  it("reads a variable product's attribute values as its options, with the header's units and a decimal without its zero", () => {
    expect(factsOf(VNECK)).toEqual({
      "Weight (lbs)": { kind: "weight", value: { type: "quantity", amount: 0.5, unit: "lb" } },
      "Length (in),Width (in),Height (in)": {
        kind: "dimensions",
        value: {
          type: "dimensions",
          parts: [
            { axis: "length", amount: 24 },
            { axis: "width", amount: 1 },
            { axis: "height", amount: 2 },
          ],
          unit: "in",
        },
      },
      Color: { kind: "variant", value: { type: "list", items: ["Blue", "Green", "Red"] } },
      // WooCommerce lists its terms by name; sizes read smallest first (inSizeOrder, src/facts/read.ts).
      Size: { kind: "variant", value: { type: "list", items: ["Small", "Medium", "Large"] } },
    });
  });

  it("reads weight, length, width and height as the parcel's (WooCommerce's Shipping tab), never stated", async () => {
    const reading = readProduct(VNECK, "en");
    expect(reading.facts.filter((fact) => fact.kind === "dimensions" || fact.kind === "weight")).toEqual([]);
    const dimensions = reading.unstated.find((fact) => fact.kind === "dimensions");
    expect(dimensions).toMatchObject({ shipping: true, labels: { en: { word: "package dimensions" } } });
    expect(reading.unstated.find((fact) => fact.kind === "weight")).toMatchObject({ shipping: true });
    // A REST weight has no unit of its own (the store's setting): read, never stated, and the parcel's all the same.
    const rest = readProduct({ ...VARIATION, weight: "1.5" }, "en");
    expect([...rest.facts, ...rest.unstated].find((fact) => fact.kind === "weight")).toMatchObject({ shipping: true });
    const tee = { sku: "woo-vneck-tee", name: "V-Neck T-Shirt", brand: null, category: null, sourceData: VNECK };
    const content = await new BuiltinWriter().generate(tee, "en");
    // Readers took a T-shirt's shipping weight and parcel for bookkeeping, in the prose (bench/quality/grading/2026-11-30c)
    // and in the details (2026-11-30d, 2026-11-30-llm7): WooCommerce shows them with the offer itself. Sizes are named as sizes.
    const page = [content.description_html, content.short_description, content.meta_description, ...content.bullets];
    expect([...page, ...content.faq.map((entry) => entry.answer)].join(" ")).not.toMatch(/24 × 1 × 2|0\.5 lb|dimensions/i);
    expect(pageText(content)).toContain("in sizes small, medium or large.");
    expect(pageText(await new BuiltinWriter().generate(tee, "de"))).toContain("in den Größen S, M oder L erhältlich.");
  });

  it("leaves the exporter's bookkeeping out and passes its descriptions on as the supplier's prose", () => {
    const reading = woocommerceReader.read(VNECK, "en");
    expect(reading.columns.map((column) => column.key)).toEqual([
      "Weight (lbs)",
      "Length (in)",
      "Width (in)",
      "Height (in)",
      "Color",
      "Size",
    ]);
    expect(reading.ignored.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([
        "ID",
        "Published",
        "Is featured?",
        "Position",
        "Attribute 1 visible",
        "Attribute 2 global",
        "Meta: _wpcom_is_markdown",
        "Images",
      ]),
    );
    expect(reading.supplierText.map((entry) => entry.key)).toEqual(["Short description", "Description"]);
  });

  it("keeps a sale price beside the regular price: two offers, not a contradiction", () => {
    expect(factsOf(CAP)).toMatchObject({
      "Sale price": { kind: "price", value: { type: "money", amount: 16, currency: null } },
      "Regular price": { kind: "price", value: { type: "money", amount: 18, currency: null } },
      Color: { kind: "colour", value: { type: "text", text: "Yellow" } },
    });
  });

  it("reads a variation's own value: Logo No is no logo, and its empty attribute is left out", () => {
    const facts = factsOf(HOODIE_RED_NO_LOGO);
    expect(facts.Color).toEqual({ kind: "colour", value: { type: "text", text: "Red" } });
    expect(facts.Logo).toBeUndefined();
    expect(Object.keys(facts)).toEqual(["Sale price", "Regular price", "Color"]);
  });

  it("reads a grouped product's members as what it includes", () => {
    expect(factsOf(LOGO_COLLECTION)).toEqual({
      "Grouped products": {
        kind: "included",
        value: { type: "list", items: ["woo-hoodie-with-logo", "woo-tshirt", "woo-beanie"] },
      },
    });
  });

  it("reads Import Suite attributes split at |, options only where attribute_data marks them used for variations", () => {
    expect(factsOf(ELEGANT_SHIRT)).toEqual({
      "attribute:pa_color": { kind: "variant", value: { type: "list", items: ["Black", "Blue", "White"] } },
      "attribute:pa_features": { kind: "feature", value: { type: "list", items: ["Ironable", "Washable"] } },
      "attribute:pa_size": { kind: "variant", value: { type: "list", items: ["Medium", "Large"] } },
    });
    expect(factsOf(MSX_CAP)).toEqual({
      regular_price: { kind: "price", value: { type: "money", amount: 500, currency: null } },
      "attribute:pa_color": { kind: "colour", value: { type: "list", items: ["Black", "Red", "White"] } },
      "attribute:pa_features": { kind: "feature", value: { type: "list", items: ["Elastic", "Ironable"] } },
    });
  });

  it("reads a REST product's figures, attributes and prices, and none of its meta_data or envelope", () => {
    const facts = factsOf(BELT);
    expect(facts).toMatchObject({
      regular_price: { kind: "price", value: { type: "money", amount: 20 } },
      sale_price: { kind: "price", value: { type: "money", amount: 18 } },
      weight: { kind: "weight", value: { type: "quantity", amount: 0.2, unit: null } },
      Color: { kind: "colour", value: { type: "text", text: "Red" } },
    });
    expect(facts.dimensions?.value).toMatchObject({ type: "dimensions", unit: null });
    expect(facts.dimensions?.value.type === "dimensions" && facts.dimensions.value.parts).toEqual(
      expect.arrayContaining([
        { axis: "length", amount: 4 },
        { axis: "width", amount: 5 },
        { axis: "height", amount: 0.5 },
      ]),
    );
    expect(Object.keys(facts)).toHaveLength(5);
    const reading = woocommerceReader.read(BELT, "en");
    expect(reading.ignored.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(["price", "meta_data._yoast_wpseo_metadesc", "meta_data._wc_average_rating", "images"]),
    );
    expect(reading.supplierText).toContainEqual({ key: "short_description", text: "This is a simple product." });
  });

  it("reads a REST variation's attribute option and a downloadable product's download names", () => {
    expect(factsOf(VARIATION)).toEqual({
      regular_price: { kind: "price", value: { type: "money", amount: 9, currency: null } },
      Color: { kind: "colour", value: { type: "text", text: "Black" } },
    });
    expect(factsOf(SINGLE)).toEqual({
      regular_price: { kind: "price", value: { type: "money", amount: 15, currency: null } },
      downloads: { kind: "included", value: { type: "list", items: ["Single 1", "Single 2"] } },
    });
  });
});
