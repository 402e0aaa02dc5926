import type { DbOrTx } from "../deps.js";
import { validationFailed } from "../validation.js";
import type { PartialRules } from "@proseo/writer";

/** Rules to check, each with the path its fields are named by in a 422 ("" for a body that is the rules). */
interface RulesAt {
  path: string;
  rules: PartialRules | undefined;
}

/**
 * What the schema cannot tell: every code in required_attributes must name an attribute the organization's products
 * carry in source_data (an imported column, or a content attribute also imported as a column); 422 naming each
 * unknown code otherwise. The schema (partialRulesSchema) has already refused an unknown tone, a bullet count out
 * of range, a phrase too long.
 */
export async function checkRules(db: DbOrTx, orgId: string, entries: RulesAt[]): Promise<void> {
  const codes = [...new Set(entries.flatMap((entry) => entry.rules?.required_attributes ?? []))];
  if (!codes.length) return;
  const known = await db.attribute.findMany({
    where: { orgId, code: { in: codes }, OR: [{ kind: "imported" }, { sourceColumn: true }] },
    select: { code: true },
  });
  const knownCodes = new Set(known.map((attribute) => attribute.code));
  const problems = entries.flatMap(({ path, rules }) =>
    (rules?.required_attributes ?? []).flatMap((code, index) =>
      knownCodes.has(code)
        ? []
        : [
            {
              path: [path, "required_attributes", String(index)].filter(Boolean).join("."),
              message: `unknown attribute "${code}": not a source_data column of this organization's products`,
            },
          ],
    ),
  );
  if (problems.length) throw validationFailed(problems);
}
