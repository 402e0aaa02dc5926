import { Prisma } from "@proseo/db";
import { aiMediaReference } from "../ai-media/ai-media.js";
import { VIDEO_SCRIPT_RESERVATION } from "../ai-media/write-video-script.js";
import { batchReference } from "../batches/batch.js";
import { GENERATION_RESERVATION } from "../generation/generate-descriptions.js";

/** What a credit movement paid for: a sync generation, a batch, or AI media (photos, clips and their scripts). */
export const CREDIT_PURPOSES = ["sync", "batch", "media"] as const;
export type CreditPurpose = (typeof CREDIT_PURPOSES)[number];

/**
 * The one classification of ledger entries: each purpose by the prefixes of the references its use
 * cases write (a grant has none). The SQL below and `purposeOf` both read it.
 */
const PREFIXES: Record<CreditPurpose, string[]> = {
  sync: [GENERATION_RESERVATION],
  batch: [batchReference("")],
  media: [aiMediaReference(""), VIDEO_SCRIPT_RESERVATION],
};

/** The purpose of an entry with this reference, or null (a grant). */
export const purposeOf = (reference: string): CreditPurpose | null =>
  CREDIT_PURPOSES.find((purpose) => PREFIXES[purpose].some((prefix) => reference.startsWith(prefix))) ?? null;

/** SQL true for the ledger entries (`reference` column) that paid for this purpose. */
export const purposeCondition = (purpose: CreditPurpose): Prisma.Sql =>
  Prisma.sql`(${Prisma.join(
    PREFIXES[purpose].map((prefix) => Prisma.sql`reference LIKE ${`${prefix}%`}`),
    " OR ",
  )})`;
