import type { Attribute, Prisma } from "@proseo/db";
import type { ChannelSlug } from "../constants.js";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { channelCodesOf, columnClash, importedAttributes } from "../channels/attribute-columns.js";
import { CHANNELS } from "../channels/channels.js";
import { validationFailed } from "../validation.js";

/**
 * A change of an attribute's label, its column names (the default for every channel, and per
 * channel; null clears one), or how WooCommerce's file carries it while no column is named there.
 */
export interface AttributeChanges {
  label?: string;
  externalCode?: string | null;
  channelCodes?: Partial<Record<ChannelSlug, string | null>>;
  wooCommerceForm?: "attribute" | "meta";
}

export async function updateAttribute(deps: Deps, orgId: string, code: string, changes: AttributeChanges): Promise<Attribute> {
  if (Object.values(changes).every((change) => change === undefined)) {
    throw validationFailed([{ path: "", message: "send label, external_code, channel_codes or woocommerce_form" }]);
  }
  return deps.db.$transaction(async (tx) => {
    // One change of column names at a time per organization, so that two attributes cannot take one name.
    await tx.$executeRaw`SELECT 1 FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
    const attribute = await tx.attribute.findUnique({ where: { orgId_code: { orgId, code } } });
    if (!attribute) throw notFound("attribute");
    const channelCodes = { ...channelCodesOf(attribute) };
    for (const [slug, name] of Object.entries(changes.channelCodes ?? {})) {
      if (name === null) delete channelCodes[slug];
      else if (name !== undefined) channelCodes[slug] = name;
    }
    if (attribute.kind === "imported" || attribute.sourceColumn) {
      const attributes = await importedAttributes(tx, orgId);
      // The name sent for each channel: its own, else external_code where no channel code overrides it.
      const problems = CHANNELS.flatMap((channel) => {
        const own = changes.channelCodes?.[channel.slug];
        const sent = own ?? (channelCodes[channel.slug] ? undefined : changes.externalCode);
        const clash = sent ? columnClash(channel, sent, code, attributes) : null;
        return clash ? [{ path: own ? `channel_codes.${channel.slug}` : "external_code", message: clash }] : [];
      });
      if (problems.length) throw validationFailed(problems);
    }
    return tx.attribute.update({
      where: { id: attribute.id },
      data: {
        label: changes.label,
        externalCode: changes.externalCode,
        channelCodes: channelCodes as Prisma.InputJsonObject,
        wooCommerceForm: changes.wooCommerceForm,
      },
    });
  });
}
