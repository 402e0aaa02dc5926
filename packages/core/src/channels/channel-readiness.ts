import { Prisma, type Organization } from "@proseo/db";
import type { ChannelSlug } from "../constants.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { catalogRecords } from "./catalog-records.js";
import { completeRow, findChannel } from "./channels.js";

/** How much of the catalog the channel's file would carry complete (docs/contract.md "Readiness"). */
export interface ChannelReadiness {
  channel: ChannelSlug;
  language: string;
  /** Live (not deleted) products: the rows of the file without skip_incomplete. */
  total: number;
  /** Products with a value in every required column: the rows of the file with skip_incomplete. */
  complete: number;
  /** total - complete. */
  incomplete: number;
  /** Live products without a published record (with the built-in channels, all of them incomplete). */
  noPublishedRecord: number;
  /** Per required column, the products it is empty for; most frequent first, columns never missing left out. */
  missingColumns: { column: string; count: number }[];
}

/** Counts the whole catalog in one aggregate query, with the channel's own column definitions. */
export async function channelReadiness(
  deps: Deps,
  org: Pick<Organization, "id" | "languages">,
  slug: string,
  language: string,
): Promise<ChannelReadiness> {
  const channel = findChannel(slug);
  assertOrganizationLanguage(org, language);
  const required = channel.columns.filter((column) => column.required);
  const [counts] = await deps.db.$queryRaw<Record<string, number>[]>`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE ${completeRow(channel)})::int AS complete,
      count(*) FILTER (WHERE NOT rec.published)::int AS unpublished,
      ${Prisma.join(required.map(({ value }, index) => Prisma.sql`count(*) FILTER (WHERE (${value}) = '')::int AS ${Prisma.raw(`missing_${index}`)}`))}
    FROM (${catalogRecords(org.id, language)}) rec`;
  const count = (name: string) => Number(counts?.[name] ?? 0);
  const missingColumns = required
    .map(({ name }, index) => ({ column: name, count: count(`missing_${index}`), index }))
    .filter((missing) => missing.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ column, count }) => ({ column, count }));
  return {
    channel: channel.slug,
    language,
    total: count("total"),
    complete: count("complete"),
    incomplete: count("total") - count("complete"),
    noPublishedRecord: count("unpublished"),
    missingColumns,
  };
}
