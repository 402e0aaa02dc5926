// OpenAI's commerce product feed for ChatGPT as JSON Lines (docs/channels.md "OpenAI product feed"):
// one object per product, lists as JSON arrays, the flags as JSON booleans.
import { Prisma } from "@proseo/db";
import { CHANNEL_NAMES } from "../constants.js";
import { titleOrName } from "./catalog-records.js";
import { COLUMN_SETTINGS, settingText } from "./channel-settings.js";
import type { Channel, ExportRecord } from "./channels.js";
import * as feed from "./feed-values.js";
import { cutAtWord } from "./file-text.js";

/** Search is on unless turned off; checkout only when turned on and search is on. */
const searchable = (record: ExportRecord) => record.settings.is_eligible_search !== false;

/** Image formats OpenAI takes (JPEG, PNG), told by the address's file extension. */
const IMAGE_FORMATS = "jpe?g|png";
const takenImage = new RegExp(`\\.(${IMAGE_FORMATS})$`, "i");

export const openaiProducts: Channel = {
  slug: "openai_products",
  name: CHANNEL_NAMES.openai_products,
  file: "jsonl",
  settingNames: [
    "link_template",
    "seller_name",
    "seller_url",
    "store_country",
    "target_countries",
    "currency",
    "seller_privacy_policy",
    "seller_tos",
    "is_eligible_search",
    "is_eligible_checkout",
    ...COLUMN_SETTINGS,
  ],
  columns: [
    { name: "item_id", required: true, value: feed.itemId(100) },
    { name: "title", required: true, value: titleOrName(), write: (_, text) => cutAtWord(text, feed.TITLE_MAX) },
    { name: "description", required: true, value: feed.descriptionHtml, write: (_, html) => feed.descriptionText(html) },
    { name: "url", required: true, value: feed.productLink },
    { name: "brand", required: true, value: feed.brand },
    { name: "seller_name", required: true, value: settingText("seller_name") },
    { name: "image_url", required: true, value: feed.mainImage(IMAGE_FORMATS), write: feed.imageUrl },
    {
      name: "availability",
      required: true,
      value: Prisma.sql`CASE ${feed.availability} WHEN 'preorder' THEN 'pre_order' ELSE ${feed.availability} END`,
    },
    { name: "price", required: true, value: feed.price },
    { name: "sale_price", required: false, value: feed.salePrice },
    { name: "is_eligible_search", required: false, write: searchable },
    {
      name: "is_eligible_checkout",
      required: false,
      write: (record) => searchable(record) && record.settings.is_eligible_checkout === true,
    },
    {
      name: "target_countries",
      required: true,
      value: Prisma.sql`CASE WHEN jsonb_typeof(cfg.settings -> 'target_countries') = 'array'
        AND jsonb_array_length(cfg.settings -> 'target_countries') > 0 THEN (cfg.settings -> 'target_countries')::text ELSE '' END`,
      write: (record) => record.settings.target_countries ?? [],
    },
    { name: "store_country", required: true, value: settingText("store_country") },
    { name: "seller_url", required: false, value: settingText("seller_url") },
    { name: "seller_privacy_policy", required: false, value: settingText("seller_privacy_policy") },
    { name: "seller_tos", required: false, value: settingText("seller_tos") },
    { name: "gtin", required: false, value: feed.gtin },
    { name: "mpn", required: false, value: feed.mpn },
    // A group id equal to the item's own is no group (OpenAI: it must differ from each item_id).
    {
      name: "group_id",
      required: false,
      value: Prisma.sql`CASE WHEN ${feed.itemGroup} = rec.sku THEN '' ELSE ${feed.itemGroup} END`,
    },
    {
      name: "additional_image_urls",
      required: false,
      value: feed.mainImage(IMAGE_FORMATS),
      write: (record, key) => feed.additionalImages(record, key).filter((url) => takenImage.test(new URL(url).pathname)),
    },
    { name: "product_category", required: false, write: (record) => record.categoryLevels.join(" > ") },
    { name: "condition", required: false, write: () => "new" },
  ],
  readsTaxonomy: false,
  categoryLevelSeparator: null,
  importerFields: new Set(),
  importerPatterns: [],
  mappedText: (values) => values.join(", "),
  unmappedColumns: () => ({ header: [], write: () => [] }),
  ownExportColumn: () => false,
  variantRows: null,
};
