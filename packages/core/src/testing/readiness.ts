// The readiness counts computed from scratch over the whole catalog, with the channel's own column
// SQL: what the maintained counts (channels/readiness.ts) must always equal.
import { Prisma, type Organization } from "@proseo/db";
import type { Deps } from "../deps.js";
import { catalogRecords } from "../channels/catalog-records.js";
import { channelConfig } from "../channels/channel-settings.js";
import { type ChannelReadiness, channelReadinessOf, staleLanguage } from "../channels/channel-readiness.js";
import { completeRow, findChannel, missingValue, requiredColumns } from "../channels/channels.js";

/** One aggregate over every live product of the organization, answered as channelReadiness answers. */
export async function recountReadiness(
  deps: Deps,
  org: Pick<Organization, "id">,
  slug: string,
  language: string,
): Promise<ChannelReadiness> {
  const channel = findChannel(slug);
  const required = requiredColumns(channel);
  const [counts] = await deps.db.$queryRaw<Record<string, number>[]>`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE ${completeRow(channel)})::int AS complete,
      count(*) FILTER (WHERE NOT rec.published)::int AS unpublished,
      ${Prisma.join(required.map((column, index) => Prisma.sql`count(*) FILTER (WHERE ${missingValue(column)})::int AS ${Prisma.raw(`missing_${index}`)}`))}
    FROM (${catalogRecords(org.id, language)}) rec ${channelConfig(org.id, slug)}`;
  const count = (name: string) => Number(counts?.[name] ?? 0);
  return channelReadinessOf(channel, language, {
    total: count("total"),
    complete: count("complete"),
    noPublishedRecord: count("unpublished"),
    missing: required.map((_, index) => count(`missing_${index}`)),
    stale: await staleLanguage(deps, org.id, language),
  });
}
