import { Prisma, type Organization } from "@proseo/db";
import { EXPORT_PAGE_SIZE, type ChannelSlug } from "../constants.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { validationFailed } from "../validation.js";
import { catalogRecords, contentText, importedValue, titleOrName, urlHandle } from "../channels/catalog-records.js";
import { type Channel, completeRow, findChannel } from "../channels/channels.js";
import { organizationChannel } from "../channels/list-channels.js";
import { csvLines } from "./csv.js";

export interface CatalogExportRequest {
  language: string;
  /** Without it, the organization's default channel. */
  channel?: string;
  /** `translations`: Shopify's translation file instead of the product file. */
  format?: "translations";
}

/** A file ready to be written: what it is, and the query of its rows. */
export interface PreparedExport {
  channel: ChannelSlug;
  language: string;
  format: "products" | "translations";
  skipIncomplete: boolean;
  /** `<organization>-<channel>-<language>.csv` (`-translations` before `.csv` for the translation file). */
  filename: string;
  header: string[];
  /** The rows after `after` (a product id) in id order, at most `limit`; all of them without. */
  query(page?: { after?: string; limit?: number }): Prisma.Sql;
  /** The file's lines for one row of the query. */
  lines(row: Record<string, string>): string[][];
}

export interface CatalogExport extends Omit<PreparedExport, "query" | "lines"> {
  /** The file in pieces: the header with the first page, then one piece per page. */
  chunks: AsyncIterable<string>;
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

/** The file's columns: their names and SQL values, and how one query row becomes lines. */
function layout(
  channel: Channel,
  format: PreparedExport["format"],
  language: string,
  imported: { code: string; externalCode: string | null; localizable: boolean }[],
): { header: string[]; select: Prisma.Sql[]; lines: (values: string[]) => string[][] } {
  if (format === "translations") {
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
      select,
      lines: ([handle = "", ...values]) =>
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
    };
  }
  return {
    header: [...channel.columns.map(({ name }) => name), ...imported.map(({ code, externalCode }) => externalCode ?? code)],
    select: [
      ...channel.columns.map(({ value }) => value),
      ...imported.map(({ code, localizable }) => importedValue(code, localizable)),
    ],
    lines: (values) => [values],
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
): Promise<PreparedExport> {
  const channel = findChannel(request.channel ?? org.defaultChannel);
  const { language } = request;
  assertOrganizationLanguage(org, language);
  const format = request.format ?? "products";
  if (format === "translations" && channel.slug !== "shopify") {
    throw validationFailed([{ path: "format", message: "Only the shopify channel has a translation file." }]);
  }
  const [{ skipIncomplete }, imported] = await Promise.all([
    organizationChannel(deps.db, org.id, channel),
    format === "products"
      ? deps.db.attribute.findMany({
          where: { orgId: org.id, kind: "imported" },
          orderBy: [{ createdAt: "asc" }, { code: "asc" }],
        })
      : [],
  ]);
  const { header, select, lines } = layout(channel, format, language, imported);
  const columns = Prisma.join(select.map((value, index) => Prisma.sql`${value} AS ${Prisma.raw(`c${index}`)}`));
  const defaultLanguage = org.languages[0] ?? language;
  const suffix = format === "translations" ? "-translations" : "";
  return {
    channel: channel.slug,
    language,
    format,
    skipIncomplete,
    filename: `${fileSlug(org.name)}-${channel.slug}-${language}${suffix}.csv`,
    header,
    lines: (row) => lines(select.map((_, index) => row[`c${index}`] ?? "")),
    query: ({ after, limit } = {}) => Prisma.sql`
      SELECT rec.id, ${columns}
      FROM (${catalogRecords(org.id, language, { defaultLanguage, after })}) rec
      ${skipIncomplete ? Prisma.sql`WHERE ${completeRow(channel)}` : Prisma.empty}
      ORDER BY rec.id${limit === undefined ? Prisma.empty : Prisma.sql` LIMIT ${limit}`}`,
  };
}

/** The file's pieces: the header and first page together (so that a failure before them is an ordinary error), then page by page. */
async function* fileChunks(deps: Deps, prepared: PreparedExport, pageSize: number): AsyncGenerator<string> {
  let pending = csvLines([prepared.header]);
  let after: string | undefined;
  for (;;) {
    const rows = await deps.db.$queryRaw<Record<string, string>[]>(prepared.query({ after, limit: pageSize }));
    yield pending + csvLines(rows.flatMap(prepared.lines));
    pending = "";
    if (rows.length < pageSize) return;
    after = rows.at(-1)?.id;
  }
}

/**
 * The catalog as one channel's CSV in one language (docs/contract.md "Export"), read in pages of
 * `pageSize` products by id: nothing holds more than one page, and a consumer that reads slowly
 * makes the reading wait.
 */
export async function exportCatalog(
  deps: Deps,
  org: Pick<Organization, "id" | "name" | "languages" | "defaultChannel">,
  request: CatalogExportRequest,
  options: { pageSize?: number } = {},
): Promise<CatalogExport> {
  const prepared = await prepareCatalogExport(deps, org, request);
  const { query: _query, lines: _lines, ...file } = prepared;
  return { ...file, chunks: fileChunks(deps, prepared, options.pageSize ?? EXPORT_PAGE_SIZE) };
}
