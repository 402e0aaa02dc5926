// Constants the API and the console share. This module imports no database or Node code, so
// that the console (browser code too) can use it through the package entry "@proseo/core/constants".

import type { ContentField } from "@proseo/writer";

export { type ErrorCode, errorStatus } from "./errors.js";

/** What an API key may do; each procedure names the one it needs. */
export const SCOPES = [
  "catalog:read",
  "catalog:write",
  "generate",
  "export",
  "media:generate",
  "content:manage",
  "webhooks:manage",
] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What a console member may do, most first; each role may do what the roles after it may: owner
 * (members and invitations), admin (keys, webhooks, channels, settings), editor (catalog,
 * generation, batches, review, publishing, media), viewer (reading).
 */
export const ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** Whether a member of role `role` may do what needs `needed`. */
export const roleAllows = (role: Role, needed: Role) => ROLES.indexOf(role) <= ROLES.indexOf(needed);

/** Every price in credits, in one table (docs/contract.md "Credits and prices"). */
export const PRICES = {
  syncDescriptionPerLanguage: 2,
  batchDescriptionPerLanguage: 1,
  aiPhoto: 10,
  videoFlatFiveSeconds: 20,
  videoPerSecond: 4,
  videoQualityMultiplier: { standard: 1, high: 2 },
  script: 3,
} as const;

/** A video clip's price: 5 seconds without audio is the flat rate, anything longer is per second times quality. */
export function videoPrice(durationSeconds: number, audio: boolean, quality: VideoQuality): number {
  if (durationSeconds === AI_VIDEO.flatSeconds && !audio) return PRICES.videoFlatFiveSeconds;
  return durationSeconds * PRICES.videoPerSecond * PRICES.videoQualityMultiplier[quality];
}

/** What a synchronous generation reserves: each language asked for at the synchronous price (only succeeded ones are charged). */
export const generationReservation = (languages: number) => languages * PRICES.syncDescriptionPerLanguage;

/** What a batch reserves: each of its descriptions (a product in a language) at the batch price. */
export const batchReservation = (descriptions: number) => descriptions * PRICES.batchDescriptionPerLanguage;

/** What an AI photo session may ask for (docs/contract.md "AI media"); `as_model` keeps the model's own look. */
export const AI_PHOTO_OPTIONS = {
  subject: ["product", "garment"],
  expression: ["natural", "smile", "laugh", "neutral", "serious", "playful"],
  hairstyle: ["as_model", "loose", "ponytail", "bun", "braids", "short_crop"],
  makeup: ["as_model", "none", "natural", "bold"],
  outfit: ["as_model", "casual", "business", "evening", "sporty"],
} as const;
export type AiPhotoOption = keyof typeof AI_PHOTO_OPTIONS;
export type AiSubject = (typeof AI_PHOTO_OPTIONS.subject)[number];
export type AiExpression = (typeof AI_PHOTO_OPTIONS.expression)[number];
export interface AiLook {
  hairstyle: (typeof AI_PHOTO_OPTIONS.hairstyle)[number];
  makeup: (typeof AI_PHOTO_OPTIONS.makeup)[number];
  outfit: (typeof AI_PHOTO_OPTIONS.outfit)[number];
}

/** AI video clips: durations in whole seconds, audio only above the flat five seconds. */
export const AI_VIDEO = { minSeconds: 5, maxSeconds: 30, flatSeconds: 5, defaultSeconds: 5 } as const;
export const VIDEO_QUALITIES = ["standard", "high"] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** Video scripts: the clip they plan, in seconds. */
export const VIDEO_SCRIPT = { minSeconds: 5, maxSeconds: 30, defaultSeconds: 15 } as const;

/** The contract's limits on lists and pages (docs/contract.md "Limits"). */
export const LIMITS = {
  productsPerUpsert: 500,
  productsPerBatch: 500,
  /** Products one bulk approve or unpublish acts on. */
  productsPerBulkAction: 500,
  productPage: { default: 50, max: 200 },
  /** A product list counts matches up to this many; beyond it `total` stops here and says it was capped. */
  productTotalCap: 100_000,
  revisionPage: { default: 20, max: 50 },
  /** Incomplete products per page of a channel's readiness. */
  incompletePage: { default: 50, max: 200 },
  batchPage: { default: 20, max: 100 },
  /** Products per page of a batch's items (each with every language). */
  batchItemPage: { default: 20, max: 100 },
  ledgerPage: { default: 50, max: 200 },
  languagesPerGeneration: 30,
  mediaDeltasPage: { default: 100, max: 500 },
  webhooksPerOrganization: 20,
  /** Distinct category paths the category tree reads. */
  categoryPaths: 5_000,
  /** Columns an import's remembered mapping holds. */
  importMappingColumns: 1_000,
} as const;

/** Gallery roles and item types (docs/contract.md "Media"). */
export const MEDIA_ROLES = ["base", "gallery", "swatch", "model_3d"] as const;
export type MediaRoleName = (typeof MEDIA_ROLES)[number];
/** The image formats an upload may be, told from the bytes. */
export const IMAGE_FORMATS = ["png", "jpeg", "webp"] as const;
/** The most pixels an image may have (width × height): a small compressed file can hold a huge image to decode. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The events a webhook may subscribe to. */
export const WEBHOOK_EVENTS = ["media.updated"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The orders a product list can be read in, each served by an index: newest first, last changed first, by SKU. */
export const PRODUCT_SORTS = ["-created_at", "-updated_at", "sku"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The built-in channels, the export targets (docs/contract.md "Channels and export"). */
/** The shop platforms' CSV channels: the catalog.csv export's, an organization's default one, attribute column names. */
export const CSV_CHANNEL_SLUGS = ["shopify", "woocommerce"] as const;
export type CsvChannelSlug = (typeof CSV_CHANNEL_SLUGS)[number];
export const CHANNEL_SLUGS = [...CSV_CHANNEL_SLUGS, "google_merchant", "openai_products"] as const;
export type ChannelSlug = (typeof CHANNEL_SLUGS)[number];
export const CHANNEL_NAMES: Record<ChannelSlug, string> = {
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  google_merchant: "Google Merchant Center",
  openai_products: "OpenAI product feed",
};

/** Products the CSV export reads per query (EXPORT_PAGE_SIZE): memory holds one page, whatever the catalog's size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * A shop platform's files (docs/channels.md "Content update"): the content update a shop imports over
 * its products (the default), the full product file for a new shop, and Shopify's translation file.
 */
export const EXPORT_FORMATS = ["update", "products", "translations"] as const;

/**
 * The language of a shop's own products: the channel's `shop_language` while the organization has it, else the
 * organization's first language (docs/channels.md "Content update"). The export and the console read it here.
 */
export const shopLanguageOf = (languages: readonly string[], shopLanguage: string | undefined): string =>
  shopLanguage && languages.includes(shopLanguage) ? shopLanguage : (languages[0] ?? "");

/** The multilingual plugins whose columns the WooCommerce file can carry (channel setting `multilingual`). */
export const MULTILINGUAL_PLUGINS = ["wpml", "polylang"] as const;

/** The contract's request body limit (docs/contract.md "Limits"), kept by the API and the console's proxy. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** How deep objects and arrays of a request may nest (source_data is free form). */
export const MAX_INPUT_DEPTH = 32;

/** The highest version a product record can have (a PostgreSQL integer); a larger number names none. */
export const MAX_VERSION = 2_147_483_647;

/** The body limit of the console's own forms (sign-in, sign-up): a few short fields. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The most procedures one tRPC batch from the console may call. */
export const MAX_BATCH_CALLS = 10;

/** next-auth's session cookie names (the second over HTTPS). */
export const SESSION_COOKIES: readonly string[] = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * How long a console session lasts: it ends after this long without a call (idle), and this long
 * after sign-in however much it is used (absolute; the session cookie's lifetime too).
 */
export const CONSOLE_SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const CONSOLE_SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session's last use is written at most this often, not on every call. */
export const CONSOLE_SESSION_RENEWAL_SECONDS = 5 * 60;

/**
 * The visitor's address, as the console's server found it (from the socket, or TRUST_PROXY hops into
 * X-Forwarded-For), on its sign-in and sign-up calls to the API; trusted with the internal secret only.
 */
export const VISITOR_ADDRESS_HEADER = "x-visitor-address";

/** Requests one feed token's URL may make a minute: a platform fetches a feed a few times a day. */
export const FEED_FETCHES_PER_MINUTE = 10;

/** Failures a subject (a client IP) may have in a window before it is refused without any further work. */
export const FAILURE_LIMITS = {
  /** Requests refused 401 for their API key: none, malformed, unknown, revoked or expired. */
  authentication: { points: 60, duration: 60 },
  /**
   * Feed URLs that answered 404 (unknown, revoked or another channel's token, another extension), counted apart
   * from API keys: platforms fetch feeds from shared addresses, whose dead URLs must not lock out API keys.
   */
  feed_token: { points: 60, duration: 60 },
  /**
   * Wrong email or password at the console's sign-in (or the current password at its change), and attempts
   * refused by a limit of the visitor or the account, per visitor.
   */
  sign_in: { points: 10, duration: 15 * 60 },
  /** Sign-ups refused by a limit of the visitor or the email, per visitor. */
  sign_up: { points: 10, duration: 10 * 60 },
} as const;

/**
 * Lookups of keys this process has not accepted lately that a client IP blocked for its failed keys
 * (FAILURE_LIMITS authentication) may still have a minute, counted in each process's memory: a valid
 * key behind a shared address that sent bad ones is served, and made-up keys from it cost at most
 * this many queries.
 */
export const BLOCKED_KEY_LOOKUPS_PER_MINUTE = 10;

/**
 * Failures a visitor may have on record (FAILURE_LIMITS sign_in, sign_up) and still pass the global caps
 * (ATTEMPT_LIMITS sign_in_all, sign_up_all): a cap spent by a flood refuses those who misbehaved, never a
 * visitor who has not (a mistyped password or two is no misbehaviour).
 */
export const CLEAN_RECORD_FAILURES = 3;

/** Attempts, right or wrong, a subject may make in a window: the password hashing it may ask for. */
export const ATTEMPT_LIMITS = {
  /** Sign-ins per visitor address. */
  sign_in: { points: 20, duration: 60 },
  /** Sign-ins of every visitor together; past it, only visitors with a clean record (CLEAN_RECORD_FAILURES). */
  sign_in_all: { points: 600, duration: 60 },
  /** Sign-ups per visitor address. */
  sign_up: { points: 30, duration: 10 * 60 },
  /** Sign-ups for one email, from whichever visitors. */
  sign_up_email: { points: 5, duration: 60 * 60 },
  /** Sign-ups of every visitor together; past it, only visitors with a clean record (CLEAN_RECORD_FAILURES). */
  sign_up_all: { points: 100, duration: 10 * 60 },
} as const;

/**
 * Wrong passwords for one email slow down the visitor who sent them, never anyone else: after a few,
 * each one makes that visitor wait (twice as long each time) before trying the email again. While
 * an email is guessed at from many visitors, each waits from its first wrong password on; a visitor
 * who has not guessed (the account's owner) signs in as always.
 */
export const WRONG_PASSWORD_BACKOFF = {
  /** How long wrong passwords are remembered. */
  duration: 15 * 60,
  /** Wrong passwords of a visitor for an email before it has to wait. */
  freeFailures: 3,
  /** Wrong passwords for an email, from all visitors, past which every visitor waits from its first. */
  guessedAfter: 30,
  firstWaitSeconds: 5,
} as const;

export * from "./catalog/import-presets.js";

/** Whether a generation keeps a person's texts: `edited` keeps them, `none` writes them again. */
export type Preserve = "edited" | "none";

/** Content attribute codes written for each result field (Product.values, writtenByPerson, lockedFields). */
export const VALUE_FIELDS = {
  title: "title",
  meta_title: "meta_title",
  meta_description: "meta_description",
  short_description: "short_description",
  description: "description_html",
  bullets: "bullets",
  faq: "faq",
  keywords: "keywords",
} as const satisfies Record<string, ContentField>;

/**
 * The fields of a language with content that a generation keeps (docs/contract.md "Keeping a person's texts"): the
 * locked ones always, a person's with `preserve: "edited"` unless `overwrite` names them.
 */
export const keptFields = (
  { locked, person }: { locked: Iterable<ContentField>; person: Iterable<ContentField> },
  preserve: Preserve,
  overwrite: readonly ContentField[] = [],
): Set<ContentField> =>
  new Set([...locked, ...(preserve === "edited" ? [...person].filter((field) => !overwrite.includes(field)) : [])]);
