import { z } from "zod";
import type { Organization } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { parseOrThrow } from "../validation.js";
import { languageCode } from "@proseo/writer";
import { newId } from "../ids.js";
import { bookMovement } from "../credits/ledger.js";
import { createContentAttributes } from "../attributes/register-attributes.js";

export const organizationInput = z.object({
  name: z.string().trim().min(1).max(200),
  languages: z.array(languageCode).min(1).max(50),
  credits: z.number().int().min(0).default(0),
});

/** An organization with its built-in content attributes; every way of creating one goes through here. */
export async function insertOrganization(tx: Tx, name: string, languages: string[]): Promise<string> {
  const id = newId("org");
  await tx.organization.create({ data: { id, name, languages: unique(languages) } });
  await createContentAttributes(tx, id);
  return id;
}

export async function createOrganization(deps: Deps, input: z.input<typeof organizationInput>): Promise<Organization> {
  const parsed = parseOrThrow(organizationInput, input);
  return deps.db.$transaction(async (tx) => {
    const id = await insertOrganization(tx, parsed.name, parsed.languages);
    if (parsed.credits > 0) {
      await bookMovement(tx, deps.now(), { orgId: id, kind: "grant", amount: parsed.credits, reference: "grant:initial" });
    }
    return tx.organization.findUniqueOrThrow({ where: { id } });
  });
}

export const unique = (values: string[]) => [...new Set(values)];
