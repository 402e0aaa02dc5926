import type { ChannelSetting } from "@proseo/db";
import type { DbOrTx, Deps } from "../deps.js";
import { type ChannelSettings, channelSettingsOf } from "./channel-settings.js";
import { CHANNELS, type Channel } from "./channels.js";
import { type ProductFields, productFieldsOf } from "./product-fields.js";

/** A channel with the organization's settings for it. */
export interface OrganizationChannel extends Channel {
  /** The channel's file omits incomplete rows (false until the organization turns it on). */
  skipIncomplete: boolean;
  /** Category paths (levels joined by `/`) to the platform's taxonomy nodes. */
  categoryTaxonomy: Record<string, string>;
  /** The attributes that fill the platform's price, weight and dimensions. */
  productFields: ProductFields;
  /** The feed settings (only those the channel uses are ever stored). */
  settings: ChannelSettings;
}

/** The channel with the organization's setting for it, or the defaults without one. */
export const withSetting = (channel: Channel, setting: ChannelSetting | null | undefined): OrganizationChannel => ({
  ...channel,
  skipIncomplete: setting?.skipIncomplete ?? false,
  categoryTaxonomy: (setting?.categoryTaxonomy as Record<string, string> | undefined) ?? {},
  productFields: productFieldsOf(setting?.productFields),
  settings: channelSettingsOf(setting?.settings),
});

/** One channel as the organization has set it up. */
export async function organizationChannel(db: DbOrTx, orgId: string, channel: Channel): Promise<OrganizationChannel> {
  return withSetting(channel, await db.channelSetting.findUnique({ where: { orgId_slug: { orgId, slug: channel.slug } } }));
}

/** Every built-in channel with the organization's settings. */
export async function listChannels(deps: Deps, orgId: string): Promise<OrganizationChannel[]> {
  const settings = await deps.db.channelSetting.findMany({ where: { orgId } });
  return CHANNELS.map((channel) =>
    withSetting(
      channel,
      settings.find((setting) => setting.slug === channel.slug),
    ),
  );
}
