// A feed channel's settings (docs/contract.md "Channels and export"): where a product's page is, who
// sells it where, and which imported attributes hold its price, stock and identifiers. Stored in
// ChannelSetting.settings; the channels' SQL reads them as `cfg.settings` beside the record `rec`.
import { Prisma } from "@proseo/db";
import { z } from "zod";
import type { Tx } from "../deps.js";
import { MULTILINGUAL_PLUGINS } from "../constants.js";
import { languageCode } from "@proseo/writer";
import { validationFailed } from "../validation.js";
import { importedAttributes } from "./attribute-columns.js";

const httpsUrl = z
  .string()
  .max(2000)
  .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, "an absolute https URL");
const countryCode = z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code in upper case, such as DE");
const attributeCode = z.string().min(1).max(200).describe("The code of an imported attribute.");

/** Each setting's form. */
export const CHANNEL_SETTING_SHAPES = {
  link_template: httpsUrl
    .refine((url) => /\{(handle|sku|id)\}/.test(url), "a URL with {handle}, {sku} or {id}")
    .describe("The product page: an https URL with {handle}, {sku} or {id}, e.g. https://shop.example.com/products/{handle}."),
  seller_name: z.string().trim().min(1).max(70).describe("Who sells the products, as shoppers see it."),
  seller_url: httpsUrl.describe("The seller's shop (https)."),
  store_country: countryCode.describe("The store's country (ISO 3166-1 alpha-2)."),
  target_countries: z.array(countryCode).min(1).max(50).describe("The countries sold to (ISO 3166-1 alpha-2)."),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "an ISO 4217 code in upper case, such as EUR")
    .describe("The prices' currency (ISO 4217); a price naming another currency is no price."),
  seller_privacy_policy: httpsUrl.describe("The seller's privacy policy (https); needed for checkout."),
  seller_tos: httpsUrl.describe("The seller's terms of service (https); needed for checkout."),
  is_eligible_search: z.boolean().describe("Shown in ChatGPT search (default true)."),
  is_eligible_checkout: z
    .boolean()
    .describe(
      "Bought in ChatGPT checkout (default false; true only with is_eligible_search, seller_privacy_policy and seller_tos).",
    ),
  price_column: attributeCode.describe("The attribute holding the regular price."),
  sale_price_column: attributeCode.describe("The attribute holding the sale price."),
  availability_column: attributeCode.describe("The attribute holding the stock (a quantity, true/false or a status)."),
  gtin_column: attributeCode.describe("The attribute holding the GTIN (EAN/UPC)."),
  mpn_column: attributeCode.describe("The attribute holding the manufacturer part number."),
  item_group_column: attributeCode.describe("The attribute shared by a product's variants."),
  availability_date_column: attributeCode.describe(
    "The attribute holding the date a preorder or backorder product is available (ISO 8601, such as 2026-12-01).",
  ),
  shop_language: languageCode.describe(
    "The language of the shop's own products (one of the organization's; default its first): its file updates them, keyed by SKU or handle.",
  ),
  multilingual: z
    .enum(MULTILINGUAL_PLUGINS)
    .describe(
      "The shop's multilingual plugin: its columns let a file in another language than shop_language update that language's translations.",
    ),
  product_detail_columns: z
    .array(attributeCode)
    .min(1)
    .max(100)
    .describe(
      "The attributes Google's product_detail shows shoppers, in this order; without it no imported attribute is written.",
    ),
};

export type ChannelSettingName = keyof typeof CHANNEL_SETTING_SHAPES;

/** Stored settings as read (each setting optional). */
export const channelSettingsSchema = z.object(CHANNEL_SETTING_SHAPES).partial();
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

/** The settings that name imported attributes (both feeds read all of them). */
export const COLUMN_SETTINGS = [
  "price_column",
  "sale_price_column",
  "availability_column",
  "gtin_column",
  "mpn_column",
  "item_group_column",
] as const satisfies readonly ChannelSettingName[];

/** The settings that name an imported attribute. */
type ColumnSettingName = Extract<ChannelSettingName, `${string}_column`>;

/** The attribute codes a setting's value names: one for a `_column` setting, a list for a `_columns` one. */
const namedCodes = (name: string, value: unknown): string[] =>
  name.endsWith("_column") && typeof value === "string"
    ? [value]
    : name.endsWith("_columns") && Array.isArray(value)
      ? value
      : [];

/** Changes to the settings: a value sets one, null removes it. */
export type ChannelSettingsChanges = { [S in ChannelSettingName]?: ChannelSettings[S] | null };

/** The effective settings' names whose values differ between two sets of settings. */
export const changedSettings = (before: ChannelSettings, after: ChannelSettings): ChannelSettingName[] =>
  (Object.keys(CHANNEL_SETTING_SHAPES) as ChannelSettingName[]).filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );

/** The stored settings, without any that no longer parse. */
export function channelSettingsOf(stored: unknown): ChannelSettings {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return {};
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) {
    const shape = CHANNEL_SETTING_SHAPES[name as ChannelSettingName];
    if (shape?.safeParse(value).success) settings[name] = value;
  }
  return settings as ChannelSettings;
}

/**
 * The settings merged with their changes: each changed setting one the channel uses, each column one
 * of the organization's imported attributes, checkout only where search is on. 422 naming the setting.
 */
export async function mergedChannelSettings(
  tx: Tx,
  orgId: string,
  channel: { name: string; settingNames: readonly ChannelSettingName[] },
  current: ChannelSettings,
  changes: ChannelSettingsChanges,
): Promise<ChannelSettings> {
  const merged: Record<string, unknown> = { ...current };
  const problems: { path: string; message: string }[] = [];
  const named = Object.entries(changes).some(([name, value]) => namedCodes(name, value).length);
  const codes = named ? new Set((await importedAttributes(tx, orgId)).map((attribute) => attribute.code)) : null;
  for (const [name, value] of Object.entries(changes) as [ChannelSettingName, unknown][]) {
    const path = `settings.${name}`;
    const unknown = namedCodes(name, value).filter((code) => !codes?.has(code));
    if (!channel.settingNames.includes(name)) problems.push({ path, message: `${channel.name} does not use this setting` });
    else if (value === null) delete merged[name];
    else if (unknown.length) problems.push({ path, message: `no imported attribute ${unknown.join(", ")}` });
    else merged[name] = value;
  }
  if (typeof changes.shop_language === "string") {
    const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { languages: true } });
    if (!org.languages.includes(changes.shop_language)) {
      problems.push({
        path: "settings.shop_language",
        message: `not one of the organization's languages (${org.languages.join(", ")})`,
      });
    }
  }
  if (merged.is_eligible_checkout === true && merged.is_eligible_search === false) {
    problems.push({ path: "settings.is_eligible_checkout", message: "checkout needs is_eligible_search true" });
  }
  // OpenAI's checkout shows the seller's policies (docs/channels.md).
  for (const policy of ["seller_privacy_policy", "seller_tos"] as const) {
    if (merged.is_eligible_checkout === true && merged[policy] === undefined) {
      problems.push({ path: `settings.${policy}`, message: "checkout (is_eligible_checkout true) needs this setting" });
    }
  }
  if (problems.length) throw validationFailed(problems);
  return merged as ChannelSettings;
}

/**
 * The channel's stored settings for the organization as `cfg.settings` and its product fields
 * (product-fields.ts) as `cfg.fields` (jsonb, '{}' without), beside the records of a query
 * (FROM … rec ${channelConfig}).
 */
export const channelConfig = (orgId: string, slug: string) => Prisma.sql`
  CROSS JOIN (SELECT COALESCE(s.settings, '{}'::jsonb) AS settings, COALESCE(s."productFields", '{}'::jsonb) AS fields
    FROM (SELECT 1) one LEFT JOIN "ChannelSetting" s ON s."orgId" = ${orgId} AND s.slug = ${slug}) cfg`;

/** A setting's text in SQL ('' without). */
export const settingText = (name: ChannelSettingName) => Prisma.sql`COALESCE(cfg.settings ->> ${Prisma.raw(`'${name}'`)}, '')`;

/** The record's value of the attribute a column setting names (jsonb, NULL without). */
export const mappedValue = (name: ColumnSettingName) => Prisma.sql`(rec.source -> (cfg.settings ->> ${Prisma.raw(`'${name}'`)}))`;
