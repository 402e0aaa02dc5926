// Where an imported attribute goes in a channel's file: a column named for it (its code for that
// channel, else its external code), or the platform's own form for attributes (see each platform's
// file). A name is refused when the platform's importer would read it as something else.
import type { DbOrTx } from "../deps.js";
import type { AttributeColumns, Channel, ExportAttribute } from "./channels.js";
import { attributeTexts } from "./file-text.js";

/**
 * The organization's source_data columns in the order the files list them: its imported attributes,
 * and the content attributes whose code is also a column (labelled by that code, not as content).
 */
export async function importedAttributes(db: DbOrTx, orgId: string): Promise<ExportAttribute[]> {
  const attributes = await db.attribute.findMany({
    where: { orgId, OR: [{ kind: "imported" }, { sourceColumn: true }] },
    orderBy: [{ createdAt: "asc" }, { code: "asc" }],
    select: {
      code: true,
      kind: true,
      label: true,
      localizable: true,
      externalCode: true,
      channelCodes: true,
      wooCommerceForm: true,
    },
  });
  return attributes.map(({ kind, ...attribute }) => (kind === "content" ? { ...attribute, label: attribute.code } : attribute));
}

/** The attribute's codes per channel slug, as stored. */
export const channelCodesOf = (attribute: Pick<ExportAttribute, "channelCodes">): Record<string, string> => {
  const codes = attribute.channelCodes;
  return codes !== null && typeof codes === "object" && !Array.isArray(codes) ? (codes as Record<string, string>) : {};
};

/** The column named for the attribute in the channel's file, or null: then the platform's own form carries it. */
const columnNameOf = (attribute: ExportAttribute, channel: Pick<Channel, "slug">): string | null =>
  channelCodesOf(attribute)[channel.slug] ?? attribute.externalCode;

/**
 * The columns of the organization's attributes in one channel's file: the named ones, then (unless
 * `namedOnly`) the platform's form.
 */
export function attributeColumns(channel: Channel, attributes: ExportAttribute[], { namedOnly = false } = {}): AttributeColumns {
  // A feed has a fixed set of fields: its own form carries every attribute.
  if (channel.file !== "csv") return channel.unmappedColumns(attributes);
  const named = attributes.filter((attribute) => columnNameOf(attribute, channel) !== null);
  const own = channel.unmappedColumns(
    namedOnly ? [] : attributes.filter((attribute) => columnNameOf(attribute, channel) === null),
  );
  return {
    header: [...named.map((attribute) => columnNameOf(attribute, channel)!), ...own.header],
    write: (record) => [
      ...named.map(({ code, localizable }) =>
        channel.mappedText(attributeTexts(code, record.source[code], localizable, record.language)),
      ),
      ...own.write(record),
    ],
  };
}

/**
 * Why `name` cannot name the attribute's column in the channel's file, or null when it can: a column
 * the channel writes itself, a header its importer takes for one of its own fields, or a column
 * another attribute has there (named, or in the platform's form). Compared as the importers do,
 * without regard to case or surrounding blanks.
 */
export function columnClash(channel: Channel, name: string, code: string, attributes: ExportAttribute[]): string | null {
  const wanted = name.trim().toLowerCase();
  if (channel.columns.some((column) => column.name.toLowerCase() === wanted)) {
    return `${channel.name}'s file already has a column "${name}".`;
  }
  if (channel.importerFields.has(wanted) || channel.importerPatterns.some((pattern) => pattern.test(wanted))) {
    return `${channel.name}'s importer reads a column "${name}" as one of its own fields.`;
  }
  const others = attributes.filter((attribute) => attribute.code !== code);
  if (attributeColumns(channel, others).header.some((header) => header.toLowerCase() === wanted))
    return `Another attribute already has the column "${name}" in ${channel.name}'s file.`;
  return null;
}
