import type { Deps } from "../deps.js";
import { newId } from "../ids.js";
import { findChannel } from "./channels.js";
import type { OrganizationChannel } from "./list-channels.js";

/** Sets whether the channel's file omits incomplete rows; 404 for an unknown channel. */
export async function updateChannel(
  deps: Deps,
  orgId: string,
  slug: string,
  changes: { skipIncomplete: boolean },
): Promise<OrganizationChannel> {
  const channel = findChannel(slug);
  const setting = await deps.db.channelSetting.upsert({
    where: { orgId_slug: { orgId, slug: channel.slug } },
    create: { id: newId("chan"), orgId, slug: channel.slug, skipIncomplete: changes.skipIncomplete },
    update: { skipIncomplete: changes.skipIncomplete },
  });
  return { ...channel, skipIncomplete: setting.skipIncomplete };
}
