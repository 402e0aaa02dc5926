// The built-in channels: each platform's product CSV, column by column, in the platform's order
// (docs/contract.md "Channels and export"), and how its importer reads each value. This is the one
// definition of what a column holds and of which columns a complete row needs; the export and the
// readiness counts both read it.
import { Prisma } from "@proseo/db";
import { CHANNEL_SLUGS, type ChannelSlug, type MULTILINGUAL_PLUGINS } from "../constants.js";
import { notFound } from "../errors.js";
import type { ChannelSettingName, ChannelSettings } from "./channel-settings.js";
import { googleMerchant } from "./google-merchant.js";
import { openaiProducts } from "./openai-products.js";
import type { ProductField, ProductFields, ProductFieldValues } from "./product-fields.js";
import { shopify } from "./shopify.js";
import { woocommerce } from "./woocommerce.js";

type MultilingualPlugin = (typeof MULTILINGUAL_PLUGINS)[number];

/** One product as a channel's file writes it, beside the SQL-valued columns' texts. */
export interface ExportRecord {
  language: string;
  /** The platform should show it: a published record with a description in the file's language. */
  shown: boolean;
  /** The published title, or the name. */
  title: string;
  brand: string;
  /** The category's levels, outermost first. */
  categoryLevels: string[];
  /** The platform's taxonomy node the organization has mapped the category to, '' without one. */
  categoryNode: string;
  keywords: string[];
  /** Absolute addresses the platform can download, base image first; `base` marks the base image, `key` is the stored address. */
  images: { url: string; base: boolean; key: string }[];
  /** The published content's own title ('' without: the title is the name) and bullets. */
  content: { title: string; bullets: string[] };
  /** Whether a person wrote the feeds' title and description (an edit) rather than an engine. */
  writtenByPerson: { title?: boolean; description?: boolean };
  /** The channel's settings (feeds). */
  settings: ChannelSettings;
  /** The language of the shop's own products (the channel's shop_language, else the organization's first). */
  shopLanguage: string;
  /** The product's URL handle, or its variant group's. */
  handle: string;
  /** The product's source_data. */
  source: Record<string, unknown>;
  /** Price, weight and dimensions from the attributes the organization names for them. */
  fields: ProductFieldValues;
  /**
   * The row's part in a variant group (the channel's item_group_column; export/variant-groups.ts),
   * null for a product of none: the product a group's variants belong to (`product`), one of its
   * variants (`variant`), or both on one row (`product_and_variant`: the platform's first row of a
   * group is its product and its first variant). `group` is the group's value, `handle` its URL handle, `options` the
   * attributes whose one value tells the variants apart, in file order, and `values` the row's
   * variant's value of each.
   */
  variant: {
    role: "product" | "variant" | "product_and_variant";
    group: string;
    handle: string;
    options: ExportAttribute[];
    values: string[];
  } | null;
}

interface ColumnParts {
  name: string;
  /** Written only when the organization names the attribute that holds this field. */
  field?: ProductField;
  /**
   * In a variant group, the rows this column is written on: the product's (`product`) or the
   * variants' (`variant`); on the others it is empty. Without it, every row.
   */
  variantRows?: "product" | "variant";
  /** Only in a file with variant groups (the channel's item_group_column is set). */
  variantsOnly?: true;
  /**
   * The column's part in the content update, the default file (docs/channels.md "Content update"):
   * `key` finds the shop's product or variant, `text` is a text the service writes. Every other column
   * is the shop's own and only in the full product file.
   */
  update?: "key" | "text";
  /**
   * The product's name: the catalog's name, or the generated title where the export asks for it
   * (`name=title`) or where the file is a translation (the title is the only name in that language).
   * In a content update only then.
   */
  productName?: true;
  /** Only where the channel's `multilingual` setting names this plugin: its translation columns. */
  multilingual?: MultilingualPlugin;
  /**
   * false: the platform's importer stores the cell as written (an identifier, or text it does not
   * treat as HTML), so a CSV formula guard would stay in the shop; the cell is written unguarded.
   */
  formulaGuard?: false;
  /** What the file says, as the platform's importer reads it, from the record and the SQL text (when `value`); lists and flags for feeds. */
  write?: (record: ExportRecord, text: string) => string | string[] | boolean;
}

/**
 * A column of the platform. Required columns have their text as SQL (`value`, over one catalog record
 * `rec`, see catalog-records.ts: never NULL, '' when empty), so that completeness is one SQL condition
 * for the file and the readiness counts; `write` keeps an empty text empty and a filled one filled.
 */
export type ChannelColumn = ColumnParts & ({ required: true; value: Prisma.Sql } | { required: false; value?: Prisma.Sql });

/** An imported attribute as the export reads it. */
export interface ExportAttribute {
  code: string;
  label: string;
  localizable: boolean;
  externalCode: string | null;
  channelCodes: Prisma.JsonValue;
  wooCommerceForm: "attribute" | "meta";
}

/** Columns for attributes: their headers, and their cells for one record. */
export interface AttributeColumns {
  header: string[];
  write(record: ExportRecord): string[];
}

/** How a channel's file is written: a shop platform's CSV, or a feed (tab-separated, JSON Lines). */
export type FileKind = "csv" | "tsv" | "jsonl";

export interface Channel {
  slug: ChannelSlug;
  name: string;
  file: FileKind;
  /** The settings the channel reads (channel-settings.ts); others are refused. */
  settingNames: readonly ChannelSettingName[];
  columns: ChannelColumn[];
  /** The platform reads a node of its own taxonomy for the category (mapped by the organization). */
  readsTaxonomy: boolean;
  /** What the platform's importer splits category levels on, where a level cannot contain it. */
  categoryLevelSeparator: string | null;
  /**
   * Headers (lower case) that the platform's importer takes for one of its own fields: a column named
   * so by an attribute would overwrite that field.
   */
  importerFields: ReadonlySet<string>;
  /** Families of such headers (numbered, per market, per namespace), tested on the lower-cased header. */
  importerPatterns: readonly RegExp[];
  /** A mapped attribute's values in one cell. */
  mappedText(values: string[]): string;
  /** The platform's own form for the attributes that have no column named in this channel. */
  unmappedColumns(attributes: ExportAttribute[]): AttributeColumns;
  /**
   * How the platform takes a variant group: a row for the product before its variants' rows
   * (`product_row`, WooCommerce's variable product), or the product on its first variant's row
   * (`first_variant_row`, Shopify). Feeds write each variant as an item of its own.
   */
  variantRows: "product_row" | "first_variant_row" | null;
  /**
   * Whether a source column is one of the platform's own product export (a catalog imported from
   * the shop's export holds them): the shop's own field, never written back as an attribute.
   */
  ownExportColumn(code: string): boolean;
  /**
   * For a platform that takes a product's images one a row (Shopify), the rows of the images after
   * the first, as cells by column name, from the product's row (`row`, by column name); the other
   * cells are empty.
   */
  imageRows?(record: ExportRecord, row: Readonly<Record<string, string>>): Record<string, string>[];
}

/** Every built-in channel, in the order of CHANNEL_SLUGS. */
export const CHANNELS: readonly Channel[] = CHANNEL_SLUGS.map(
  (slug) => ({ shopify, woocommerce, google_merchant: googleMerchant, openai_products: openaiProducts })[slug],
);

/** A built-in channel by its slug, or 404. */
export function findChannel(slug: string): Channel {
  const channel = CHANNELS.find((candidate) => candidate.slug === slug);
  if (!channel) throw notFound("channel");
  return channel;
}

/** The required columns with their SQL texts. */
export const requiredColumns = (channel: Channel) =>
  channel.columns.filter((column): column is Extract<ChannelColumn, { required: true }> => column.required);

/**
 * SQL true when the record (`rec`, beside the channel's `cfg`) has no value in a required column: an
 * empty text, where the column is in the organization's file (a field's column only once the
 * organization fills that field).
 */
export const missingValue = ({ value, field }: Extract<ChannelColumn, { required: true }>): Prisma.Sql =>
  field ? Prisma.sql`(cfg.fields -> ${Prisma.raw(`'${field}'`)} IS NOT NULL AND (${value}) = '')` : Prisma.sql`((${value}) = '')`;

/**
 * SQL true when the record (`rec`) has a value in every required column of the channel (of `columns`,
 * a file's, where given).
 */
export const completeRow = (channel: Channel, columns: ChannelColumn[] = channel.columns): Prisma.Sql =>
  Prisma.join(
    requiredColumns(channel)
      .filter((column) => columns.includes(column))
      .map((column) => Prisma.sql`NOT ${missingValue(column)}`),
    " AND ",
  );

/** Which of a channel's files: the content update or the full product file, and whether the title is the name. */
export interface FileShape {
  update: boolean;
  titleAsName: boolean;
}

/**
 * The channel's columns in an organization's file: its own, those of the fields it fills, those of
 * variants where it has groups and of its multilingual plugin; in a content update only its keys and
 * texts (and the name where the title goes there).
 */
export const fileColumns = (
  channel: Channel,
  { fields, variants, multilingual }: { fields: ProductFields; variants: boolean; multilingual?: MultilingualPlugin },
  shape: FileShape = { update: false, titleAsName: false },
): ChannelColumn[] =>
  channel.columns.filter(
    (column) =>
      (!column.field || fields[column.field]) &&
      (!column.variantsOnly || variants) &&
      (!column.multilingual || column.multilingual === multilingual) &&
      (!shape.update || column.update || (column.productName && shape.titleAsName)),
  );
