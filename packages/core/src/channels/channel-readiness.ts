import type { Organization } from "@proseo/db";
import type { ChannelSlug } from "../constants.js";
import type { Deps } from "../deps.js";
import { assertOrganizationLanguage } from "../languages.js";
import { type Channel, findChannel } from "./channels.js";
import { readinessStates } from "./readiness.js";

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

/** The answer from the counts; `missing` holds a count per required column, in the channel's order. */
export function channelReadinessOf(
  channel: Channel,
  language: string,
  counts: { total: number; complete: number; noPublishedRecord: number; missing: number[] },
): ChannelReadiness {
  const missingColumns = channel.columns
    .filter((column) => column.required)
    .map(({ name }, index) => ({ column: name, count: counts.missing[index] ?? 0, index }))
    .filter((missing) => missing.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map(({ column, count }) => ({ column, count }));
  const { total, complete, noPublishedRecord } = counts;
  return { channel: channel.slug, language, total, complete, incomplete: total - complete, noPublishedRecord, missingColumns };
}

/** Counts the catalog from the maintained per-state counts (readiness.ts), with the channel's own columns. */
export async function channelReadiness(
  deps: Deps,
  org: Pick<Organization, "id" | "languages">,
  slug: string,
  language: string,
): Promise<ChannelReadiness> {
  const channel = findChannel(slug);
  assertOrganizationLanguage(org, language);
  const states = await readinessStates(deps.db, org.id, channel.slug, language);
  const count = (matches: (state: (typeof states)[number]) => boolean) =>
    states.reduce((sum, state) => sum + (matches(state) ? state.count : 0), 0);
  return channelReadinessOf(channel, language, {
    total: count(() => true),
    complete: count((state) => state.missing.length === 0),
    noPublishedRecord: count((state) => !state.published),
    missing: channel.columns
      .filter((column) => column.required)
      .map(({ name }) => count((state) => state.missing.includes(name))),
  });
}
