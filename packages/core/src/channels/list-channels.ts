import type { DbOrTx, Deps } from "../deps.js";
import { CHANNELS, type Channel } from "./channels.js";

/** A channel with the organization's settings for it. */
export interface OrganizationChannel extends Channel {
  /** The channel's file omits incomplete rows (false until the organization turns it on). */
  skipIncomplete: boolean;
}

/** One channel as the organization has set it up. */
export async function organizationChannel(db: DbOrTx, orgId: string, channel: Channel): Promise<OrganizationChannel> {
  const setting = await db.channelSetting.findUnique({ where: { orgId_slug: { orgId, slug: channel.slug } } });
  return { ...channel, skipIncomplete: setting?.skipIncomplete ?? false };
}

/** Every built-in channel with the organization's settings. */
export async function listChannels(deps: Deps, orgId: string): Promise<OrganizationChannel[]> {
  const settings = await deps.db.channelSetting.findMany({ where: { orgId } });
  const skipping = new Map(settings.map((setting) => [setting.slug, setting.skipIncomplete]));
  return CHANNELS.map((channel) => ({ ...channel, skipIncomplete: skipping.get(channel.slug) ?? false }));
}
