import type { DbOrTx } from "../deps.js";
import { validationFailed } from "../validation.js";
import type { PartialRules } from "@proseo/writer";

/** Rules to check, each with the path its fields are named by in a 422 ("" for a body that is the rules). */
interface RulesAt {
  path: string;
  rules: PartialRules | undefined;
}

interface Problem {
  path: string;
  message: string;
}

const fieldPath = (...segments: string[]) => segments.filter(Boolean).join(".");

/**
 * Every code in required_attributes must name an attribute the organization's products carry in source_data (an
 * imported column, or a content attribute also imported as a column).
 */
async function unknownAttributes(db: DbOrTx, orgId: string, entries: RulesAt[]): Promise<Problem[]> {
  const codes = [...new Set(entries.flatMap((entry) => entry.rules?.required_attributes ?? []))];
  if (!codes.length) return [];
  const known = await db.attribute.findMany({
    where: { orgId, code: { in: codes }, OR: [{ kind: "imported" }, { sourceColumn: true }] },
    select: { code: true },
  });
  const knownCodes = new Set(known.map((attribute) => attribute.code));
  return entries.flatMap(({ path, rules }) =>
    (rules?.required_attributes ?? []).flatMap((code, index) =>
      knownCodes.has(code)
        ? []
        : [
            {
              path: fieldPath(path, "required_attributes", String(index)),
              message: `unknown attribute "${code}": not a source_data column of this organization's products`,
            },
          ],
    ),
  );
}

/**
 * Forbidden words per language name only the organization's languages, or the language of a regional one (`de` for
 * `de-CH`, which falls back to it: @proseo/writer forbiddenWordsFor): a list for any other is never applied, and the
 * languages bound the rules' size (docs/contract.md "Content rules").
 */
async function unknownLanguages(db: DbOrTx, orgId: string, entries: RulesAt[]): Promise<Problem[]> {
  const named = entries.flatMap(({ path, rules }) => {
    const words = rules?.forbidden_words;
    return words && !Array.isArray(words) ? Object.keys(words).map((language) => ({ path, language })) : [];
  });
  if (!named.length) return [];
  const { languages } = await db.organization.findUniqueOrThrow({ where: { id: orgId }, select: { languages: true } });
  const known = new Set(languages.flatMap((code) => [code, code.split("-")[0]!]));
  return named
    .filter(({ language }) => !known.has(language))
    .map(({ path, language }) => ({
      path: fieldPath(path, "forbidden_words", language),
      message: `"${language}" is not one of the organization's languages (${languages.join(", ")})`,
    }));
}

/**
 * What the schema cannot tell, as it depends on the organization: the attribute codes of required_attributes and the
 * languages of forbidden_words; 422 naming each unknown one. The schema (partialRulesSchema) has already refused an
 * unknown tone, a bullet count out of range, a phrase too long, too many forbidden words.
 */
export async function checkRules(db: DbOrTx, orgId: string, entries: RulesAt[]): Promise<void> {
  const problems = [...(await unknownAttributes(db, orgId, entries)), ...(await unknownLanguages(db, orgId, entries))];
  if (problems.length) throw validationFailed(problems);
}
