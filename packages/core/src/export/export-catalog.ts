import { Prisma, type Organization } from "@proseo/db";
import { attributeName } from "@proseo/writer";
import { type ChannelSlug, EXPORT_PAGE_SIZE, type EXPORT_FORMATS, shopLanguageOf } from "../constants.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { validationFailed } from "../validation.js";
import { attributeColumns, importedAttributes } from "../channels/attribute-columns.js";
import {
  catalogRecords,
  categoryKey,
  categoryPath,
  contentText,
  contentJson,
  imagesJson,
  keywordsJson,
  shownInLanguage,
  titleOrName,
  urlHandle,
} from "../channels/catalog-records.js";
import { type ChannelSettings, channelConfig } from "../channels/channel-settings.js";
import { writtenByPerson } from "../channels/feed-values.js";
import {
  type Channel,
  type ChannelColumn,
  completeRow,
  type ExportAttribute,
  type ExportRecord,
  type FileKind,
  type FileShape,
  fileColumns,
  findChannel,
} from "../channels/channels.js";
import { type OrganizationChannel, organizationChannel } from "../channels/list-channels.js";
import { productFieldValues } from "../channels/product-fields.js";
import { BLOB_KEY } from "../media/blob-store.js";
import type { PlatformImages } from "../media/platform-images.js";
import { FILE_FORMATS, type FileRow } from "./file-formats.js";
import { groupMembers, groupValue, type VariantMember, variantRecords } from "./variant-groups.js";

export interface CatalogExportRequest {
  language: string;
  /** Without it, the organization's default channel. */
  channel?: string;
  /**
   * A shop platform's file (docs/channels.md "Content update"): `update` (the default) the keys and
   * texts a shop imports over its products, `products` the full product file, `translations`
   * Shopify's translation file. A feed is always its full file.
   */
  format?: (typeof EXPORT_FORMATS)[number];
  /** `title`: the generated title goes to the product's name (Name, Title); without it the catalog's name. */
  name?: "title";
}

/** A file ready to be written: what it is, and the query of its rows. */
export interface PreparedExport {
  channel: ChannelSlug;
  language: string;
  format: (typeof EXPORT_FORMATS)[number];
  skipIncomplete: boolean;
  /**
   * `<organization>-<channel>-<language>.<csv|tsv|jsonl>` (the channel's file kind; `-translations`
   * before `.csv` for the translation file).
   */
  filename: string;
  /** The file's media type, for Content-Type. */
  mediaType: string;
  header: string[];
  /** Per header column, false where the platform reads a cell as written, so a formula guard would stay (csv.ts). */
  guarded: boolean[];
  /** The names of the query's columns besides `id`. */
  columns: string[];
  /** The rows after `after` (a product id) in id order, at most `limit`; all of them without. */
  query(page?: { after?: string; limit?: number }): Prisma.Sql;
  /** The file's kind: how header and lines are written. */
  file: FileKind;
  /** The file's lines for rows of the query (lists only in JSON Lines). */
  lines(rows: Record<string, string>[]): Promise<FileRow[]>;
}

export interface CatalogExport extends Omit<PreparedExport, "query" | "lines" | "columns"> {
  /** The file in pieces: the header with the first page, then one piece per page. */
  chunks: AsyncIterable<string>;
}

export interface ExportOptions {
  /** Products read per query. */
  pageSize?: number;
  /**
   * Where a platform downloads uploaded images: addresses that last (platform-images.ts) under the
   * API's public address. Without it, only images stored under an absolute address go into the file.
   */
  images?: { urls: PlatformImages; baseUrl: string } | null;
}

/** Shopify's translation file: one row per product, field and language, keyed by the URL handle. */
const TRANSLATION_HEADER = [
  "Type",
  "Identification",
  "Field",
  "Locale",
  "Market",
  "Status",
  "Default content",
  "Translated content",
];
const TRANSLATED_FIELDS = [
  { field: "title", attribute: "title" },
  { field: "body_html", attribute: "description" },
  { field: "meta_title", attribute: "meta_title" },
  { field: "meta_description", attribute: "meta_description" },
] as const;

/** The organization's name as a file-name part: ASCII letters and digits, `-` between words. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "catalog";
}

/** The file's columns: their names, the SQL values the query selects, and how a page of rows becomes lines. */
interface Layout {
  header: string[];
  /** The channel's columns in the file (completeness is theirs). */
  channelColumns: ChannelColumn[];
  guarded: boolean[];
  select: Prisma.Sql[];
  lines: (rows: string[][]) => Promise<FileRow[]>;
}

function translationsLayout(language: string): Layout {
  const select = [
    urlHandle,
    ...TRANSLATED_FIELDS.map(({ attribute }) =>
      attribute === "title" ? titleOrName("default_lang") : contentText(attribute, "default_lang"),
    ),
    ...TRANSLATED_FIELDS.map(({ attribute }) => contentText(attribute)),
  ];
  const fields = TRANSLATED_FIELDS.length;
  return {
    header: TRANSLATION_HEADER,
    channelColumns: [],
    // Shopify reads the contents as written, like the product file's titles and SEO fields.
    guarded: TRANSLATION_HEADER.map((name) => !name.endsWith(" content")),
    select,
    lines: async (rows) =>
      rows.flatMap(([handle = "", ...values]) =>
        TRANSLATED_FIELDS.map(({ field }, index) => [
          "PRODUCT",
          handle,
          field,
          language,
          "",
          "",
          values[index] ?? "",
          values[fields + index] ?? "",
        ]),
      ),
  };
}

/** What a record needs besides the columns' SQL texts, in this order after them. */
const RECORD_FIELDS = [
  Prisma.sql`CASE WHEN ${shownInLanguage} THEN 't' ELSE 'f' END`,
  titleOrName(),
  Prisma.sql`COALESCE(rec.brand, '')`,
  categoryPath,
  keywordsJson,
  imagesJson,
  Prisma.sql`COALESCE(rec.source, '{}'::jsonb)::text`,
  contentJson,
  writtenByPerson,
  urlHandle,
  Prisma.sql`rec.id`,
];

/** A record's absolute image addresses: stored blobs at their lasting addresses, or left out without `images`. */
const imageAddresses = (
  stored: { id: string; key: string; base: boolean }[],
  handle: string,
  images: ExportOptions["images"],
): ExportRecord["images"] =>
  stored.flatMap(({ id, key, base }) => {
    if (/^https?:\/\//.test(key)) return [{ url: key, base, key }];
    return images && BLOB_KEY.test(key)
      ? [{ url: images.urls.url(images.baseUrl, { id, blobKey: key }, handle), base, key }]
      : [];
  });

/** Where a file's variant groups come from: the attribute that names them, and the members of a page's groups. */
interface VariantSource {
  column: string;
  layout: "product_row" | "first_variant_row";
  members(groups: string[]): Promise<Map<string, VariantMember[]>>;
}

/** A cell of a row in a variant group: empty on the rows its column is not for (ChannelColumn.variantRows). */
const variantCell = (column: ChannelColumn, record: ExportRecord, cell: ReturnType<NonNullable<ChannelColumn["write"]>>) =>
  !record.variant ||
  !column.variantRows ||
  record.variant.role === "product_and_variant" ||
  record.variant.role === column.variantRows
    ? cell
    : "";

/** The catalog's own name of the product, where the export does not write the title there. */
const catalogName = Prisma.sql`COALESCE(rec.name, '')`;

/** A file's products: which language, the shop's language, and which of the channel's files. */
interface ProductsFile {
  language: string;
  shopLanguage: string;
  shape: FileShape;
}

function productsLayout(
  setting: OrganizationChannel,
  { language, shopLanguage, shape }: ProductsFile,
  attributes: ExportAttribute[],
  images: ExportOptions["images"],
  variants: VariantSource | null,
): Layout {
  const columns = fileColumns(
    setting,
    { fields: setting.productFields, variants: variants !== null, multilingual: setting.settings.multilingual },
    shape,
  );
  const columnValue = ({ value, productName }: ChannelColumn) => (productName && !shape.titleAsName ? catalogName : value);
  // Each SQL text once, however many columns write it (Google's description in either form).
  const values = [...new Set(columns.flatMap((column) => (column.value ? [columnValue(column)!] : [])))];
  // Where each column's SQL text is in a row (-1: written from the record alone).
  const textAt = columns.map((column) => (column.value ? values.indexOf(columnValue(column)!) : -1));
  // An attribute that fills a platform field is that field in the file, never also an attribute row;
  // the one naming variant groups is the file's grouping; a column of the platform's own export is the
  // shop's own field (a catalog imported from that export brings them back).
  const ownColumns = new Set([...Object.values(setting.productFields).map(({ attribute }) => attribute), variants?.column]);
  // Shoppers read each attribute by its name in the file's language (never a raw code).
  const fileAttributes = attributes
    .filter(({ code }) => !ownColumns.has(code) && !setting.ownExportColumn(code))
    .map((attribute) => ({ ...attribute, label: attributeName(attribute.code, language, attribute.label) }));
  // A content update carries the attributes the organization maps to a column of their own, not the shop's.
  const attributeFile = attributeColumns(setting, fileAttributes, { namedOnly: shape.update });
  const header = [...columns.map(({ name }) => name), ...attributeFile.header];
  return {
    header,
    channelColumns: columns,
    guarded: [...columns.map(({ formulaGuard }) => formulaGuard !== false), ...attributeFile.header.map(() => true)],
    select: [...values, ...RECORD_FIELDS],
    lines: async (rows) => {
      const records = rows.map((row) => {
        const [
          shown,
          title = "",
          brand = "",
          category = "",
          keywords = "[]",
          stored = "[]",
          source = "{}",
          content = "{}",
          written = "{}",
          handle = "",
        ] = row.slice(values.length);
        const levels = categoryKey(category);
        const data = JSON.parse(source);
        const record: ExportRecord = {
          language,
          shown: shown === "t",
          title,
          brand,
          categoryLevels: levels ? levels.split("/") : [],
          categoryNode: setting.categoryTaxonomy[levels] ?? "",
          keywords: JSON.parse(keywords),
          images: imageAddresses(JSON.parse(stored), handle, images),
          source: data,
          fields: productFieldValues(data, setting.productFields),
          content: JSON.parse(content),
          writtenByPerson: JSON.parse(written),
          settings: setting.settings,
          shopLanguage,
          handle,
          variant: null,
        };
        return { id: row.at(-1) ?? "", row, record };
      });
      const groupOf = ({ record }: (typeof records)[number]) => (variants ? groupValue(record.source[variants.column]) : "");
      const members = variants ? await variants.members([...new Set(records.map(groupOf).filter(Boolean))]) : null;
      return records.flatMap((entry) => {
        const group = groupOf(entry);
        const written =
          variants && group
            ? variantRecords(entry.record, entry.id, group, members?.get(group), fileAttributes, variants.layout)
            : [entry.record];
        // A content update has nothing for a variation's own row (its texts are its product's); Shopify
        // needs every variant's row of a product it updates, or it replaces them by one.
        const rows =
          shape.update && setting.variantRows === "product_row"
            ? written.filter(({ variant }) => variant?.role !== "variant")
            : written;
        return rows.flatMap((record) => {
          const cells = [
            ...columns.map((column, index) => {
              const text = entry.row[textAt[index]!] ?? "";
              return variantCell(column, record, column.write ? column.write(record, text) : text);
            }),
            ...attributeFile.write(record),
          ];
          if (!setting.imageRows || shape.update) return [cells];
          const named = Object.fromEntries(header.map((name, index) => [name, String(cells[index] ?? "")]));
          const imageRows = setting.imageRows(record, named).map((row) => header.map((name) => row[name] ?? ""));
          return [cells, ...imageRows];
        });
      });
    },
  };
}

/**
 * Checks an export request and describes its file: the channel (the organization's default when
 * none is named), a language the organization uses, and the query of its rows.
 */
export async function prepareCatalogExport(
  deps: Deps,
  org: Pick<Organization, "id" | "name" | "languages" | "defaultChannel">,
  request: CatalogExportRequest,
  options: Pick<ExportOptions, "images"> = {},
): Promise<PreparedExport> {
  const channel = findChannel(request.channel ?? org.defaultChannel);
  const { language } = request;
  assertOrganizationLanguage(org, language);
  if (request.format === "translations" && channel.slug !== "shopify") {
    throw validationFailed([{ path: "format", message: "Only the shopify channel has a translation file." }]);
  }
  // A feed has one file, its full one.
  const format = channel.file === "csv" ? (request.format ?? "update") : "products";
  if (request.name && format === "translations") {
    throw validationFailed([
      { path: "name", message: "The translation file has the title; name=title is for the product files." },
    ]);
  }
  const [setting, imported] = await Promise.all([
    organizationChannel(deps.db, org.id, channel),
    format === "translations" ? [] : importedAttributes(deps.db, org.id),
  ]);
  const shopLanguage = shopLanguageOf(org.languages, setting.settings.shop_language);
  if (format === "update" && language !== shopLanguage) assertTranslatable(channel, setting.settings, language, shopLanguage);
  const groupColumn = channel.variantRows ? setting.settings.item_group_column : undefined;
  const variants: VariantSource | null =
    groupColumn && channel.variantRows
      ? {
          column: groupColumn,
          layout: channel.variantRows,
          members: (groups) => groupMembers(deps.db, org.id, groupColumn, groups),
        }
      : null;
  const shape = { update: format === "update", titleAsName: request.name === "title" || language !== shopLanguage };
  const { header, channelColumns, guarded, select, lines } =
    format === "translations"
      ? translationsLayout(language)
      : productsLayout(setting, { language, shopLanguage, shape }, imported, options.images, variants);
  const columns = select.map((_, index) => `c${index}`);
  const selected = Prisma.join(select.map((value, index) => Prisma.sql`${value} AS ${Prisma.raw(columns[index]!)}`));
  const defaultLanguage = org.languages[0] ?? language;
  // A feed publishes to a shopping surface at once, and a content update writes texts over the shop's:
  // both only for products published in its language (docs/channels.md).
  const filters = [
    ...(channel.file === "csv" && format !== "update" ? [] : [shownInLanguage]),
    ...(setting.skipIncomplete ? [completeRow(channel, format === "translations" ? channel.columns : channelColumns)] : []),
  ];
  const suffix = format === "translations" ? "-translations" : "";
  const file = format === "translations" ? "csv" : channel.file;
  return {
    channel: channel.slug,
    language,
    format,
    skipIncomplete: setting.skipIncomplete,
    filename: `${fileSlug(org.name)}-${channel.slug}-${language}${suffix}.${file}`,
    mediaType: FILE_FORMATS[file].mediaType,
    file,
    header,
    guarded,
    columns,
    lines: (rows) => lines(rows.map((row) => columns.map((column) => row[column] ?? ""))),
    query: ({ after, limit } = {}) => Prisma.sql`
      SELECT rec.id, ${selected}
      FROM (${catalogRecords(org.id, language, { defaultLanguage, after })}) rec ${channelConfig(org.id, channel.slug)}
      ${filters.length ? Prisma.sql`WHERE ${Prisma.join(filters, " AND ")}` : Prisma.empty}
      ORDER BY rec.id${limit === undefined ? Prisma.empty : Prisma.sql` LIMIT ${limit}`}`,
  };
}

/**
 * 422 unless a content update in another language than the shop's updates translations rather than
 * the shop's own products: Shopify takes translations only in its translation file, and WooCommerce
 * only through a multilingual plugin (two files keyed by the same SKUs would overwrite each other).
 * The full product file is for a new shop, in whichever language it is.
 */
function assertTranslatable(channel: Channel, settings: ChannelSettings, language: string, shopLanguage: string): void {
  if (channel.slug === "shopify") {
    throw validationFailed([
      {
        path: "language",
        message: `Shopify's products are in ${shopLanguage} (the channel's shop_language); their ${language} texts go in its translation file (format=translations).`,
      },
    ]);
  }
  if (!settings.multilingual) {
    throw validationFailed([
      {
        path: "language",
        message: `The shop's products are in ${shopLanguage} (the channel's shop_language): a ${language} file keyed by the same SKUs would overwrite them. Set the channel's multilingual setting (wpml or polylang) to write ${language} as their translations.`,
      },
    ]);
  }
}

/** The file's pieces: the header and first page together (so that a failure before them is an ordinary error), then page by page. */
async function* fileChunks(deps: Deps, prepared: PreparedExport, pageSize: number): AsyncGenerator<string> {
  const format = FILE_FORMATS[prepared.file];
  let pending = format.header(prepared.header);
  let after: string | undefined;
  for (;;) {
    const rows = await deps.db.$queryRaw<Record<string, string>[]>(prepared.query({ after, limit: pageSize }));
    yield pending + format.lines(prepared.header, await prepared.lines(rows), prepared.guarded);
    pending = "";
    if (rows.length < pageSize) return;
    after = rows.at(-1)?.id;
  }
}

/**
 * The catalog as one channel's file (CSV, TSV or JSON Lines) in one language (docs/contract.md "Export"), read in pages of
 * `pageSize` products by id: nothing holds more than one page, and a consumer that reads slowly
 * makes the reading wait.
 */
export async function exportCatalog(
  deps: Deps,
  org: Pick<Organization, "id" | "name" | "languages" | "defaultChannel">,
  request: CatalogExportRequest,
  options: ExportOptions = {},
): Promise<CatalogExport> {
  const prepared = await prepareCatalogExport(deps, org, request, options);
  const { query: _query, lines: _lines, columns: _columns, ...file } = prepared;
  return { ...file, chunks: fileChunks(deps, prepared, options.pageSize ?? EXPORT_PAGE_SIZE) };
}
