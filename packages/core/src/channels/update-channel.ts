import type { Prisma } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { newId } from "../ids.js";
import { validationFailed } from "../validation.js";
import { importedAttributes } from "./attribute-columns.js";
import { categoryKey } from "./catalog-records.js";
import {
  type ChannelSettingName,
  type ChannelSettings,
  type ChannelSettingsChanges,
  changedSettings,
  mergedChannelSettings,
} from "./channel-settings.js";
import { type Channel, findChannel, requiredColumns } from "./channels.js";
import type { ProductField, ProductFields } from "./product-fields.js";
import { type OrganizationChannel, organizationChannel, withSetting } from "./list-channels.js";
import { refreshReadiness } from "./readiness.js";

export interface ChannelChanges {
  skipIncomplete?: boolean;
  /** Category paths to taxonomy nodes; null removes a path's node. */
  categoryTaxonomy?: Record<string, string | null>;
  /** The attributes of the platform's fields; null stops filling a field. */
  productFields?: { [F in ProductField]?: ProductFields[F] | null };
  /** The feed settings; null removes one. */
  settings?: ChannelSettingsChanges;
}

/** A node of Shopify's Standard Product Taxonomy: `aa-1-13`, or its global ID (`gid://shopify/TaxonomyCategory/aa-1-13`). */
const TAXONOMY_NODE = /^(?:gid:\/\/shopify\/TaxonomyCategory\/)?([a-z]{2}(?:-\d+)*)$/;

function mergedTaxonomy(current: Record<string, string>, changes: Record<string, string | null>): Record<string, string> {
  const merged = { ...current };
  const problems: { path: string; message: string }[] = [];
  for (const [category, node] of Object.entries(changes)) {
    const key = categoryKey(category);
    const path = `category_taxonomy.${category}`;
    if (!key) problems.push({ path, message: "a category path such as Apparel/Knitwear" });
    else if (node === null) delete merged[key];
    else {
      const id = TAXONOMY_NODE.exec(node.trim())?.[1];
      if (id) merged[key] = id;
      else problems.push({ path, message: "a Shopify taxonomy category ID such as aa-1-13" });
    }
  }
  if (problems.length) throw validationFailed(problems);
  return merged;
}

/** The fields merged with their changes; each named attribute must be one of the organization's source_data columns. */
async function mergedProductFields(
  tx: Tx,
  orgId: string,
  current: ProductFields,
  changes: NonNullable<ChannelChanges["productFields"]>,
): Promise<ProductFields> {
  const codes = new Set((await importedAttributes(tx, orgId)).map((attribute) => attribute.code));
  const merged: Record<string, unknown> = { ...current };
  const problems: { path: string; message: string }[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete merged[field];
    else if (value && !codes.has(value.attribute)) {
      problems.push({ path: `product_fields.${field}.attribute`, message: `no imported attribute ${value.attribute}` });
    } else if (value) merged[field] = value;
  }
  if (problems.length) throw validationFailed(problems);
  return merged as ProductFields;
}

/** The ids of the organization's live products, locked for the caller's transaction (as refreshReadiness needs). */
async function lockedLiveProducts(tx: Tx, orgId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Product" WHERE "orgId" = ${orgId} AND "deletedAt" IS NULL ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** The settings the channel's required columns read (their SQL names each one it reads as a quoted literal). */
const settingsOfRequiredColumns = (channel: Channel): ChannelSettingName[] => {
  const sql = requiredColumns(channel)
    .map(({ value }) => value.sql)
    .join(" ");
  return channel.settingNames.filter((name) => sql.includes(`'${name}'`));
};

/**
 * Whether a change of settings or product fields can change a product's readiness in the channel: a
 * setting a required column reads, or a field that fills a required column (the price, whose
 * currency and attribute decide whether a product has one).
 */
const changesReadiness = (
  channel: Channel,
  before: { settings: ChannelSettings; productFields: ProductFields },
  after: { settings: ChannelSettings; productFields: ProductFields },
) => {
  const read = settingsOfRequiredColumns(channel);
  const fields = requiredColumns(channel).flatMap(({ field }) => (field ? [field] : []));
  return (
    changedSettings(before.settings, after.settings).some((name) => read.includes(name)) ||
    fields.some((field) => JSON.stringify(before.productFields[field]) !== JSON.stringify(after.productFields[field]))
  );
};

/** Changes the organization's settings of a channel; 404 for an unknown channel. */
export async function updateChannel(
  deps: Deps,
  orgId: string,
  slug: string,
  changes: ChannelChanges,
): Promise<OrganizationChannel> {
  const channel = findChannel(slug);
  if (Object.values(changes).every((change) => change === undefined)) {
    throw validationFailed([{ path: "", message: "send skip_incomplete, category_taxonomy, product_fields or settings" }]);
  }
  if (changes.categoryTaxonomy !== undefined && !channel.readsTaxonomy) {
    throw validationFailed([{ path: "category_taxonomy", message: `${channel.name}'s file has no taxonomy column` }]);
  }
  return deps.db.$transaction(async (tx) => {
    // Settings are merged: one change at a time per organization, so that none is lost.
    await tx.$executeRaw`SELECT 1 FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
    const current = await organizationChannel(tx, orgId, channel);
    const data = {
      skipIncomplete: changes.skipIncomplete ?? current.skipIncomplete,
      categoryTaxonomy: (changes.categoryTaxonomy
        ? mergedTaxonomy(current.categoryTaxonomy, changes.categoryTaxonomy)
        : current.categoryTaxonomy) as Prisma.InputJsonObject,
      productFields: (changes.productFields
        ? await mergedProductFields(tx, orgId, current.productFields, changes.productFields)
        : current.productFields) as Prisma.InputJsonObject,
      settings: (changes.settings
        ? await mergedChannelSettings(tx, orgId, channel, current.settings, changes.settings)
        : current.settings) as Prisma.InputJsonObject,
    };
    const setting = await tx.channelSetting.upsert({
      where: { orgId_slug: { orgId, slug: channel.slug } },
      create: { id: newId("chan"), orgId, slug: channel.slug, ...data },
      update: data,
    });
    // Required columns read some settings and fields: every live product's readiness may change with one.
    const after = { settings: data.settings as ChannelSettings, productFields: data.productFields as ProductFields };
    if (changesReadiness(channel, current, after)) {
      await refreshReadiness(tx, orgId, await lockedLiveProducts(tx, orgId));
    }
    return withSetting(channel, setting);
  });
}
