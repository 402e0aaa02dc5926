import { z } from "zod";
import type { Organization } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { parseOrThrow } from "../validation.js";
import { languageCode } from "@proseo/writer";
import { CSV_CHANNEL_SLUGS } from "../constants.js";
import { unique } from "./create-organization.js";

/** Every organization, oldest first (the operator's list). */
export const listOrganizations = (deps: Deps): Promise<Organization[]> =>
  deps.db.organization.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

export async function getOrganization(deps: Deps, orgId: string): Promise<Organization> {
  const org = await deps.db.organization.findUnique({ where: { id: orgId } });
  if (!org) throw notFound("organization");
  return org;
}

export async function setOrganizationPaused(
  deps: Deps,
  orgId: string,
  paused: boolean,
  scope: "api" | "ai",
): Promise<Organization> {
  await getOrganization(deps, orgId);
  return deps.db.organization.update({
    where: { id: orgId },
    data: scope === "api" ? { apiPaused: paused } : { aiPaused: paused },
  });
}

export const organizationSettingsInput = z.object({
  languages: z.array(languageCode).min(1).max(50).optional(),
  rateLimitPerMinute: z.number().int().positive().nullable().optional(),
  dailyAiSpendCap: z.number().int().min(0).nullable().optional(),
  /** The channel the CSV export uses when a request names none. */
  defaultChannel: z.enum(CSV_CHANNEL_SLUGS).optional(),
  /** Every version a generation, batch or edit writes is published at once when it passes the quality gate (docs/contract.md "Publishing"). */
  autoPublish: z.boolean().optional(),
  /** A generation that does not say `preserve` keeps a person's texts (docs/contract.md "Keeping a person's texts"). */
  preserveEdits: z.boolean().optional(),
});

export async function updateOrganizationSettings(
  deps: Deps,
  orgId: string,
  input: z.input<typeof organizationSettingsInput>,
): Promise<Organization> {
  const parsed = parseOrThrow(organizationSettingsInput, input);
  await getOrganization(deps, orgId);
  return deps.db.organization.update({
    where: { id: orgId },
    data: { ...parsed, ...(parsed.languages ? { languages: unique(parsed.languages) } : {}) },
  });
}
