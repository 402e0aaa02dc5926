// The built-in channels: each platform's product CSV, column by column, in the platform's order
// (docs/contract.md "Channels and export"). This is the one definition of what a column holds and of
// which columns a complete row needs; the export and the readiness counts both read it.
import { Prisma } from "@proseo/db";
import { CHANNEL_NAMES, CHANNEL_SLUGS, type ChannelSlug } from "../constants.js";
import { notFound } from "../errors.js";
import {
  baseImageUrl,
  categoryLevels,
  contentText,
  imageUrls,
  keywordList,
  lastCategoryLevel,
  titleOrName,
  urlHandle,
  whenPublished,
} from "./catalog-records.js";

export interface ChannelColumn {
  name: string;
  /** A row is complete when every required column has a value. */
  required: boolean;
  /** The column's text for one catalog record (`rec`, see catalog-records.ts): never NULL, '' when empty. */
  value: Prisma.Sql;
}

export interface Channel {
  slug: ChannelSlug;
  name: string;
  columns: ChannelColumn[];
}

const column = (name: string, value: Prisma.Sql, required = false): ChannelColumn => ({ name, required, value });
const text = (value: string) => Prisma.sql`${value}::text`;

const shopify: Channel = {
  slug: "shopify",
  name: CHANNEL_NAMES.shopify,
  columns: [
    column("Title", titleOrName(), true),
    column("URL handle", urlHandle, true),
    column("Description", contentText("description"), true),
    column("Vendor", Prisma.sql`COALESCE(rec.brand, '')`),
    column("Product category", categoryLevels(" > ")),
    column("Type", lastCategoryLevel),
    column("Tags", keywordList),
    column("Published on online store", whenPublished("TRUE", "FALSE")),
    column("Status", whenPublished("active", "draft")),
    column("SKU", Prisma.sql`rec.sku`),
    column("Product image URL", baseImageUrl),
    column("Image alt text", Prisma.sql`CASE WHEN ${baseImageUrl} = '' THEN '' ELSE ${titleOrName()} END`),
    column("SEO title", contentText("meta_title"), true),
    column("SEO description", contentText("meta_description"), true),
  ],
};

const woocommerce: Channel = {
  slug: "woocommerce",
  name: CHANNEL_NAMES.woocommerce,
  columns: [
    column("Type", text("simple")),
    column("SKU", Prisma.sql`rec.sku`, true),
    column("Name", titleOrName(), true),
    column("Published", whenPublished("1", "0")),
    column("Short description", contentText("short_description"), true),
    column("Description", contentText("description"), true),
    column("Categories", categoryLevels(" > ")),
    column("Tags", keywordList),
    column("Images", imageUrls),
    column("Meta: _yoast_wpseo_title", contentText("meta_title")),
    column("Meta: _yoast_wpseo_metadesc", contentText("meta_description")),
  ],
};

/** Every built-in channel, in the order of CHANNEL_SLUGS. */
export const CHANNELS: readonly Channel[] = CHANNEL_SLUGS.map((slug) => ({ shopify, woocommerce })[slug]);

/** A built-in channel by its slug, or 404. */
export function findChannel(slug: string): Channel {
  const channel = CHANNELS.find((candidate) => candidate.slug === slug);
  if (!channel) throw notFound("channel");
  return channel;
}

/** SQL true when the record (`rec`) has a value in every required column of the channel. */
export const completeRow = (channel: Channel): Prisma.Sql =>
  Prisma.join(
    channel.columns.filter((candidate) => candidate.required).map(({ value }) => Prisma.sql`(${value}) <> ''`),
    " AND ",
  );
